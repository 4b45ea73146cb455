package org.snapwear.headless.commands.gpu;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.bpc.EntryCompressors;
import org.snapwear.gpu.buddy.AllocationResult;
import org.snapwear.gpu.buddy.BuddyAnalysis;
import org.snapwear.gpu.buddy.BuddyResult;
import org.snapwear.gpu.buddy.CompressibilityMap;
import org.snapwear.gpu.buddy.OverflowReplay;
import org.snapwear.gpu.buddy.SharedTensorImages;
import org.snapwear.gpu.buddy.StepChange;
import org.snapwear.gpu.buddy.TargetPolicy;
import org.snapwear.gpu.buddy.TargetRatio;
import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.gpu.image.MemoryImages;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.text.SafeText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapwear buddy PATH|SEQ|--generated}: Buddy Compression of a memory image (checkpoint, raw dump, or a
 * generated training step), or of a checkpoint sequence replayed into one allocation map.
 */
@Command(name = "buddy", header = "Buddy Compression of a GPU memory image: BPC sizes, targets, buddy-memory traffic, "
        + "overflow over time")
public final class BuddyCommand extends PicocliCommand {

    /** The compressibility map of one allocation (cells row by row, 64 per row; 0 = zero entry, -1 = none). */
    public record MapOut(String allocation, int width, int rows, byte[] cells) {
    }

    /** JSON document of the command (snake_case names). */
    public record Report(String source, String compressor, String target, Double threshold, int entries,
            double meanCompressedBits, double compressionRatio, double capacityExpansion, double buddyEntryFraction,
            double buddyEntryAccessFraction, double buddyAccessFraction, long originalBytes, long deviceBytes,
            long metadataBytes, double metadataOverhead, long buddyReservedBytes, List<AllocationResult> allocations,
            BuddyAnalysis.CacheHitRates metadataCache, Integer profileIndex, List<StepChange> steps, MapOut map,
            Integer tensorsLeftOut) {
    }

    @Parameters(arity = "0..1", paramLabel = "PATH|SEQ", description = { "PATH: a checkpoint (any format; tensors "
            + "are allocations) or a raw memory dump (--raw, or a sidecar PATH.allocs with lines 'name offset length "
            + "[kind]')",
        "SEQ: a directory of checkpoints, replayed into one allocation map: targets are fixed from the snapshot "
            + "--profile-index (default 0); each step reports entries whose overflow grew/shrank. Only tensors "
            + "every snapshot holds are replayed (a run whose optimizer state appears after step 0); JSON "
            + "tensors_left_out counts the others" })
    Path path;

    @Option(names = "--generated", description = "the device memory of one training step of the built-in generator "
            + "(default run) at --iteration N (default 100): parameters, gradients, momentum, activations")
    boolean generated;

    @Option(names = "--iteration", paramLabel = "N", description = "the training step of --generated")
    long iteration = 100;

    @Option(names = "--target", paramLabel = "auto|1|1.33|2|4", description = "auto (default) chooses per allocation "
            + "under --threshold; a number is one global target ratio")
    String targetText = "auto";

    @Option(names = "--threshold", paramLabel = "F", description = "max fraction of an allocation's accesses "
            + "touching buddy memory (default ${DEFAULT-VALUE})")
    double threshold = TargetPolicy.DEFAULT_THRESHOLD;

    @Option(names = "--compressor", paramLabel = "ID", description = "the entry compressor (default bpc; listed "
            + "above)")
    String compId = "bpc";

    @Option(names = "--raw", description = "PATH is a raw memory dump")
    boolean raw;

    @Option(names = "--profile-index", paramLabel = "I", description = "the snapshot of SEQ that fixes the targets")
    int profileIndex;

    @Option(names = "--map", paramLabel = "ALLOCATION", description = "also print the compressibility map (64 "
            + "entries per row, sectors per entry) of an allocation")
    String mapName;

    @Option(names = "--threads", paramLabel = "N", description = "worker threads, 0 = automatic (default)")
    long threadsOpt;

    @Option(names = { "-j", "--json" }, description = "print one JSON object")
    boolean json;

