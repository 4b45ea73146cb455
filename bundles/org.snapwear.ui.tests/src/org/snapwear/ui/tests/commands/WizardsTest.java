package org.snapwear.ui.tests.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.Study;
import org.snapwear.study.presets.HardwarePresets;
import org.snapwear.ui.editors.study.StudyEditor;
import org.snapwear.ui.preferences.SnapwearPreferences;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.views.SequencesView;
import org.snapwear.ui.wizards.ImportSequenceWizard;
import org.snapwear.ui.wizards.NewStudyWizard;

/** The new-study and import-sequence wizards, opened in a dialog and finished as a user does. */
class WizardsTest {

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    @Test
    void newStudyWizardWritesTheDefaultStudyAndOpensIt() throws Exception {
        Path dir = Files.createTempDirectory("snapwear-wizard");
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            NewStudyWizard wizard = new NewStudyWizard();
            wizard.init(w.getWorkbench(), StructuredSelection.EMPTY);
            WizardDialog dialog = new WizardDialog(w.getShell(), wizard);
            dialog.setBlockOnOpen(false);
            dialog.open();
            wizard.setTarget(dir, "from-wizard");
            UiTestSupport.flush();
            assertTrue(wizard.canFinish());
            UiTestSupport.screenshot(dialog.getShell(), "wizard-new-study");
            assertTrue(wizard.performFinish());
            dialog.close();
            Path file = dir.resolve("from-wizard.snapwear");
            assertEquals(file, wizard.created());
            assertInstanceOf(StudyEditor.class, w.getActivePage().getActiveEditor());
            w.getActivePage().closeEditor(w.getActivePage().getActiveEditor(), false);
        });
        Study s = StudyResources.load(dir.resolve("from-wizard.snapwear"));
        assertEquals("from-wizard", s.getName());
        // The preferred hardware preset is applied.
        Study expected = StudyDefaults.createDefaultStudy();
        HardwarePresets.orDefault(SnapwearPreferences.presetId()).applyTo(expected.getHardware());
        assertEquals(expected.getHardware().getSsd().getBlocksPerChip(), s.getHardware().getSsd().getBlocksPerChip());
        assertEquals(expected.getSchemes().size(), s.getSchemes().size());
    }

    @Test
    void importSequenceWizardRefusesAFileAndOpensADirectory() throws Exception {
        Path fixture = UiTestSupport.fixtures().resolve("cnn_digits_sgd").toAbsolutePath().normalize();
        Path notADir = Files.createTempFile("snapwear-wizard", ".txt");
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            ImportSequenceWizard wizard = new ImportSequenceWizard();
            wizard.init(w.getWorkbench(), StructuredSelection.EMPTY);
            WizardDialog dialog = new WizardDialog(w.getShell(), wizard);
            dialog.setBlockOnOpen(false);
            dialog.open();
            wizard.setDirectory(notADir);
            assertTrue(!wizard.canFinish(), "a file is not a sequence directory");
            wizard.setDirectory(fixture);
            assertTrue(wizard.canFinish());
            assertTrue(wizard.performFinish());
            dialog.close();
            SequencesView seq = (SequencesView) w.getActivePage().findView(SequencesView.ID);
            UiTestSupport.join(seq.lastLoadJob(), 60_000);
            assertTrue(UiTestSupport.waitUntil(() -> fixture.equals(seq.loadedDirectory()), 10_000));
            assertEquals(21, seq.viewer().getTable().getItemCount());
        });
    }
}
