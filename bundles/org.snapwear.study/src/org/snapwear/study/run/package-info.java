/**
 * Runs a study: maps the EMF study onto the engines' own configurations, resolves its snapshot sources, and runs
 * each enabled {@link org.snapwear.study.run.Analysis} with progress reporting and cancellation through an
 * {@link org.eclipse.core.runtime.IProgressMonitor} (a console bar headless, a Job in the workbench). The two
 * adapters between that monitor and the one progress contract {@link org.snapwear.trace.progress.Progress} live here:
 * {@link org.snapwear.study.run.MonitorOnProgress} (a monitor that reports to a {@code Progress}: the CLI bar, a
 * workbench widget, optionally forwarding to a Job's monitor) and {@link org.snapwear.study.run.ProgressOnMonitor}
 * (a {@code Progress} for an engine that runs inside a monitor; the monitor's cancel is the engine's).
 */
package org.snapwear.study.run;