    @Override
    protected void describe(UsageMessageSpec usage) {
        usage.customSynopsis("snapwear buddy [--target=auto|1|1.33|2|4] [--threshold=F] [--compressor=ID] [--raw]",
                "               [--profile-index=I] [--map=ALLOCATION] [--threads=N] [--json] PATH|SEQ",
                "snapwear buddy --generated [--iteration=N] [options as above]");
        usage.description("Compressors (--compressor): " + String.join(", ",
                EntryCompressors.all().stream().map(EntryCompressor::id).toList()) + ".");
    }

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        inRange("--threshold", ParameterRanges.BUDDY_THRESHOLD);
        inRange("--iteration", ParameterRanges.ITERATION);
        inRange("--threads", ParameterRanges.THREADS_OR_AUTO);
        int threads = (int) threadsOpt;
        if (!generated && path == null) {
            throw new UsageException("buddy: missing PATH or SEQ (or use --generated)");
        }
        if (generated && path != null) {
            throw new UsageException("buddy: unexpected argument " + path);
        }

        EntryCompressor comp = EntryCompressors.byId(compId).orElseThrow(() -> new UsageException(
                "buddy: unknown compressor '" + compId + "'"));
        TargetPolicy policy;
        if (targetText.equals("auto")) {
            policy = TargetPolicy.profiled(threshold);
        } else {
            TargetRatio t;
            try {
                t = TargetRatio.parse(targetText);
            } catch (IllegalArgumentException e) {
                throw new UsageException("buddy: --target must be auto, 1, 1.33, 2 or 4; got '" + targetText + "'");
            }
            if (t == TargetRatio.X16) {
                throw new UsageException("buddy: 16x is chosen automatically for all-zero allocations only");
            }
            policy = TargetPolicy.global(t);
        }

