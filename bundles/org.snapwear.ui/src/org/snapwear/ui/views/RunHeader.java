package org.snapwear.ui.views;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.snapwear.study.results.StudyResults;

/**
 * The head of the Results view's left column: the run's name in bold, a summary (study, tables, run time, the
 * report directory's name, its whole path as the tooltip) and the run's warnings in red, hidden when there are
 * none.
 */
final class RunHeader extends Composite {
    private final Label runLabel;
    private final Label summary;
    private final Label warnings;

    RunHeader(Composite parent) {
        super(parent, SWT.NONE);
        GridLayout hl = new GridLayout(1, false);
        hl.marginBottom = 0;
        setLayout(hl);
        FontData fd = getFont().getFontData()[0];
        Font bold = new Font(getDisplay(), fd.getName(), fd.getHeight() + 1, SWT.BOLD);
        addDisposeListener(e -> bold.dispose());
        runLabel = new Label(this, SWT.WRAP);
        runLabel.setFont(bold);
        runLabel.setText(Messages.Results_noResults);
        runLabel.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        summary = new Label(this, SWT.WRAP);
        summary.setText(Messages.Results_hint);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        warnings = new Label(this, SWT.WRAP);
        warnings.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        GridData wd = new GridData(SWT.FILL, SWT.TOP, true, false);
        wd.exclude = true;
        warnings.setLayoutData(wd);
        warnings.setVisible(false);
    }

    void show(ResultsHistory.Run run) {
        runLabel.setText(run.label());
        summary.setText(summaryText(run));
        summary.setToolTipText(run.report() == null ? null : run.report().toString());
        List<String> w = run.results().warnings();
        warnings.setText(w.isEmpty() ? "" : "\u26a0 " + String.join("\n\u26a0 ", w));
        warnings.setVisible(!w.isEmpty());
        ((GridData) warnings.getLayoutData()).exclude = w.isEmpty();
    }

    private static String summaryText(ResultsHistory.Run run) {
        StudyResults r = run.results();
        StringBuilder b = new StringBuilder(NLS.bind(Messages.Results_summary, r.studyName(), r.tables().size()));
        if (r.seconds() > 0) {
            b.append(String.format(Locale.ROOT, Messages.Results_runTime, r.seconds()));
        }
        if (run.report() != null) {
            // The directory's name only: in the narrow column a whole path took more lines than the charts.
            Path name = run.report().getFileName();
            b.append(NLS.bind(Messages.Results_report, name == null ? run.report() : name));
        }
        return b.toString();
    }
}
