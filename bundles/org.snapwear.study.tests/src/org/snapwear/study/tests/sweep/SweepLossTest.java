package org.snapwear.study.tests.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.study.sweep.SaveStream;
import org.snapwear.study.sweep.SweepGrid;
import org.snapwear.study.sweep.SweepGridFile;
import org.snapwear.study.sweep.SweepRow;
import org.snapwear.study.sweep.SweepRunner;
import org.snapwear.study.sweep.SweepStreams;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * A sweep scheme with a loss profile ({@code --loss moments-8bit} among its options) on the real AdamW run
 * (hf_charlm_adamw): its cells are marked in {@code scheme_spec}, its stream is the compress simulation with the
 * profile (same bytes, independent call), it erases no more than the exact scheme on every device, and the exact
 * scheme's cells are what a grid without any lossy scheme gives.
 */
class SweepLossTest {

    private static final String EXACT = """
            scheme.chain = --codec predictive --baseline huffman-exp --mode chain
            snap_dis = 4
            blocks_per_chip = 48, 96
            """;
    private static final String WITH_LOSS = EXACT
            + "scheme.chain-8bit = --codec predictive --baseline huffman-exp --mode chain --loss moments-8bit\n";

    private static SnapshotSequence seq() throws IOException {
        return SnapshotSequence.resolve(Fixtures.path("hf_charlm_adamw").toString());
    }

    @Test
    void lossyCellsAreMarkedWriteWhatCompressWritesAndEraseNoMore() throws Exception {
        SweepGrid grid = SweepGridFile.parse(WITH_LOSS, "grid");
        assertEquals(4, grid.cells().size());
        assertEquals("--codec predictive --baseline huffman-exp --mode chain --snap-dis 4 --loss moments-8bit",
                grid.cells().get(2).schemeSpec());
        List<SweepRow> rows = SweepRunner.rows(seq(), grid, 1);
        PlanLoss loss = new PlanLoss(LossProfiles.resolve(LossProfiles.MOMENTS_8BIT, List.of()), ExactGlobs.NONE);
        long compress = SchemeRuns.simulate(seq(), grid.cells().get(2).streamKey().spec(), loss, r -> { },
                org.snapwear.trace.progress.Progress.NONE).writtenBytes();
        for (int i = 0; i < 2; i++) {
            SweepRow exact = rows.get(i);
            SweepRow lossy = rows.get(i + 2);
            assertEquals(exact.cell().blocksPerChip(), lossy.cell().blocksPerChip());
            assertTrue(exact.ran() && lossy.ran(), exact + " / " + lossy);
            assertEquals(compress, lossy.outcome().writtenBytes());
            assertTrue(lossy.outcome().writtenBytes() < exact.outcome().writtenBytes());
            assertTrue(lossy.outcome().ssd().erases() <= exact.outcome().ssd().erases());
        }
        // the exact scheme's cells are those of a grid without the lossy scheme
        List<SweepRow> alone = SweepRunner.rows(seq(), SweepGridFile.parse(EXACT, "grid"), 1);
        assertEquals(alone, rows.subList(0, 2));
    }

    @Test
    void aLossyKeyIsNotTakenFromAnExactSimulationAndAnUnknownProfileIsRefused() throws Exception {
        SweepGrid grid = SweepGridFile.parse(WITH_LOSS, "grid");
        var key = grid.streamKeys().get(1);
        SaveStream computed = SweepStreams.compute(seq(), key);
        assertEquals("moments-8bit", computed.stream().loss().name());
        assertThrows(IllegalArgumentException.class, () -> SaveStream.of(key,
                SchemeRuns.simulate(seq(), key.spec())));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SweepGridFile.parse(
                EXACT.replace("--mode chain", "--mode chain --loss nope"), "grid"));
        assertTrue(e.getMessage().contains("unknown loss profile 'nope'"), e.getMessage());
    }
}
