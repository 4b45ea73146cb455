/**
 * Runs a study: maps the EMF study onto the engines' own configurations, resolves its snapshot sources, and runs
 * each enabled {@link org.snapwear.study.run.Analysis} with progress reporting and cancellation through an
 * {@link org.eclipse.core.runtime.IProgressMonitor} (a console bar headless, a Job in the workbench).
 */
package org.snapwear.study.run;
