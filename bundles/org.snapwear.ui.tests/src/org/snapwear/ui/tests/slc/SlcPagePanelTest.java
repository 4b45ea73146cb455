package org.snapwear.ui.tests.slc;

import org.junit.jupiter.api.extension.ExtendWith;
import org.snapwear.ui.tests.OnUiThread;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.SlcPageEvent.Outcome;
import org.snapwear.study.inspect.SlcPageInspection;
import org.snapwear.study.inspect.SlcVersionStep;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.trace.meta.MetadataTraceGenerator;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.views.SlcPagePanel;

@ExtendWith(OnUiThread.class)
class SlcPagePanelTest {
    static final int RECORD = 2048;

    private Display display;
    private Shell shell;
    private SlcPagePanel panel;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setText("Snapwear - SLC Page");
        shell.setLayout(new FillLayout());
        panel = new SlcPagePanel(shell, SWT.NONE);
        shell.setSize(1400, 720);
        shell.open();
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    /** Page 3: 30 versions of a 2 KB record, small edits and every 7th a large one; page 4: 2 versions. */
    static List<byte[]> writeTrace(Path dir) throws IOException {
        SplittableRandom r = new SplittableRandom(5);
        StringBuilder index = new StringBuilder("version,page_no,file\n");
        List<byte[]> out = new ArrayList<>();
        byte[] page = new byte[RECORD];
        r.nextBytes(page);
        for (int v = 0; v < 30; v++) {
            if (v > 0) {
                int edits = v % 7 == 0 ? 120 : 2 + r.nextInt(6);
                for (int e = 0; e < edits; e++) {
                    page[r.nextInt(RECORD)] = (byte) r.nextInt();
                }
            }
            out.add(page.clone());
            Files.write(dir.resolve("p3_" + v + ".bin"), page);
            index.append(v).append(",3,p3_").append(v).append(".bin\n");
        }
        Files.write(dir.resolve("p4_0.bin"), new byte[RECORD]);
        Files.write(dir.resolve("p4_9.bin"), new byte[RECORD]);
        index.append("0,4,p4_0.bin\n9,4,p4_9.bin\n");
        Files.writeString(dir.resolve("index.csv"), index);
        return out;
    }

    private void waitForPage() {
        assertTrue(UiTestSupport.waitUntil(() -> panel.inspection() != null
                && (panel.lastJob() == null || panel.lastJob().getResult() != null), 60_000), panel.outcomeText());
        UiTestSupport.flush();
    }

    private void press(Button b) {
        b.notifyListeners(SWT.Selection, new Event());
        UiTestSupport.flush();
    }

