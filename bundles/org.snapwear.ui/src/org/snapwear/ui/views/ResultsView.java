package org.snapwear.ui.views;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IMemento;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;
import org.snapwear.study.results.StudyResults;

/**
 * Hosts a {@link ResultsPanel}. Remembers what it showed: within a session through {@link ResultsHistory}
 * (closing and reopening the view shows the last results again), across restarts through the view's memento
 * when the results came from a report directory (run results live only in memory).
 */
public final class ResultsView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.results";
    private static final String REPORT_KEY = "lastReport";

    private ResultsPanel panel;
    private String savedReport;

    @Override
    public void init(IViewSite site, IMemento memento) throws PartInitException {
        super.init(site, memento);
        if (memento != null) {
            savedReport = memento.getString(REPORT_KEY);
        }
    }

    @Override
    public void createPartControl(Composite parent) {
        panel = new ResultsPanel(parent, SWT.NONE, ResultsHistory.session());
        ResultsHistory.Run last = ResultsHistory.session().last();
        if (last != null) {
            panel.show(last.results(), last.label());
        } else if (savedReport != null && Files.isRegularFile(Path.of(savedReport, "results.json"))) {
            try {
                panel.openReport(Path.of(savedReport));
            } catch (Exception e) {
                // The report moved or changed format since last time: start empty rather than fail the view.
            }
        }
    }

    @Override
    public void saveState(IMemento memento) {
        super.saveState(memento);
        ResultsHistory.Run run = panel == null ? null : panel.current();
        if (run != null && run.report() != null) {
            memento.putString(REPORT_KEY, run.report().toString());
        }
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
