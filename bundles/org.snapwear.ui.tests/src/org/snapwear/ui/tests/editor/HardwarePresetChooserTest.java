package org.snapwear.ui.tests.editor;

import org.junit.jupiter.api.extension.ExtendWith;
import org.snapwear.ui.tests.OnUiThread;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;
import org.snapwear.study.presets.HardwarePresets;
import org.snapwear.ui.preferences.HardwarePresetChooser;
import org.snapwear.ui.tests.UiTestSupport;

@ExtendWith(OnUiThread.class)
class HardwarePresetChooserTest {

    @Test
    void chooserOffersEveryPresetAndReportsTheClickedOne() throws Exception {
        Shell shell = new Shell(Display.getDefault());
        try {
            shell.setLayout(new FillLayout());
            HardwarePresetChooser chooser = new HardwarePresetChooser(shell, "stale-id");
            shell.setSize(560, 420);
            shell.open();
            assertEquals(HardwarePresets.all().size(), chooser.buttons().size());
            assertEquals(HardwarePresets.TABLE4, chooser.selectedId(), "an unknown stored id falls back");
            Button scaled = chooser.buttons().get(1);
            assertEquals(HardwarePresets.scaled().label(), scaled.getText());
            chooser.buttons().get(0).setSelection(false);
            scaled.setSelection(true);
            scaled.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
            assertEquals(HardwarePresets.SCALED, chooser.selectedId());
            assertTrue(UiTestSupport.distinctPixels(UiTestSupport.screenshot(shell, "editor-preferences-presets")) > 10);
        } finally {
            shell.dispose();
        }
    }
}