    /** Changing records per page relists the pages in a Job, as the study code groups them, and reruns page 1. */
    @Test
    void recordsPerPageRelistsThePagesInAJob(@TempDir Path dir) throws Exception {
        writeTrace(dir);
        panel.setTraceDirectory(dir);
        waitForPage();
        assertEquals(2, panel.pageCombo().getItemCount()); // records 3 and 4 on pages of their own
        panel.recordsSpinner().setSelection(4);
        panel.recordsSpinner().notifyListeners(SWT.Selection, new Event());
        assertTrue(UiTestSupport.waitUntil(() -> panel.pageCombo().getItemCount() == 1, 60_000), panel.outcomeText());
        waitForPage();
        List<SlcPageInspection.PageChoice> expected = SlcPageInspection.mostUpdated(MetaVersionTrace.open(dir), 4);
        assertEquals(expected.size(), panel.pageCombo().getItemCount());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals("page " + expected.get(i).logicalPageId() + " (" + expected.get(i).versions() + " versions)",
                    panel.pageCombo().getItem(i).replace(",", ""));
        }
        assertEquals(expected.get(0).versions(), panel.inspection().steps().size());
    }

    @Test
    void steppingShowsAppendsAndResetsWhereTheModelResets(@TempDir Path dir) throws Exception {
        List<byte[]> versions = writeTrace(dir);
        panel.regionSpinner().setSelection(256);
        panel.pageSpinner().setSelection(4096);
        panel.setTraceDirectory(dir);
        waitForPage();
        assertEquals("page 0 (30 versions)", panel.pageCombo().getItem(0));
        assertEquals(30, panel.inspection().steps().size());
        DiffIndexCodec codec = new DiffIndexCodec(8);
        int used = 0;
        int resets = 0;
        int partial = 0;
        boolean shotReset = false;
        boolean shotAppend = false;
        for (int i = 0; i < versions.size(); i++) {
            if (i > 0) {
                assertTrue(panel.forwardButton().isEnabled());
                press(panel.forwardButton());
            }
            SlcVersionStep s = panel.currentStep();
            assertEquals(i, panel.currentIndex());
            assertEquals(i, panel.slider().getSelection());
            // hand replay: NOP unlimited, so only the free space decides
            Outcome expect = Outcome.FIRST;
            if (i > 0) {
                int record = 2 + codec.encode(versions.get(i - 1), versions.get(i)).length;
                expect = used + record > 256 ? Outcome.RESET_DELTA_TOO_LARGE : Outcome.APPENDED;
                if (expect == Outcome.APPENDED) {
                    used += record;
                    partial++;
                } else {
                    used = 0;
                    resets++;
                }
            }
            assertEquals(expect, s.outcome(), "version " + i);
            assertEquals(used, s.deltaRegionUsed());
            if (expect.isReset()) {
                assertTrue(panel.outcomeText().startsWith("RESET"), panel.outcomeText());
                if (!shotReset) {
                    UiTestSupport.screenshot(shell, "slc-reset");
                    shotReset = true;
                }
            } else {
                assertFalse(panel.outcomeText().contains("RESET"), panel.outcomeText());
                if (expect == Outcome.APPENDED && s.segments().size() >= 3 && !shotAppend) {
                    UiTestSupport.screenshot(shell, "slc-appended");
                    shotAppend = true;
                }
            }
            assertTrue(panel.countersText().startsWith("Partial programs so far: " + partial + "  |"),
                    panel.countersText());
            assertTrue(panel.countersText().contains("resets: " + resets + " "), panel.countersText());
            assertTrue(panel.countersText().contains("physical pages written: " + (1 + resets) + " for " + (i + 1)),
                    panel.countersText());
        }
        assertTrue(resets > 0 && shotAppend, "the trace must exercise resets and several appends");
        assertFalse(panel.forwardButton().isEnabled());
        press(panel.backButton());
        assertEquals(versions.size() - 2, panel.currentIndex());
    }

    @Test
    void nopLimitResetsAndGeneratedTrace(@TempDir Path dir) throws Exception {
        writeTrace(dir);
        panel.pageSpinner().setSelection(4096);
        panel.regionSpinner().setSelection(1024);
        panel.nopCombo().select(2); // 4
        panel.setTraceDirectory(dir);
        waitForPage();
        int nopResets = 0;
        for (SlcVersionStep s : panel.inspection().steps()) {
            assertTrue(s.programsOnPage() <= 4);
            if (s.outcome() == Outcome.RESET_NOP) {
                nopResets++;
                panel.go(s.index());
                UiTestSupport.flush();
                assertTrue(panel.outcomeText().contains("NOP limit of 4"), panel.outcomeText());
            }
        }
        assertTrue(nopResets > 0);
        // the generated trace (16 KB pages, 512 B delta region): the most-updated page first
        panel.pageSpinner().setSelection(16384);
        panel.regionSpinner().setSelection(512);
        panel.nopCombo().select(0);
        panel.setGenerated(new MetadataTraceGenerator.Settings(60, 40, 0.8, 7));
        assertTrue(UiTestSupport.waitUntil(() -> panel.inspection() != null
                && panel.inspection().config().pageBytes() == 16384 && panel.pageCombo().getItemCount() > 0
                && (panel.lastJob() == null || panel.lastJob().getResult() != null), 60_000), panel.outcomeText());
        UiTestSupport.flush();
        assertNotNull(panel.currentStep());
        int n = panel.inspection().steps().size();
        assertTrue(panel.pageCombo().getItem(0).contains("(" + n + " versions)"), panel.pageCombo().getItem(0));
        panel.go(Math.min(n - 1, 12));
        UiTestSupport.screenshot(shell, "slc-generated");
    }
}
