package org.snapwear.ui.editors.overview;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.IMessageManager;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Section;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.overview.SsdEndurance;

/**
 * The settings a user changes without re-simulating: storage cap, checkpoint interval, drive. A value is taken on
 * Enter or when the field loses focus; a value that is not a positive number is flagged on its field and ignored.
 */
final class SettingsSection {
    private final Text cap;
    private final Text interval;
    private final Combo ssd;
    private final List<SsdEndurance> presets = SsdEndurance.presets();
    private final IMessageManager messages;
    private final Consumer<OverviewSettings> onChange;
    private OverviewSettings settings;

    SettingsSection(Composite parent, FormToolkit toolkit, IMessageManager messages, OverviewSettings initial,
            Consumer<OverviewSettings> onChange) {
        this.messages = messages;
        this.onChange = onChange;
        this.settings = initial;
        Section s = toolkit.createSection(parent, Section.TITLE_BAR | Section.DESCRIPTION | Section.EXPANDED);
        s.setText(Messages.Settings_section);
        s.setDescription(Messages.Settings_description);
        s.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Composite c = toolkit.createComposite(s);
        c.setLayout(new GridLayout(3, false));
        s.setClient(c);
        cap = number(c, toolkit, Messages.Settings_cap, Messages.Settings_capUnit, initial.storageCapSnapshots());
        interval = number(c, toolkit, Messages.Settings_interval, Messages.Settings_intervalUnit,
                initial.checkpointIntervalMinutes());
        toolkit.createLabel(c, Messages.Settings_ssd);
        ssd = new Combo(c, SWT.READ_ONLY | SWT.DROP_DOWN);
        toolkit.adapt(ssd);
        for (SsdEndurance p : presets) {
            ssd.add(p.label());
        }
        ssd.select(presets.indexOf(initial.ssd()));
        ssd.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
        ssd.addListener(SWT.Selection, e -> commit());
    }

    private Text number(Composite c, FormToolkit toolkit, String label, String unit, double value) {
        toolkit.createLabel(c, label);
        Text t = toolkit.createText(c, format(value), SWT.SINGLE | SWT.BORDER);
        GridData gd = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        gd.widthHint = 80;
        t.setLayoutData(gd);
        toolkit.createLabel(c, unit);
        t.addListener(SWT.DefaultSelection, e -> commit());
        t.addListener(SWT.FocusOut, e -> commit());
        return t;
    }

    private static String format(double v) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.valueOf(v); //$NON-NLS-1$
    }

    /** Reads the fields; on a change of a valid value, reports the new settings. */
    void commit() {
        Double c = parse(cap, Messages.Settings_cap);
        Double i = parse(interval, Messages.Settings_interval);
        if (c == null || i == null) {
            return;
        }
        OverviewSettings next = new OverviewSettings(c, i, presets.get(Math.max(0, ssd.getSelectionIndex())));
        if (!next.equals(settings)) {
            settings = next;
            onChange.accept(next);
        }
    }

    private Double parse(Text t, String label) {
        String text = t.getText().trim();
        double v;
        try {
            v = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            v = Double.NaN;
        }
        if (!(v > 0) || Double.isInfinite(v)) {
            messages.addMessage(t, NLS.bind(Messages.Settings_invalidNumber, label.replace(":", ""), text), null, //$NON-NLS-1$ //$NON-NLS-2$
                    IMessageProvider.ERROR, t);
            return null;
        }
        messages.removeMessage(t, t);
        return v;
    }

    OverviewSettings settings() {
        return settings;
    }

    Text cap() {
        return cap;
    }

    Text interval() {
        return interval;
    }

    Combo ssd() {
        return ssd;
    }
}
