/**
 * {@code snapwear run}: runs a study file through {@link org.snapwear.study.run.StudyRunner} with a console
 * progress monitor, writes the report and prints a summary; shared by {@code snapwear demo}.
 */
package org.snapwear.headless.commands.study;
