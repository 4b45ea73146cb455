package org.snapwear.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.ui.SnapwearPerspective;
import org.snapwear.ui.actions.OpenSequenceAction;
import org.snapwear.ui.dialogs.AboutSnapwearDialog;
import org.snapwear.ui.views.SequencesView;
import org.snapwear.ui.views.TensorsView;

/** Opens the real workbench window and checks perspective, views, menus, About dialog and a loaded sequence. */
class WorkbenchSmokeTest {

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    private static IWorkbenchWindow window() {
        return WorkbenchHarness.window();
    }

    @Test
    void windowOpensInSnapwearPerspectiveWithItsViewsAndMenus() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = window();
            IWorkbenchPage page = w.getActivePage();
            assertEquals(SnapwearPerspective.ID, page.getPerspective().getId());
            assertNotNull(page.findView(SequencesView.ID), "Sequences view is open");
            assertNotNull(page.findView(TensorsView.ID), "Tensors view is open");
            assertEquals("Snapwear", w.getShell().getText());

            List<String> menus = new ArrayList<>();
            Menu bar = w.getShell().getMenuBar();
            for (MenuItem item : bar.getItems()) {
                menus.add(item.getText().replace("&", ""));
            }
            assertEquals(List.of("File", "Edit", "Window", "Help"), menus);

            ImageData shot = UiTestSupport.screenshot(w.getShell(), "workbench-window");
            assertTrue(UiTestSupport.distinctPixels(shot) > 5, "screenshot shows a drawn window, not a blank area");
        });
    }

    @Test
    void openingTheFixtureSequenceListsSnapshotsAndTensors() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = window();
            java.nio.file.Path dir = UiTestSupport.fixtures().resolve("cnn_digits_sgd").toAbsolutePath().normalize();
            OpenSequenceAction.open(w, dir);
            SequencesView seq = (SequencesView) w.getActivePage().findView(SequencesView.ID);
            UiTestSupport.join(seq.lastLoadJob(), 60_000);
            assertTrue(UiTestSupport.waitUntil(() -> dir.equals(seq.loadedDirectory()), 10_000), "sequence loaded");
            Table table = seq.viewer().getTable();
            assertEquals(21, table.getItemCount(), "21 snapshots (iterations 0..10000 every 500)");
            assertEquals("0", table.getItem(0).getText(0));
            assertEquals("10000", table.getItem(20).getText(0));
            assertEquals("safetensors", table.getItem(0).getText(2), "safetensors preferred over .pt for the same iteration");

            // Selecting a snapshot shows its tensors, as read by the engine.
            seq.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(
                    seq.viewer().getElementAt(20)), true);
            TensorsView tensors = (TensorsView) w.getActivePage().findView(TensorsView.ID);
            assertTrue(UiTestSupport.waitUntil(() -> tensors.lastJob() != null, 5_000));
            UiTestSupport.join(tensors.lastJob(), 30_000);
            assertTrue(UiTestSupport.waitUntil(() -> tensors.viewer().getTable().getItemCount() == 8, 10_000));
            TableItem fc1 = tensors.viewer().getTable().getItem(4);
            assertEquals("fc1.weight", fc1.getText(0));
            assertEquals("[128, 800]", fc1.getText(1));
            assertEquals("F32", fc1.getText(2));
            assertTrue(Files.size(dir.resolve("snap_iter010000.fp32.safetensors")) > 400_000);

            UiTestSupport.screenshot(w.getShell(), "workbench-sequence");
        });
    }

    @Test
    void aboutDialogShowsVersionAndBundles() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = window();
            AboutSnapwearDialog dialog = new AboutSnapwearDialog(w.getShell());
            dialog.setBlockOnOpen(false);
            dialog.open();
            try {
                UiTestSupport.flush();
                Table t = dialog.table();
                List<String> names = new ArrayList<>();
                for (TableItem item : t.getItems()) {
                    names.add(item.getText(0));
                }
                assertTrue(names.contains("org.snapwear.ui"), names.toString());
                assertTrue(names.contains("org.snapwear.trace"), names.toString());
                assertTrue(names.contains("org.eclipse.swt"), names.toString());
                assertTrue(AboutSnapwearDialog.version().startsWith("0.1.0"));
                UiTestSupport.screenshot(dialog.getShell(), "about-dialog");
            } finally {
                dialog.close();
            }
        });
    }
}
