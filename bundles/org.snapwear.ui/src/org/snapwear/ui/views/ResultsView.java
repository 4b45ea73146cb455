package org.snapwear.ui.views;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.results.StudyResults;
import org.snapwear.ui.core.ErrorLines;

/**
 * Hosts a {@link ResultsPanel}. Remembers what it showed: within a session through {@link ResultsHistory}
 * (closing and reopening the view shows the last results again), across restarts through the instance
 * preferences of org.snapwear.ui when the results have a report directory: an opened report, or a study run
 * (which writes its report next to the study file). Results built only in memory are not kept across restarts;
 * the workbench does not save view mementos, so the preference store is what survives. The report is
 * remembered as soon as it is shown, not only when the view closes, so a workbench that is killed keeps it too.
 */
public final class ResultsView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.results";
    /** Preference key of the last report directory shown. */
    public static final String REPORT_KEY = "lastResultsReport";

    private ResultsPanel panel;

    private static ScopedPreferenceStore preferences() {
        return new ScopedPreferenceStore(InstanceScope.INSTANCE, "org.snapwear.ui");
    }

    @Override
    public void createPartControl(Composite parent) {
        panel = new ResultsPanel(parent, SWT.NONE, ResultsHistory.session());
        restore(panel, ResultsHistory.session(), preferences().getString(REPORT_KEY));
    }

    /**
     * What a new view shows: the session's last run if there is one, else the remembered report directory (if it
     * still holds a report). Returns whether something was shown.
     */
    public static boolean restore(ResultsPanel panel, ResultsHistory history, String savedReport) {
        ResultsHistory.Run last = history.last();
        if (last != null) {
            panel.show(last.results(), last.label(), last.report());
            return true;
        }
        if (savedReport != null && !savedReport.isEmpty()
                && Files.isRegularFile(Path.of(savedReport, ReportWriter.RESULTS))) {
            try {
                panel.openReport(Path.of(savedReport));
                return true;
            } catch (Exception e) {
                // The report moved or changed format since last time: start empty rather than fail the view.
            }
        }
        return false;
    }

    @Override
    public void dispose() {
        // The panel's own Open Report button does not go through show(): remember its report here.
        remember();
        super.dispose();
    }

    /** Stores the report directory of the run on screen, if it has one, for the next session. */
    private void remember() {
        ResultsHistory.Run run = panel == null ? null : panel.current();
        if (run != null && run.report() != null) {
            ScopedPreferenceStore store = preferences();
            store.setValue(REPORT_KEY, run.report().toString());
            try {
                store.save();
            } catch (java.io.IOException e) {
                // Only convenience is lost: the next session starts empty.
            }
        }
    }

    /** The report directory the next session will reopen (empty if none). */
    public static String rememberedReport() {
        return preferences().getString(REPORT_KEY);
    }

    /** Shows results in this view. */
    public void show(StudyResults results, String label) {
        show(results, label, null);
    }

    /** Shows results that were written to a report directory (remembered for the next session). */
    public void show(StudyResults results, String label, Path report) {
        panel.show(results, label, report);
        remember();
    }

    public ResultsPanel panel() {
        return panel;
    }

    /** Opens (or brings up) the Results view in the window and shows results that exist only in memory. */
    public static ResultsView open(IWorkbenchWindow window, StudyResults results, String label) {
        return open(window, results, label, null);
    }

    /**
     * Opens (or brings up) the Results view in the window and shows the results: what a study run does, with
     * the report directory it wrote (null if none).
     */
    public static ResultsView open(IWorkbenchWindow window, StudyResults results, String label, Path report) {
        try {
            ResultsView view = (ResultsView) window.getActivePage().showView(ID);
            view.show(results, label, report);
            return view;
        } catch (PartInitException e) {
            ErrorLines.show(window.getShell(), Messages.ResultsView_errorTitle, e);
            return null;
        }
    }

    @Override
    public void setFocus() {
        panel.setFocus();
    }
}
