package org.snapwear.ui.preferences;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.snapwear.study.presets.HardwarePreset;
import org.snapwear.study.presets.HardwarePresets;

/** One radio button per hardware preset, each with its description: the body of the preference page. */
public final class HardwarePresetChooser extends Composite {
    private final List<HardwarePreset> presets = HardwarePresets.all();
    private final List<Button> buttons = new ArrayList<>();

    public HardwarePresetChooser(Composite parent, String selectedId) {
        super(parent, SWT.NONE);
        setLayout(new GridLayout(1, false));
        Label intro = new Label(this, SWT.WRAP);
        intro.setText(Messages.Chooser_intro);
        GridData igd = new GridData(SWT.FILL, SWT.TOP, true, false);
        igd.widthHint = 460;
        intro.setLayoutData(igd);
        for (HardwarePreset p : presets) {
            Button b = new Button(this, SWT.RADIO);
            b.setText(p.label());
            b.setData(p.id());
            GridData bgd = new GridData(SWT.LEFT, SWT.TOP, false, false);
            bgd.verticalIndent = 8;
            b.setLayoutData(bgd);
            buttons.add(b);
            Label d = new Label(this, SWT.WRAP);
            d.setText(p.description());
            GridData dgd = new GridData(SWT.FILL, SWT.TOP, true, false);
            dgd.horizontalIndent = 22;
            dgd.widthHint = 440;
            d.setLayoutData(dgd);
        }
        select(selectedId);
    }

    /** Selects a preset by id (the Table 4 device for an unknown id). */
    public void select(String id) {
        String resolved = HardwarePresets.orDefault(id).id();
        for (Button b : buttons) {
            b.setSelection(resolved.equals(b.getData()));
        }
    }

    public String selectedId() {
        for (Button b : buttons) {
            if (b.getSelection()) {
                return (String) b.getData();
            }
        }
        return HardwarePresets.TABLE4;
    }

    public List<Button> buttons() {
        return buttons;
    }
}
