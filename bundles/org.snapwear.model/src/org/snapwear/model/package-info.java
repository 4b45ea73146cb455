/**
 * Hand-written entry points of the study model: {@link org.snapwear.model.StudyResources} (XMI load/save, works
 * inside and outside OSGi), {@link org.snapwear.model.StudyDefaults} (the seed papers' default study) and
 * {@link org.snapwear.model.StudyValidation} (EMF validation with readable messages).
 */
package org.snapwear.model;
