/**
 * The workbench's resume check: Resume Check... asks for a checkpoint of the built-in generator (or makes one),
 * steps, seeds, loss profiles and restarts ({@link org.snapwear.ui.resume.ResumeCheckDialog}), and an editor runs
 * {@code study.resume} in a cancellable Job and shows each arm's key finding, the table per arm and the
 * {@code resume_loss} chart ({@link org.snapwear.ui.resume.ResumeCheckEditor}). Every number comes from
 * {@code org.snapwear.study.resume}, the code of {@code snapwear resume-check}.
 */
package org.snapwear.ui.resume;
