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
import org.snapwear.headless.cli.support.Args;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.Subcommand;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * {@code snapwear buddy PATH|SEQ|--generated}: Buddy Compression of a memory image (checkpoint, raw dump, or a
 * generated training step), or of a checkpoint sequence replayed into one allocation map.
 */
public final class BuddyCommand implements Subcommand {

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

    @Override
    public String name() {
        return "buddy";
    }

    @Override
    public String summary() {
        return "Buddy Compression of a GPU memory image: BPC sizes, targets, buddy-memory traffic, overflow over time";
    }

    @Override
    public String usage() {
        return "snapwear buddy PATH|SEQ [--target auto|1|1.33|2|4] [--threshold F] [--compressor ID] [--raw]\n"
                + "              [--profile-index I] [--map ALLOCATION] [--threads N] [--json]\n"
                + "snapwear buddy --generated [--iteration N] [options as above]\n\n"
                + "PATH     a checkpoint (any format; tensors are allocations) or a raw memory dump (--raw, or a\n"
                + "         sidecar PATH.allocs with lines 'name offset length [kind]')\n"
                + "SEQ      a directory of checkpoints, replayed into one allocation map: targets are fixed from the\n"
                + "         snapshot --profile-index (default 0); each step reports entries whose overflow grew/shrank.\n"
                + "         Only tensors every snapshot holds are replayed (a run whose optimizer state appears after\n"
                + "         step 0); JSON tensors_left_out counts the others\n"
                + "--generated  the device memory of one training step of the built-in generator (default run) at\n"
                + "         --iteration N (default 100): parameters, gradients, momentum, activations\n"
                + "--target auto (default) chooses per allocation under --threshold (default "
                + TargetPolicy.DEFAULT_THRESHOLD + ": max fraction of\n"
                + "         an allocation's accesses touching buddy memory); a number is one global target ratio\n"
                + "--compressor " + String.join("|", EntryCompressors.all().stream().map(EntryCompressor::id).toList())
                + " (default bpc)\n"
                + "--map A  also print the compressibility map (64 entries per row, sectors per entry) of allocation A";
    }

    @Override
    public int run(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        boolean raw = args.flag("--raw");
        boolean generated = args.flag("--generated");
        String targetText = args.option("--target", "auto");
        double threshold = args.doubleOption("--threshold", ParameterRanges.BUDDY_THRESHOLD,
                TargetPolicy.DEFAULT_THRESHOLD);
        String compId = args.option("--compressor", "bpc");
        int profileIndex = args.intOption("--profile-index", 0);
        long iteration = args.longOption("--iteration", ParameterRanges.ITERATION, 100);
        int threads = args.intOption("--threads", ParameterRanges.THREADS_OR_AUTO, 0);
        String mapName = args.option("--map").orElse(null);
        Path path = generated ? null : args.requiredPath("PATH or SEQ (or use --generated)");
        args.finish();

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
            out.printf(Locale.ROOT, "%-36s %-10s %6s %9d %9.1f %8.3f %8.2f%n", a.name(), a.kind(), a.target(),
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
