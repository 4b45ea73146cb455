package org.snapwear.study.tests.analyses;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.gpu.bpc.EntryCompressors;
import org.snapwear.gpu.buddy.AllocationResult;
import org.snapwear.gpu.buddy.BuddyAnalysis;
import org.snapwear.gpu.buddy.BuddyResult;
import org.snapwear.gpu.buddy.ImageSource;
import org.snapwear.gpu.buddy.OverflowReplay;
import org.snapwear.gpu.buddy.StepChange;
import org.snapwear.gpu.buddy.TargetPolicy;
import org.snapwear.gpu.buddy.TargetRatio;
import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.gpu.image.MemoryImages;
import org.snapwear.model.study.BuddyTarget;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.ModelKind;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.BuddyStudyAnalysis;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The buddy tables against what {@code snapwear buddy} computes: {@code BuddyAnalysis.analyze} of the same image
 * with the policy the command builds from {@code --target/--threshold}, and {@code BuddyAnalysis.replay} of the
 * sequence with profile index 0 for the steps.
 */
class BuddyStudyAnalysisTest {

    @TempDir
    Path tmp;

    /** Three snapshots of 2,048 floats (64 entries): small weights, a zero block, drifting between snapshots. */
    static float[][] drifting() {
        SplittableRandom r = new SplittableRandom(5);
        float[][] s = new float[3][2048];
        for (int i = 0; i < 2048; i++) {
            s[0][i] = i < 256 ? 0f : (float) (r.nextGaussian() * 0.01);
        }
        for (int k = 1; k < 3; k++) {
            for (int i = 0; i < 2048; i++) {
                s[k][i] = i < 256 - 64 * k ? 0f : s[k - 1][i] + (float) (r.nextGaussian() * 0.002 * k);
            }
        }
        return s;
    }

    static ResultTable table(RunContext ctx, String id) {
        return ctx.results().table(id).orElseThrow();
    }

    static void assertSummaryRow(ResultTable t, int row, String image, long iteration, BuddyResult r) {
        assertEquals(image, t.text(row, "image"));
        assertEquals(iteration, (long) t.number(row, "iteration"));
        assertEquals(r.compressor(), t.text(row, "compressor"));
        assertEquals(r.entries(), (long) t.number(row, "entries"));
        assertEquals(r.meanCompressedBits(), t.number(row, "mean_compressed_bits"));
        assertEquals(r.compressionRatio(), t.number(row, "compression_ratio"));
        assertEquals(r.capacityExpansion(), t.number(row, "capacity_expansion"));
        assertEquals(r.buddyEntryFraction(), t.number(row, "buddy_entry_fraction"));
        assertEquals(r.buddyAccessFraction(), t.number(row, "buddy_access_fraction"));
        assertEquals(r.metadataOverhead(), t.number(row, "metadata_overhead"));
    }

    @Test
    void sequenceSourceMatchesTheBuddyCommand() throws Exception {
        Study study = Studies.study();
        RunContext ctx = Studies.context(study, tmp.resolve("work"));
        Path dir = tmp.resolve("seq");
        SnapshotSequence seq = Studies.floats(dir, drifting());
        ctx.addSource(Studies.source("tiny", dir, seq));
        new BuddyStudyAnalysis().run(ctx, new NullProgressMonitor());

        ResultTable buddy = table(ctx, TableIds.BUDDY);
        assertEquals(List.of("image", "iteration", "compressor", "entries", "mean_compressed_bits",
                "compression_ratio", "capacity_expansion", "buddy_entry_fraction", "buddy_access_fraction",
                "metadata_overhead"), buddy.columns().stream().map(Column::key).toList());
        assertEquals(2, buddy.rowCount());
        // snapwear buddy LAST_FILE (defaults: --target auto --threshold 0.05), once per compressor.
        TargetPolicy policy = TargetPolicy.profiled(0.05);
        ResultTable allocs = table(ctx, TableIds.BUDDY_ALLOCATIONS);
        assertEquals(List.of("image", "compressor", "allocation", "kind", "bytes", "entries", "target_ratio",
                "compression_ratio", "buddy_entry_fraction"), allocs.columns().stream().map(Column::key).toList());
        String[] ids = {"bpc", "bpc-zero"};
        for (int c = 0; c < 2; c++) {
            try (MemoryImage img = MemoryImages.fromSnapshot(seq.open(2))) {
                BuddyResult r = BuddyAnalysis.analyze(img, EntryCompressors.byId(ids[c]).orElseThrow(), policy, 0)
                        .summary();
                assertSummaryRow(buddy, c, "tiny", 20, r);
                AllocationResult a = r.allocations().get(0);
                assertEquals(ids[c], allocs.text(c, "compressor"));
                assertEquals("w", allocs.text(c, "allocation"));
                assertEquals(a.kind(), allocs.text(c, "kind"));
                assertEquals(TargetRatio.parse(a.target()).ratio(), allocs.number(c, "target_ratio"));
                assertEquals(a.ratio(), allocs.number(c, "compression_ratio"));
                assertEquals(a.buddyEntryFraction(), allocs.number(c, "buddy_entry_fraction"));
            }
            // Independent: 2,048 fp32 = 8,192 bytes = 64 entries of 128 B.
            assertEquals(64, (long) buddy.number(c, "entries"));
            assertEquals(8192, (long) allocs.number(c, "bytes"));
            assertEquals(64, (long) allocs.number(c, "entries"));
        }

        // snapwear buddy DIR: the replay with targets from snapshot 0.
        OverflowReplay.Result replay = BuddyAnalysis.replay(ImageSource.of(seq), 0,
                EntryCompressors.byId("bpc").orElseThrow(), policy, 0);
        ResultTable steps = table(ctx, TableIds.BUDDY_STEPS);
        assertEquals(List.of("image", "step", "iteration", "entries_grew", "entries_shrank", "buddy_sectors",
                "buddy_access_fraction"), steps.columns().stream().map(Column::key).toList());
        assertEquals(3, steps.rowCount());
        for (int i = 0; i < 3; i++) {
            StepChange s = replay.steps().get(i);
            assertEquals(i, (long) steps.number(i, "step"));
            assertEquals(10L * i, (long) steps.number(i, "iteration"));
            assertEquals(s.grew(), (long) steps.number(i, "entries_grew"));
            assertEquals(s.shrank(), (long) steps.number(i, "entries_shrank"));
            assertEquals(s.buddySectors(), (long) steps.number(i, "buddy_sectors"));
        }
        assertEquals(0, (long) steps.number(0, "entries_grew"), "nothing grows before the first snapshot");
        // The profiling snapshot's access fraction is the replay's profile summary.
        assertEquals(replay.profileSummary().buddyAccessFraction(), steps.number(0, "buddy_access_fraction"));
    }

