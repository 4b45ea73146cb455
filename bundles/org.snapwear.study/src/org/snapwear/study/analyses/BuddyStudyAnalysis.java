package org.snapwear.study.analyses;

import java.io.IOException;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.gpu.bpc.EntryCompressor;
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
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.SnapshotSource;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.BuddyMapping;
import org.snapwear.study.mapping.GeneratorMapping;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * [Buddy Compression, docs/papers.md#buddy-compression] Buddy Compression, computed exactly as {@code snapwear buddy} does (BuddyAnalysis with the study's
 * target policy, threads 0), for each source and each of the entry compressors {@value #BPC} (the paper's) and
 * {@value #BPC_ZERO} (Snapwear's best-of with a zero mask).
 *
 * <p>Memory image: for a generator source, the device memory of one training step (parameters, gradients,
 * optimizer state, activations: {@link TrainingRunGenerator#trainingStepMemory}) at the source's first saved
 * iteration after the initialization (its interval), = {@code snapwear buddy --generated --iteration N} for the same
 * generator settings (for the default run that is the command's default, iteration 100). Not the last iteration:
 * capturing a step retrains the run from scratch up to it, which at the end of the default run costs as much as
 * generating the whole run again;
 * for a sequence source, the tensors of its last snapshot = {@code snapwear buddy LAST_FILE}.
 *
 * <p>Steps: the source's snapshots replayed into one allocation map ({@link OverflowReplay}, targets fixed on the
 * first snapshot, as {@code snapwear buddy DIR} with its default {@code --profile-index 0}) under {@value #BPC} only
 * (the steps table has no compressor column). {@code buddy_access_fraction} of a step is the expected fraction of
 * 32 B sector accesses served by buddy memory for that snapshot under the fixed targets; the replay does not report
 * it, so each snapshot is analysed once more with the same compressor and targets.
 */
public final class BuddyStudyAnalysis implements Analysis {

    /** The paper's bit-plane compressor. */
    public static final String BPC = "bpc";
    /** Best of sign-folded BPC and the zero mask. */
    public static final String BPC_ZERO = "bpc-zero";
    /** Suffix of the image name of a generator source's training-step memory. */
    public static final String TRAINING_STEP = " training step";

    @Override
    public String id() {
        return TableIds.BUDDY;
    }

    @Override
    public String title() {
        return "Buddy Compression";
    }

    @Override
    public boolean enabled(Study study) {
        return study.getAnalyses() != null && study.getAnalyses().isBuddy();
    }

    @Override
    public int weight(RunContext context) {
        return Math.max(1, context.sources().stream().mapToInt(s -> 2 + 2 * s.sequence().size()).sum());
    }

    public static ResultTable newBuddyTable() {
        return new ResultTable(TableIds.BUDDY, "Buddy Compression (Choukse et al. 2020)",
                "Per memory image and entry compressor: compressed size, ratio under the chosen targets, capacity "
                        + "expansion after metadata, and the share of entries and sector accesses in buddy memory.",
                List.of(Column.of("image", "Image"), Column.of("iteration", "Iteration"),
                        Column.of("compressor", "Compressor"), new Column("entries", "Entries", "128 B entries"),
                        new Column("mean_compressed_bits", "Mean compressed size", "bits"),
                        new Column("compression_ratio", "Compression ratio", "x"),
                        new Column("capacity_expansion", "Capacity expansion", "x"),
                        new Column("buddy_entry_fraction", "Buddy entries", "fraction"),
                        new Column("buddy_access_fraction", "Buddy sector accesses", "fraction"),
                        new Column("metadata_overhead", "Metadata overhead", "fraction")));
    }

    public static ResultTable newAllocationsTable() {
        return new ResultTable(TableIds.BUDDY_ALLOCATIONS, "Buddy Compression per allocation (Choukse et al. 2020)",
                "Per allocation: chosen target ratio, achieved ratio and share of entries in buddy memory.",
                List.of(Column.of("image", "Image"), Column.of("compressor", "Compressor"),
                        Column.of("allocation", "Allocation"), Column.of("kind", "Kind"),
                        new Column("bytes", "Bytes", "bytes"), new Column("entries", "Entries", "128 B entries"),
                        new Column("target_ratio", "Target ratio", "x"),
                        new Column("compression_ratio", "Compression ratio", "x"),
                        new Column("buddy_entry_fraction", "Buddy entries", "fraction")));
    }

    public static ResultTable newStepsTable() {
        return new ResultTable(TableIds.BUDDY_STEPS, "Buddy overflow per snapshot (Buddy Compression, Choukse et al. 2020)",
                "The source's snapshots replayed into one allocation map with targets fixed on the first: entries "
                        + "whose buddy sectors grew or shrank since the previous snapshot (bpc).",
                List.of(Column.of("image", "Image"), Column.of("step", "Step"), Column.of("iteration", "Iteration"),
                        new Column("entries_grew", "Entries grew", "entries"),
                        new Column("entries_shrank", "Entries shrank", "entries"),
                        new Column("buddy_sectors", "Buddy sectors", "32 B sectors"),
                        new Column("buddy_access_fraction", "Buddy sector accesses", "fraction")));
    }

    @Override
    public void run(RunContext context, IProgressMonitor monitor) throws Exception {
        SubMonitor sub = SubMonitor.convert(monitor, title(), weight(context));
        TargetPolicy policy = BuddyMapping.policy(context.study().getHardware().getBuddy());
        List<EntryCompressor> compressors = List.of(compressor(BPC), compressor(BPC_ZERO));
        ResultTable buddy = newBuddyTable();
        ResultTable allocations = newAllocationsTable();
        ResultTable steps = newStepsTable();
        for (ResolvedSource src : context.sources()) {
            SnapshotSequence seq = src.sequence();
            if (seq.size() == 0) {
                continue;
            }
            GeneratorSource gen = generatorOf(context.study(), src);
            String image = gen != null ? src.name() + TRAINING_STEP : src.name();
            for (EntryCompressor comp : compressors) {
                Cancel.check(sub);
                sub.subTask(image + " (" + comp.id() + ")");
                try (MemoryImage img = openImage(src, gen)) {
                    BuddyResult r = BuddyAnalysis.analyze(img, comp, policy, 0).summary();
                    buddy.addRow(image, img.iteration(), r.compressor(), (long) r.entries(), r.meanCompressedBits(),
                            r.compressionRatio(), r.capacityExpansion(), r.buddyEntryFraction(),
                            r.buddyAccessFraction(), r.metadataOverhead());
                    for (AllocationResult a : r.allocations()) {
                        allocations.addRow(image, r.compressor(), a.name(), a.kind(), a.bytes(), (long) a.entries(),
                                TargetRatio.parse(a.target()).ratio(), a.ratio(), a.buddyEntryFraction());
                    }
                }
                sub.worked(1);
            }
            Cancel.check(sub);
            sub.subTask(src.name() + ": overflow per snapshot");
            addSteps(steps, src.name(), seq, compressors.get(0), policy, sub);
        }
        context.results().add(buddy);
        context.results().add(allocations);
        context.results().add(steps);
    }

    /** Adds the buddy_steps rows of one source: the replay, then each snapshot's sector-access fraction. */
    static void addSteps(ResultTable steps, String image, SnapshotSequence seq, EntryCompressor comp,
            TargetPolicy policy, SubMonitor sub) throws IOException {
        // The replay compresses each snapshot once and reports its access fraction under the fixed targets.
        OverflowReplay.Result replay = BuddyAnalysis.replay(ImageSource.of(seq), 0, comp, policy, 0);
        sub.worked(seq.size());
        for (StepChange s : replay.steps()) {
            steps.addRow(image, (long) s.step(), s.iteration(), s.grew(), s.shrank(), s.buddySectors(),
                    s.buddyAccessFraction());
            sub.worked(1);
        }
    }

    /** The training-step memory of a generator source, or the last snapshot of a sequence. */
    static MemoryImage openImage(ResolvedSource src, GeneratorSource gen) throws IOException {
        if (gen != null) {
            GeneratorSettings s = GeneratorMapping.settings(gen);
            return MemoryImages.fromSnapshot(TrainingRunGenerator.trainingStepMemory(s, s.interval()));
        }
        return MemoryImages.fromSnapshot(src.sequence().open(src.sequence().size() - 1));
    }

    /** The study's generator source behind a resolved source the runner generated, else null. */
    static GeneratorSource generatorOf(Study study, ResolvedSource src) {
        if (!src.generated()) {
            return null;
        }
        for (SnapshotSource s : study.getSources()) {
            if (s instanceof GeneratorSource g && src.name().equals(g.getName())) {
                return g;
            }
        }
        return null;
    }

    private static EntryCompressor compressor(String id) {
        return EntryCompressors.byId(id).orElseThrow(() -> new IllegalStateException("no entry compressor " + id));
    }
}
