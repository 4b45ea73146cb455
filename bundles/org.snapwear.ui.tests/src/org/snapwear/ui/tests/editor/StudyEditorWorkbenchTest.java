package org.snapwear.ui.tests.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.SnapwearPackage.Literals;
import org.snapwear.study.presets.HardwarePresets;
import org.snapwear.ui.editors.study.NewStudies;
import org.snapwear.ui.editors.study.StudyEditor;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;

/**
 * Opens a .snapwear file in the real workbench (OSGi; run by the Tycho build): the editor registered for the
 * extension opens, an edit makes it dirty, the workbench's Undo handler reverts it, Save writes the file.
 */
class StudyEditorWorkbenchTest {

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    @Test
    void opensEditsUndoesAndSavesAStudyFile() throws Exception {
        Path dir = Files.createTempDirectory("snapwear-editor");
        Path file = dir.resolve("wb.snapwear");
        NewStudies.create(file, HardwarePresets.TABLE4);
        WorkbenchHarness.onUi(() -> {
            IWorkbenchPage page = WorkbenchHarness.window().getActivePage();
            assertEquals(StudyEditor.ID, PlatformUI.getWorkbench().getEditorRegistry()
                    .getDefaultEditor(file.getFileName().toString()).getId());
            IEditorPart part = StudyEditor.open(WorkbenchHarness.window(), file);
            StudyEditor editor = assertInstanceOf(StudyEditor.class, part);
            Text name = (Text) editor.control().overview().binding(Literals.STUDY__NAME).control();
            name.setText("renamed");
            name.notifyListeners(SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
            UiTestSupport.flush();
            assertTrue(editor.isDirty());
            var undo = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId());
            assertTrue(undo.isEnabled());
            undo.run();
            UiTestSupport.flush();
            assertFalse(editor.isDirty());
            assertEquals("wb", name.getText());
            name.setText("saved name");
            name.notifyListeners(SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
            UiTestSupport.flush();
            page.saveEditor(editor, false);
            assertFalse(editor.isDirty());
            UiTestSupport.screenshot(WorkbenchHarness.window().getShell(), "editor-workbench");
            page.closeEditor(editor, false);
        });
        assertEquals("saved name", StudyResources.load(file).getName());
    }

    /** A study opened through File > Open Study (or Open Recent) comes first in the recent studies. */
    @Test
    void openingAStudyPutsItFirstInOpenRecent() throws Exception {
        Path file = Files.createTempDirectory("snapwear-recent").resolve("recent.snapwear");
        NewStudies.create(file, HardwarePresets.TABLE4);
        WorkbenchHarness.onUi(() -> {
            org.snapwear.ui.actions.OpenStudyAction.open(WorkbenchHarness.window(), file);
            IEditorPart part = WorkbenchHarness.window().getActivePage().getActiveEditor();
            assertInstanceOf(StudyEditor.class, part);
            assertEquals(java.util.List.of(file.toAbsolutePath().normalize()),
                    org.snapwear.ui.core.RecentFiles.workbenchStudies().entries().get(0));
            WorkbenchHarness.window().getActivePage().closeEditor(part, false);
        });
    }
}
