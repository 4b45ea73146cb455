package org.snapwear.ui.tests.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.text.ErrorText;
import org.snapwear.ui.core.ErrorLines;
import org.snapwear.ui.actions.OpenSequenceAction;
import org.snapwear.ui.editors.overview.RunOverviewEditor;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.views.SequencesView;

/**
 * Bad input in the workbench: a run directory that is not there (Sequences view) and a run whose second checkpoint
 * is truncated garbage (run overview). The workbench shows the command line's line for each
 * ({@link ErrorText#describe} of the failure the engines raise: the file, offset and reason), one line and never a
 * Java class name; the platform's wrappers are looked through to the failure they carry.
 */
class WorkbenchErrorTextTest {
    @TempDir
    static Path tmp;
    private static Path run;
    private static Path gone;

    @BeforeAll
    static void setUp() throws Exception {
        WorkbenchHarness.start();
        run = tmp.resolve("broken-run").toAbsolutePath().normalize();
        Files.createDirectories(run);
        Path fixture = UiTestSupport.fixtures().resolve("cnn_digits_sgd");
        Files.copy(fixture.resolve("snap_iter000000.fp32.safetensors"), run.resolve("snap_iter000000.fp32.safetensors"));
        Files.write(run.resolve("snap_iter000500.fp32.safetensors"), "not a checkpoint at all".getBytes());
        gone = tmp.resolve("no-such-run").toAbsolutePath().normalize();
    }

    /** What the command line prints for this run: ErrorText of the failure the engines raise on it. */
    private static String cliLine(Path p) {
        try {
            RunOverviews.measure(p.toString(), SnapshotSequence.resolve(p.toString()), Progress.NONE);
        } catch (IOException | RuntimeException e) {
            return ErrorText.describe(e);
        }
        throw new AssertionError(p + " opened");
    }

    private static void assertOneCleanLine(String line) {
        assertFalse(line.contains("\n"), line);
        assertFalse(line.contains("Exception") || line.contains("java."), "no Java class names: " + line);
    }

    @Test
    void sequencesViewShowsTheCommandLinesLine() throws Exception {
        String expected = cliLine(gone);
        assertTrue(expected.startsWith(gone.toString()), expected);
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            OpenSequenceAction.open(w, gone);
            SequencesView view = (SequencesView) w.getActivePage().findView(SequencesView.ID);
            UiTestSupport.join(view.lastLoadJob(), 60_000);
            UiTestSupport.flush();
            String[] shown = view.panel().statusText().split("\n", 2);
            assertTrue(shown[0].contains(gone.toString()), shown[0]);
            assertEquals(expected, shown[1]);
            assertOneCleanLine(shown[1]);
            assertTrue(view.lastLoadJob().getResult().getMessage().endsWith(expected),
                    view.lastLoadJob().getResult().getMessage());
        });
    }

    @Test
    void runOverviewShowsTheCommandLinesLine() throws Exception {
        String expected = cliLine(run);
        assertTrue(expected.startsWith(run.resolve("snap_iter000500.fp32.safetensors").toString()), expected);
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            IWorkbenchPage page = w.getActivePage();
            RunOverviewEditor e = RunOverviewEditor.open(w, run);
            UiTestSupport.join(e.lastJob(), 60_000);
            UiTestSupport.flush();
            String status = e.status().getText();
            assertTrue(status.endsWith(": " + expected), status);
            assertOneCleanLine(status);
            assertTrue(e.lastJob().getResult().getMessage().endsWith(expected), e.lastJob().getResult().getMessage());
            page.closeEditor(e, false);
        });
    }

    /** The platform's wrappers are looked through: the line is the wrapped failure's. */
    @Test
    void wrappedFailuresGiveTheSameLine() {
        NoSuchFileException cause = new NoSuchFileException(gone.toString());
        String line = ErrorText.describe(cause);
        assertEquals(line, ErrorLines.of(new PartInitException("Could not open the editor", cause)));
        assertEquals(line, ErrorLines.of(new ExecutionException("command failed", cause)));
        assertEquals(line, ErrorLines.of(new java.io.UncheckedIOException(cause)));
        assertEquals("a required value is missing", ErrorLines.of(new NullPointerException()));
        assertInstanceOf(String.class, ErrorLines.of(new PartInitException("no cause")));
        assertEquals("no cause", ErrorLines.of(new PartInitException("no cause")));
    }
}
