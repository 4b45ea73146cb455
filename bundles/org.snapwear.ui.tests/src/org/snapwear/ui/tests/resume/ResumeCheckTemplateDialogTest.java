package org.snapwear.ui.tests.resume;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.resume.ResumeCheckResult;
import org.snapwear.ui.resume.Messages;
import org.snapwear.ui.resume.ResumeCheckEditor;
import org.snapwear.ui.resume.ResumeCheckPanel;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;

/**
 * The Resume Check dialog runs a user's own training command, as {@code snapwear resume-check --command} does: a
 * template without a checkpoint, or without {@code {loss_log}}, is refused in the dialog's message line; with both,
 * the editor's check runs the command once per seed and arm. The command here is a shell script whose loss is the
 * seed (step 1) and the seed plus a half (step 2), so the exact arm's band over seeds 1, 2, 3 is known here without
 * the product: low 1 and 1.5, high 3 and 3.5; the control arm resumes the same bytes and differs by nothing.
 */
class ResumeCheckTemplateDialogTest {

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    @Test
    void aTrainingCommandRunsPerSeedAndArm(@TempDir Path tmp) throws Exception {
        Path ckpt = tmp.resolve("checkpoint-7");
        Files.createDirectories(ckpt);
        Files.writeString(ckpt.resolve("state.bin"), "weights");
        Path sh = tmp.resolve("train job.sh");
        Files.writeString(sh, "[ -f \"$3/state.bin\" ] || exit 4\n"
                + "printf '{\"step\": 1, \"loss\": %s}\\n{\"step\": 2, \"loss\": %s.5}\\n' \"$1\" \"$1\" > \"$2\"\n");
        String template = "sh '" + sh + "' {seed} {loss_log} {checkpoint}";
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            AtomicReference<String> noCheckpoint = new AtomicReference<>();
            AtomicReference<String> noLossLog = new AtomicReference<>();
            Object got = ResumeCheckEditorTest.throughDialog(w, d -> {
                d.commandText().setText(template);
                ResumeCheckEditorTest.press(d.getShell(), IDialogConstants.OK_LABEL);
                noCheckpoint.set(d.getErrorMessage());
                d.checkpointText().setText(ckpt.toString());
                d.commandText().setText("sh '" + sh + "' {seed} {checkpoint}");
                ResumeCheckEditorTest.press(d.getShell(), IDialogConstants.OK_LABEL);
                noLossLog.set(d.getErrorMessage());
                d.commandText().setText(template);
                d.stepsSpinner().setSelection(2);
                for (Button b : d.profileButtons().values()) {
                    b.setSelection(false); // the script's directory is no checkpoint a profile can read
                }
                ResumeCheckEditorTest.press(d.getShell(), IDialogConstants.OK_LABEL);
            });
            assertEquals(Messages.Dialog_commandNeedsCheckpoint, noCheckpoint.get());
            assertTrue(noLossLog.get() != null && noLossLog.get().contains("{checkpoint} and {loss_log}"),
                    noLossLog.get());
            ResumeCheckEditor editor = assertInstanceOf(ResumeCheckEditor.class, got);
            ResumeCheckPanel panel = editor.panel();
            UiTestSupport.join(panel.job(), 120_000);
            assertTrue(UiTestSupport.waitUntil(() -> panel.result() != null, 10_000), panel.header().getText());
            ResumeCheckResult r = panel.result();
            assertTrue(r.complete(), r.failures().toString());
            assertArrayEquals(new double[] {1, 1.5}, r.band().low());
            assertArrayEquals(new double[] {3, 3.5}, r.band().high());
            Table t = panel.table();
            assertEquals(List.of("exact", "copy"), List.of(t.getItem(0).getText(0), t.getItem(1).getText(0)));
            assertEquals("0.00000", t.getItem(1).getText(3), "the copy resumes the same bytes");
            assertTrue(panel.header().getText().contains("train job.sh"), panel.header().getText());
            w.getActivePage().closeEditor(editor, false);
        });
    }
}
