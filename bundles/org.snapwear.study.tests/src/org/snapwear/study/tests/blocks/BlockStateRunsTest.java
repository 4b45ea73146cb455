package org.snapwear.study.tests.blocks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.flash.files.FileOp;
import org.snapwear.flash.log.BlockStates;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.study.blocks.BlockRun;
import org.snapwear.study.blocks.BlockRunRequest;
import org.snapwear.study.blocks.BlockStateRuns;
import org.snapwear.study.blocks.BlockWorkload;
import org.snapwear.study.sim.SaveStreams;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.study.sim.SsdReport;
import org.snapwear.study.sim.SsdRuns;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.sequence.SnapshotSequence;

/** The three sources of a block-state run, each checked against an independent replay. */
class BlockStateRunsTest {

    private static Path fixture() {
        return Fixtures.path("cnn_digits_sgd");
    }

    @Test
    void sequenceRunReplaysTheSchemeFilesLikeSsdRuns() throws IOException {
        SnapshotSequence seq = SnapshotSequence.discover(fixture());
        long raw = 0;
        for (SnapshotSequence.Entry e : seq.entries()) {
            raw += Files.size(e.path());
        }
        ScaledDevice.Scaled dev = ScaledDevice.forRawVolume(raw);
        SchemeSpec spec = new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 5, 0);
        SimulationResult sim = SchemeRuns.simulate(seq, spec);
        List<FileOp> ops = SaveStreams.fromSimulation(sim);
        BlockRun run = BlockStateRuns.run(dev.config(), dev.warmup(), BlockWorkload.saves("cnn", ops), null);
        SsdReport ref = SsdRuns.runSaves(dev.config(), dev.warmup(), ops).device();
        assertEquals(ref.hostPagesWritten(), run.metrics().hostPagesWritten());
        assertEquals(ref.hostPagesTrimmed(), run.metrics().hostPagesTrimmed());
        assertEquals(ref.erases(), run.metrics().erases());
        assertTrue(run.metrics().gcInvocations() > 0, "the scaled device collects garbage");
        assertEquals(run.metrics().hostPagesWritten() + run.metrics().hostPagesTrimmed() + run.metrics().gcInvocations()
                + run.metrics().wearLevelMigrations(), run.log().steps());
        String first = run.log().describe(1);
        assertTrue(first.startsWith("host write of file snap_iter000000000.baseline.huffman-exp"), first);
        boolean sawGc = false;
        boolean sawTrim = false;
        for (long s = 1; s <= run.log().steps() && !(sawGc && sawTrim); s++) {
            String d = run.log().describe(s);
            sawGc |= d.startsWith("GC of block");
            sawTrim |= d.startsWith("host trim of file snap_iter");
        }
        assertTrue(sawGc && sawTrim, "GC and Algorithm 2 deletions appear in the log");

        // The request form (as the workbench's Run dialog builds it) gives the same run.
        BlockRun viaRequest = BlockStateRuns.run(BlockRunRequest.sequence(fixture(), spec, dev.config(), dev.warmup()),
                new NullProgressMonitor());
        assertEquals(run.log().steps(), viaRequest.log().steps());
        assertEquals(run.metrics().erases(), viaRequest.metrics().erases());
    }

    @Test
    void traceRunEqualsPageByPageReplayOfTheSameRequests(@TempDir Path dir) throws IOException {
        SsdConfig cfg = SmallDevices.small(VictimPolicy.GREEDY, 0);
        Ssd probe = new Ssd(cfg);
        int userPages = probe.userPages();
        Random rnd = new Random(9);
        StringBuilder text = new StringBuilder();
        int[][] requests = new int[3000][];
        for (int i = 0; i < requests.length; i++) {
            int pages = 1 + rnd.nextInt(4);
            int first = rnd.nextInt(userPages - pages);
            boolean read = rnd.nextInt(8) == 0;
            requests[i] = new int[] {first, pages, read ? 1 : 0};
            // DiskSim ASCII: time(ms) devno blkno bcount flags; 512-byte sectors, 8 per 4 KB page.
            text.append(String.format("%d.5 0 %d %d %d%n", i, first * 8, pages * 8, read ? 1 : 0));
        }
        Path trace = dir.resolve("random.trace");
        Files.writeString(trace, text);
        BlockRun run = BlockStateRuns.run(BlockRunRequest.trace(trace, cfg, null), null);

        Ssd ssd = new Ssd(cfg);
        long end = run.log().steps();
        FreshCapture cap = new FreshCapture(Set.of(end / 3, end));
        ssd.setEventSink(cap);
        for (int[] r : requests) {
            for (int p = r[0]; p < r[0] + r[1]; p++) {
                if (r[2] == 1) {
                    ssd.read(p, 0);
                } else {
                    ssd.write(p, 0);
                }
            }
        }
        assertEquals(end, cap.steps());
        assertTrue(run.metrics().gcInvocations() > 0);
        for (long s : new long[] {end / 3, end}) {
            BlockStates st = run.log().stateAt(s);
            assertArrayEquals(cap.at(s).valid(), st.valid(), "step " + s);
            assertArrayEquals(cap.at(s).written(), st.written(), "step " + s);
            assertArrayEquals(cap.at(s).erases(), st.erases(), "step " + s);
        }
        assertEquals(ssd.metrics().hostPagesRead(), run.metrics().hostPagesRead());
    }

    @Test
    void uniformRunIsCancellable() {
        SsdConfig cfg = SmallDevices.small(VictimPolicy.GREEDY, 0);
        NullProgressMonitor cancelled = new NullProgressMonitor();
        cancelled.setCanceled(true);
        assertThrows(OperationCanceledException.class,
                () -> BlockStateRuns.run(BlockRunRequest.uniform(1_000_000, 1, cfg, null), cancelled));
    }

    @Test
    void badTraceNamesTheFileAndLine(@TempDir Path dir) throws IOException {
        Path trace = dir.resolve("bad.trace");
        Files.writeString(trace, "0.0 0 0 8 0\n1.0 0 x 8 0\n");
        SsdConfig cfg = SmallDevices.small(VictimPolicy.GREEDY, 0);
        Exception e = assertThrows(Exception.class, () -> BlockStateRuns.run(BlockRunRequest.trace(trace, cfg, null), null));
        assertTrue(String.valueOf(e.getMessage()).contains("bad.trace"), e.getMessage());
    }
}