        Report report;
        if (path != null && Files.isDirectory(path) && !SnapshotSequence.isWholeCheckpoint(path)) {
            SnapshotSequence seq = SnapshotSequence.discover(path);
            if (seq.size() == 0) {
                throw new CommandFailedException("buddy: no checkpoints found in " + path);
            }
            if (profileIndex < 0 || profileIndex >= seq.size()) {
                throw new UsageException("buddy: --profile-index must be in 0.." + (seq.size() - 1));
            }
            SharedTensorImages images = SharedTensorImages.of(seq);
            OverflowReplay.Result r = BuddyAnalysis.replay(images, profileIndex, comp, policy, threads);
            BuddyResult s = r.profileSummary();
            report = report(path.toString(), policy, threshold, s, profileIndex, r.steps(), null,
                    images.tensorsLeftOut());
            if (mapName != null) {
                try (MemoryImage img = images.open(profileIndex)) {
                    report = withMap(report, BuddyAnalysis.analyze(img, comp, policy, threads), mapName);
                }
            }
        } else {
            String src;
            try (MemoryImage img = openImage(path, raw, generated, iteration)) {
                src = generated ? "generated training step, iteration " + iteration : path.toString();
                BuddyAnalysis.Result r = BuddyAnalysis.analyze(img, comp, policy, threads);
                report = report(src, policy, threshold, r.summary(), null, null, null, null);
                if (mapName != null) {
                    report = withMap(report, r, mapName);
                }
            }
        }
        if (json) {
            ctx.printJson(report);
        } else {
            printTable(ctx.out(), report);
        }
        return 0;
    }

    private static MemoryImage openImage(Path path, boolean raw, boolean generated, long iteration) throws IOException {
        if (generated) {
            return MemoryImages.fromSnapshot(TrainingRunGenerator.trainingStepMemory(GeneratorSettings.defaults(),
                    iteration));
        }
        if (!raw && Files.isDirectory(path)) {
            // a whole checkpoint (checkpoint-500/): every tensor of every file is an allocation
            return MemoryImages.fromSnapshot(CheckpointScanner.scan(path).snapshot(SnapshotSequence.iterationOf(path)));
        }
        return raw ? MemoryImages.openRawDump(path) : MemoryImages.open(path);
    }

    private static Report report(String source, TargetPolicy policy, double threshold, BuddyResult s,
            Integer profileIndex, List<StepChange> steps, MapOut map, Integer tensorsLeftOut) {
        return new Report(source, s.compressor(), policy.label(), policy.global() == null ? Double.valueOf(threshold) : null,
                s.entries(), s.meanCompressedBits(), s.compressionRatio(), s.capacityExpansion(),
                s.buddyEntryFraction(), s.buddyEntryAccessFraction(), s.buddyAccessFraction(), s.originalBytes(),
                s.deviceBytes(), s.metadataBytes(), s.metadataOverhead(), s.buddyReservedBytes(), s.allocations(),
                BuddyAnalysis.metadataCache(s.entries()), profileIndex, steps, map, tensorsLeftOut);
    }

    private static Report withMap(Report r, BuddyAnalysis.Result a, String name) throws UsageException {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < a.table().allocations(); i++) {
            names.add(a.table().allocationName(i));
            if (a.table().allocationName(i).equals(name)) {
                CompressibilityMap m = a.map(i);
                MapOut out = new MapOut(name, m.width(), m.rows(), m.toArray());
                return new Report(r.source(), r.compressor(), r.target(), r.threshold(), r.entries(),
                        r.meanCompressedBits(), r.compressionRatio(), r.capacityExpansion(), r.buddyEntryFraction(),
                        r.buddyEntryAccessFraction(), r.buddyAccessFraction(), r.originalBytes(), r.deviceBytes(),
                        r.metadataBytes(), r.metadataOverhead(), r.buddyReservedBytes(), r.allocations(),
                        r.metadataCache(), r.profileIndex(), r.steps(), out, r.tensorsLeftOut());
            }
        }
        throw new UsageException("buddy: --map: no allocation named '" + name + "'; allocations: "
                + String.join(", ", names));
    }

    private static void printTable(PrintStream out, Report r) {
        out.printf(Locale.ROOT, "%s%n", r.source());
        if (r.tensorsLeftOut() != null && r.tensorsLeftOut() > 0) {
            out.printf(Locale.ROOT, "%d tensors not held by every snapshot left out of the replay%n",
                    r.tensorsLeftOut());
        }
        out.printf(Locale.ROOT, "compressor %s, target %s%s, %d entries of 128 B%n", r.compressor(), r.target(),
                r.target().equals("auto") ? " (buddy threshold " + r.threshold() + ")" : "", r.entries());
        out.printf(Locale.ROOT, "mean compressed size   %.1f bits (of 1024)%n", r.meanCompressedBits());
        out.printf(Locale.ROOT, "compression ratio      %.3fx (original / device bytes)%n", r.compressionRatio());
        out.printf(Locale.ROOT, "capacity expansion     %.3fx (incl. %d B metadata, %.2f%%)%n", r.capacityExpansion(),
                r.metadataBytes(), 100 * r.metadataOverhead());
        out.printf(Locale.ROOT, "buddy entries          %.2f%%, buddy sector accesses %.2f%%%n",
                100 * r.buddyEntryFraction(), 100 * r.buddyAccessFraction());
        out.printf(Locale.ROOT, "metadata cache hits    sequential %.2f%%, random %.2f%%%n",
                100 * r.metadataCache().sequentialHitRate(), 100 * r.metadataCache().randomHitRate());
        out.printf(Locale.ROOT, "%n%-36s %-10s %6s %9s %9s %8s %8s%n", "allocation", "kind", "target", "entries",
                "mean bits", "ratio", "buddy %");
        for (AllocationResult a : r.allocations()) {
            out.printf(Locale.ROOT, "%-36s %-10s %6s %9d %9.1f %8.3f %8.2f%n", SafeText.printable(a.name()), a.kind(), a.target(),
                    a.entries(), a.meanCompressedBits(), a.ratio(), 100 * a.buddyEntryFraction());
        }
        if (r.steps() != null) {
            out.printf(Locale.ROOT, "%ntargets fixed from snapshot %d; overflow per step (no page ever moves):%n",
                    r.profileIndex());
            out.printf(Locale.ROOT, "%5s %10s %10s %12s %10s %8s %8s%n", "step", "iteration", "mean bits",
                    "buddy ent.", "buddy sec", "grew", "shrank");
            for (StepChange s : r.steps()) {
                out.printf(Locale.ROOT, "%5d %10d %10.1f %12d %10d %8d %8d%n", s.step(), s.iteration(),
                        s.meanCompressedBits(), s.buddyEntries(), s.buddySectors(), s.grew(), s.shrank());
            }
        }
        if (r.map() != null) {
            out.printf(Locale.ROOT, "%ncompressibility map of %s (sectors per entry, 0 = zero entry, 64 per row):%n",
                    r.map().allocation());
            for (int row = 0; row < r.map().rows(); row++) {
                StringBuilder sb = new StringBuilder();
                for (int c = 0; c < r.map().width(); c++) {
                    byte v = r.map().cells()[row * r.map().width() + c];
                    sb.append(v < 0 ? ' ' : (char) ('0' + v));
                }
                out.println(sb);
            }
        }
    }
}
