package org.snapwear.ui.views;

import java.util.function.Consumer;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/**
 * The Results view's button row: open a report, compare with another run, two schemes side by side, reset zoom,
 * export. It only lays out the controls and forwards their events; {@link ResultsPanel} decides what they do.
 */
final class ResultsBar extends Composite {
    final Combo compare;
    final Combo schemeA;
    final Combo schemeB;

    /** What the controls trigger. */
    record Actions(Runnable openReport, Runnable compareSelected, Runnable schemesChanged, Runnable resetZoom,
            Consumer<ResultsPanel.Format> export) {
    }

    ResultsBar(Composite parent, Actions actions) {
        super(parent, SWT.NONE);
        RowLayout rl = new RowLayout(SWT.HORIZONTAL);
        rl.center = true;
        rl.spacing = 6;
        rl.marginTop = 0;
        setLayout(rl);
        button(Messages.Results_openReport, Messages.Results_openReportTip, actions.openReport());
        separator();
        new Label(this, SWT.NONE).setText(Messages.Results_compare);
        compare = new Combo(this, SWT.READ_ONLY | SWT.DROP_DOWN);
        compare.setToolTipText(Messages.Results_compareTip);
        compare.addListener(SWT.Selection, e -> actions.compareSelected().run());
        separator();
        new Label(this, SWT.NONE).setText(Messages.Results_schemes);
        schemeA = new Combo(this, SWT.READ_ONLY | SWT.DROP_DOWN);
        schemeA.setToolTipText(Messages.Results_schemeATip);
        new Label(this, SWT.NONE).setText(Messages.Results_vs);
        schemeB = new Combo(this, SWT.READ_ONLY | SWT.DROP_DOWN);
        schemeB.setToolTipText(Messages.Results_schemeBTip);
        schemeA.addListener(SWT.Selection, e -> actions.schemesChanged().run());
        schemeB.addListener(SWT.Selection, e -> actions.schemesChanged().run());
        separator();
        button(Messages.Results_resetZoom, Messages.Results_resetZoomTip, actions.resetZoom());
        separator();
        new Label(this, SWT.NONE).setText(Messages.Results_export);
        for (ResultsPanel.Format f : ResultsPanel.Format.values()) {
            button(f.name(), NLS.bind(Messages.Results_exportTip, f.name()), () -> actions.export().accept(f));
        }
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
