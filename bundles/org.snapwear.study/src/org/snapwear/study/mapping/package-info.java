/**
 * The thin mapping from the EMF study model ({@code org.snapwear.model.study}) to the engines' own configuration
 * records. Engines do not depend on EMF; every model attribute is either carried into an engine config here or
 * named, in the mapper's javadoc, as having no engine knob.
 */
package org.snapwear.study.mapping;
