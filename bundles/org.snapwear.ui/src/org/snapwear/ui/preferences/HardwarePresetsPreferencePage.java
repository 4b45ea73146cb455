package org.snapwear.ui.preferences;

import org.eclipse.jface.preference.PreferencePage;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.osgi.service.prefs.BackingStoreException;
import org.snapwear.study.presets.HardwarePresets;

/** Snapwear > Hardware presets: the SSD/SLC preset written into new studies. */
public final class HardwarePresetsPreferencePage extends PreferencePage implements IWorkbenchPreferencePage {
    private HardwarePresetChooser chooser;

    @Override
    public void init(IWorkbench workbench) {
        setDescription(Messages.Presets_description);
    }

    @Override
    protected Control createContents(Composite parent) {
        chooser = new HardwarePresetChooser(parent, SnapwearPreferences.presetId());
        return chooser;
    }

    @Override
    protected void performDefaults() {
        chooser.select(HardwarePresets.TABLE4);
        super.performDefaults();
    }

    @Override
    public boolean performOk() {
        try {
            SnapwearPreferences.setPresetId(chooser.selectedId());
            return true;
        } catch (BackingStoreException e) {
            setErrorMessage(org.eclipse.osgi.util.NLS.bind(Messages.Presets_cannotStore, e.getMessage()));
            return false;
        }
    }
}