    @Test
    void globalTargetIsAppliedToEveryAllocation() throws Exception {
        Study study = Studies.study();
        study.getHardware().getBuddy().setTarget(BuddyTarget.X2);
        RunContext ctx = Studies.context(study, tmp.resolve("work"));
        Path dir = tmp.resolve("seq");
        ctx.addSource(Studies.source("tiny", dir, Studies.floats(dir, drifting())));
        new BuddyStudyAnalysis().run(ctx, new NullProgressMonitor());
        ResultTable allocs = table(ctx, TableIds.BUDDY_ALLOCATIONS);
        for (int r = 0; r < allocs.rowCount(); r++) {
            assertEquals(2.0, allocs.number(r, "target_ratio"));
        }
        // At a 2x target the device holds 64 B of each 128 B entry: compression ratio exactly 2.
        assertEquals(2.0, table(ctx, TableIds.BUDDY).number(0, "compression_ratio"), 1e-12);
    }

    @Test
    void generatorSourceUsesTheTrainingStepMemory() throws Exception {
        Study study = Studies.study();
        GeneratorSource g = SnapwearFactory.eINSTANCE.createGeneratorSource();
        g.setName("gen");
        g.setModel(ModelKind.MLP);
        g.setParameters(10_000);
        g.setIterations(2);
        g.setInterval(1);
        g.setBatchSize(4);
        study.getSources().add(g);
        GeneratorSettings settings = GeneratorSettings.defaults()
                .withModel(org.snapwear.trace.generator.ModelKind.MLP).withParameters(10_000).withSchedule(2, 1)
                .withBatchSize(4);
        Path dir = tmp.resolve("gen");
        TrainingRunGenerator.generate(settings, dir, Progress.NONE);
        RunContext ctx = Studies.context(study, tmp.resolve("work"));
        ctx.addSource(new ResolvedSource("gen", dir, SnapshotSequence.discover(dir), true));
        new BuddyStudyAnalysis().run(ctx, new NullProgressMonitor());
        ResultTable buddy = table(ctx, TableIds.BUDDY);
        // The step at the first saved iteration after the initialization (the interval, 1).
        try (MemoryImage img = MemoryImages.fromSnapshot(TrainingRunGenerator.trainingStepMemory(settings, 1))) {
            BuddyResult r = BuddyAnalysis.analyze(img, EntryCompressors.byId("bpc").orElseThrow(),
                    TargetPolicy.profiled(0.05), 0).summary();
            assertSummaryRow(buddy, 0, "gen" + BuddyStudyAnalysis.TRAINING_STEP, 1, r);
            assertTrue(r.allocations().size() > 3, "parameters, gradients, momentum and activations");
        }
        // Steps replay the three saved snapshots (iterations 0, 1, 2).
        assertEquals(3, table(ctx, TableIds.BUDDY_STEPS).rowCount());
    }
}
