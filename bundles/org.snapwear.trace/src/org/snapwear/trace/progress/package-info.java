/**
 * The one progress contract of Snapwear, at the bottom of the stack so every engine, the study layer, the command
 * line, the workbench and the Spark driver speak it: {@link org.snapwear.trace.progress.Progress} (begin a piece of
 * work with its size and unit, report work done, ask whether the user cancelled). Adapters turn it into the CLI's
 * progress bar ({@code headless.cli.support.ProgressReporter}) and an Eclipse {@code IProgressMonitor} (both directions:
 * {@code study.run.MonitorOnProgress}, {@code study.run.ProgressOnMonitor}); engines only call it.
 * {@link org.snapwear.trace.progress.FractionProgress} is the form a progress bar widget wants (the fraction done).
 * Modelled on Eclipse MAT's {@code IProgressListener}, without the Eclipse dependency the engine bundles must not
 * have.
 */
package org.snapwear.trace.progress;
