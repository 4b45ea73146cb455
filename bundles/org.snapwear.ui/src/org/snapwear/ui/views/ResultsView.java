package org.snapwear.ui.views;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.snapwear.study.results.StudyResults;

/**
 * Hosts a {@link ResultsPanel}. Remembers what it showed: within a session through {@link ResultsHistory}
 * (closing and reopening the view shows the last results again), across restarts through the instance
 * preferences of org.snapwear.ui when the results came from a report directory (run results live only in
 * memory; the workbench does not save view mementos, so the preference store is what survives).
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
        String savedReport = preferences().getString(REPORT_KEY);
        ResultsHistory.Run last = ResultsHistory.session().last();
        if (last != null) {
            panel.show(last.results(), last.label());
        } else if (!savedReport.isEmpty() && Files.isRegularFile(Path.of(savedReport, "results.json"))) {
            try {
                panel.openReport(Path.of(savedReport));
            } catch (Exception e) {
                // The report moved or changed format since last time: start empty rather than fail the view.
            }
        }
    }

    @Override
    public void dispose() {
        // Closing the view or the workbench: remember the report shown, if it came from disk.
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
        super.dispose();
    }

    /** Shows results in this view. */
    public void show(StudyResults results, String label) {
        panel.show(results, label);
    }

    public ResultsPanel panel() {
        return panel;
    }

    /** Opens (or brings up) the Results view in the window and shows the results: what a study run does. */
    public static ResultsView open(IWorkbenchWindow window, StudyResults results, String label) {
        try {
            ResultsView view = (ResultsView) window.getActivePage().showView(ID);
            view.show(results, label);
            return view;
        } catch (PartInitException e) {
            MessageDialog.openError(window.getShell(), "Results", e.getMessage());
            return null;
        }
    }

    @Override
    public void setFocus() {
        panel.setFocus();
    }
}
