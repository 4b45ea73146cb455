package org.snapwear.ui.views;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.MessageBox;
import org.snapwear.ui.core.ErrorLines;

/**
 * The dialogs of the Results view's buttons: the file to export the charts on screen to, the report directory to
 * open, and the error box when either fails. The panel does the work ({@link ResultsPanel#export},
 * {@link ResultsPanel#openReport}); these only ask for the path.
 */
final class ResultsDialogs {

    private ResultsDialogs() {
    }

    static void export(ResultsPanel panel, ResultsPanel.Format format) {
        if (panel.shownCharts().isEmpty()) {
            return;
        }
        FileDialog d = new FileDialog(panel.getShell(), SWT.SAVE);
        d.setText(NLS.bind(Messages.Results_exportTitle, format.name()));
        d.setFilterExtensions(new String[] {"*." + format.extension, "*.*"}); //$NON-NLS-1$ //$NON-NLS-2$
        d.setFileName(panel.shownCharts().get(0).id() + "." + format.extension); //$NON-NLS-1$
        d.setOverwrite(true);
        String f = d.open();
        if (f == null) {
            return;
        }
        try {
            panel.export(format, Path.of(f));
        } catch (IOException | RuntimeException e) {
            error(panel, Messages.Results_exportFailed, ErrorLines.of(e));
        }
    }

    static void openReport(ResultsPanel panel) {
        DirectoryDialog d = new DirectoryDialog(panel.getShell());
        d.setText(Messages.Results_openReportTitle);
        d.setMessage(Messages.Results_chooseReport);
        String dir = d.open();
        if (dir == null) {
            return;
        }
        try {
            panel.openReport(Path.of(dir));
        } catch (IOException | RuntimeException e) {
            error(panel, Messages.Results_openReportTitle, ErrorLines.of(e));
        }
    }

    private static void error(ResultsPanel panel, String title, String message) {
        MessageBox box = new MessageBox(panel.getShell(), SWT.ICON_ERROR | SWT.OK);
        box.setText(title);
        box.setMessage(message == null ? Messages.Results_unknownError : message);
        box.open();
    }
}
