package org.snapwear.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/**
 * The Results view's button row: open a report, compare with another run, two schemes side by side (the chart's
 * own actions are in {@link ChartActions}). Combo widths are fixed so that long run labels do not wrap the row
 * into two at 1280x800. It only lays out the controls and forwards their events; {@link ResultsPanel} decides
 * what they do.
 */
final class ResultsBar extends Composite {
    private static final int COMPARE_WIDTH = 220;
    private static final int SCHEME_WIDTH = 150;

    final Combo compare;
    final Combo schemeA;
    final Combo schemeB;

    /** What the controls trigger. */
    record Actions(Runnable openReport, Runnable compareSelected, Runnable schemesChanged) {
    }

    ResultsBar(Composite parent, Actions actions) {
        super(parent, SWT.NONE);
        RowLayout rl = new RowLayout(SWT.HORIZONTAL);
        rl.center = true;
        rl.spacing = 6;
        rl.marginTop = 0;
        rl.marginBottom = 0;
        setLayout(rl);
        button(Messages.Results_openReport, Messages.Results_openReportTip, actions.openReport());
        separator();
        new Label(this, SWT.NONE).setText(Messages.Results_compare);
        compare = new Combo(this, SWT.READ_ONLY | SWT.DROP_DOWN);
        compare.setToolTipText(Messages.Results_compareTip);
        compare.setLayoutData(new RowData(COMPARE_WIDTH, SWT.DEFAULT));
        compare.addListener(SWT.Selection, e -> actions.compareSelected().run());
        separator();
        new Label(this, SWT.NONE).setText(Messages.Results_schemes);
        schemeA = new Combo(this, SWT.READ_ONLY | SWT.DROP_DOWN);
        schemeA.setToolTipText(Messages.Results_schemeATip);
        schemeA.setLayoutData(new RowData(SCHEME_WIDTH, SWT.DEFAULT));
        new Label(this, SWT.NONE).setText(Messages.Results_vs);
        schemeB = new Combo(this, SWT.READ_ONLY | SWT.DROP_DOWN);
        schemeB.setToolTipText(Messages.Results_schemeBTip);
        schemeB.setLayoutData(new RowData(SCHEME_WIDTH, SWT.DEFAULT));
        schemeA.addListener(SWT.Selection, e -> actions.schemesChanged().run());
        schemeB.addListener(SWT.Selection, e -> actions.schemesChanged().run());
    }

    private void button(String text, String tip, Runnable action) {
        Button b = new Button(this, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tip);
        b.addListener(SWT.Selection, e -> action.run());
    }

    private void separator() {
        new Label(this, SWT.SEPARATOR | SWT.VERTICAL).setLayoutData(new RowData(SWT.DEFAULT, 20));
    }
}
