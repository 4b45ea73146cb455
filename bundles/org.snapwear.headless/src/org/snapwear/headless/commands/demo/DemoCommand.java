package org.snapwear.headless.commands.demo;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.gpu.bpc.EntryCompressors;
import org.snapwear.gpu.buddy.BuddyAnalysis;
import org.snapwear.gpu.buddy.BuddyResult;
import org.snapwear.gpu.buddy.TargetPolicy;
import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.gpu.image.MemoryImages;
import org.snapwear.headless.cli.Args;
import org.snapwear.headless.cli.CommandContext;
import org.snapwear.headless.cli.CommandFailedException;
import org.snapwear.headless.cli.Subcommand;
import org.snapwear.study.sim.SaveStreams;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.study.sim.SsdRuns;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.Study;
import org.snapwear.trace.generator.GeneratedRun;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.stats.PairStatistics;
import org.snapwear.trace.stats.SequenceStatistics;

/**
 * {@code snapwear demo [--out DIR] [--json]}: the main job on the embedded default. Trains the built-in network
 * to get a real snapshot sequence, measures how alike successive snapshots are (Table 1), saves the sequence with
 * every scheme of the default study (the paper's baselines and ours) and replays each save stream on the
 * seed-000 SSD (Fig. 9 written volume, Fig. 10 erases), and analyses a training step's GPU memory with Buddy
 * Compression. Everything is computed by the same engine code the individual subcommands use.
 */
public final class DemoCommand implements Subcommand {

    /** One scheme's results. */
    public record SchemeRow(String name, String codec, String baseline, String mode, int snapDis, long rawBytes,
            long writtenBytes, double writtenPct, long maxUsefulStorageBytes, long hostPagesWritten,
            long flashPagesProgrammed, double writeAmplification, long erases, double simTimeMs, boolean verified) {
    }

    /** Share of parameters with at least 4, 8 and 12 equal heading bits for one pair. */
    public record HeadingBits(long from, long to, double atLeast4, double atLeast8, double atLeast12) {
    }

    /** Buddy Compression of one training step, for one entry compressor. */
    public record BuddyRow(String compressor, long entries, double meanCompressedBits, double compressionRatio,
            double capacityExpansion, double buddyAccessFraction) {
    }

    /** The whole summary (also written to summary.json). */
    public record Summary(String sequence, long parameters, int snapshots, long rawBytesPerSnapshot,
            double finalTrainAccuracy, List<HeadingBits> headingBits, String device, long deviceBlocks,
            List<SchemeRow> schemes, long buddyIteration, List<BuddyRow> buddy, double seconds) {
    }

    @Override
    public String name() {
        return "demo";
    }

    @Override
    public String summary() {
        return "the main job: generate a training run, compare all snapshot schemes on the SSD, Buddy Compression";
    }

    @Override
    public String usage() {
        return "snapwear demo [--out DIR] [--json]\n\n"
                + "Runs the default study on the embedded data set: trains the built-in CNN (the generator's defaults)\n"
                + "and saves its snapshots into DIR/sequence (default DIR: ./snapwear-demo), computes the heading-bit\n"
                + "table of the sequence, saves it with every scheme of the default study (new-study) and replays each\n"
                + "save stream on the seed-000 DiskSim device scaled to the run (Table 4 timings, Table 8 warm-up\n"
                + "proportions, spare area about the raw volume written), and analyses the GPU memory of a training\n"
                + "step with Buddy Compression (profiled targets, threshold 0.05). Prints a summary table and writes\n"
                + "DIR/summary.json.";
    }

    @Override
    public int run(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        Path out = Path.of(args.option("--out", "snapwear-demo"));
        args.finish();
        long t0 = System.nanoTime();
        PrintStream log = ctx.err();
        Path seqDir = out.resolve("sequence");
        if (Files.isDirectory(seqDir)) {
            try (var s = Files.list(seqDir)) {
                if (s.findAny().isPresent()) {
                    throw new CommandFailedException(seqDir + " is not empty; choose another --out or remove it");
                }
            }
        }
        Files.createDirectories(seqDir);

        GeneratorSettings settings = GeneratorSettings.defaults();
        log.println("demo: training the built-in CNN (" + settings.iterations() + " iterations) into " + seqDir);
        GeneratedRun run = TrainingRunGenerator.generate(settings, seqDir, (it, total, loss) -> { });
        SnapshotSequence seq = SnapshotSequence.discover(seqDir);

        log.println("demo: heading-bit statistics of " + seq.size() + " snapshots");
        SequenceStatistics stats = SequenceStatistics.compute(seq);
        List<HeadingBits> heading = new ArrayList<>();
        List<PairStatistics> pairs = stats.pairs();
        for (PairStatistics p : List.of(pairs.get(0), pairs.get(pairs.size() - 1))) {
            heading.add(new HeadingBits(p.fromIteration(), p.toIteration(), p.headingBitsFraction(4),
                    p.headingBitsFraction(8), p.headingBitsFraction(12)));
        }

        long rawPerSnapshot;
        try (var s = seq.open(0)) {
            rawPerSnapshot = s.dataBytes();
        }
        ScaledDevice.Scaled device = ScaledDevice.forRawVolume(rawPerSnapshot * seq.size());
        Study study = StudyDefaults.createDefaultStudy();
        List<SchemeRow> rows = new ArrayList<>();
        for (Scheme sc : study.getSchemes()) {
            log.println("demo: scheme " + sc.getName());
            SchemeRuns.Spec spec = new SchemeRuns.Spec(sc.getCodec(), sc.getBaselineCodec(),
                    SchemeMode.parse(sc.getMode().getLiteral()), Math.max(1, sc.getSnapDis()), 0);
            SimulationResult sim = SchemeRuns.simulate(seq, spec);
            Map<String, Object> ssd = SsdRuns.runSaves(device.config(), device.warmup(),
                    SaveStreams.fromSimulation(sim));
            rows.add(new SchemeRow(sc.getName(), sim.deltaCodec(), sim.baselineCodec(), sim.mode(), sim.snapDis(),
                    sim.rawBytes(), sim.writtenBytes(), sim.writtenPct(), sim.maxUsefulStorageBytes(),
                    ((Number) ssd.get("host_pages_written")).longValue(),
                    ((Number) ssd.get("flash_pages_programmed")).longValue(),
                    ((Number) ssd.get("write_amplification")).doubleValue(),
                    ((Number) ssd.get("erases")).longValue(), ((Number) ssd.get("sim_time_ms")).doubleValue(),
                    sim.allVerified()));
        }

        long buddyIteration = run.iterations().get(run.iterations().size() - 1);
        log.println("demo: Buddy Compression of the GPU memory of training step " + buddyIteration);
        List<BuddyRow> buddy = new ArrayList<>();
        int threads = Runtime.getRuntime().availableProcessors();
        try (MemoryImage img = MemoryImages.fromSnapshot(
                TrainingRunGenerator.trainingStepMemory(settings, buddyIteration))) {
            for (String id : List.of("bpc", "bpc-zero")) {
                BuddyResult b = BuddyAnalysis.analyze(img, EntryCompressors.byId(id).orElseThrow(),
                        TargetPolicy.profiled(TargetPolicy.DEFAULT_THRESHOLD), threads).summary();
                buddy.add(new BuddyRow(id, b.entries(), b.meanCompressedBits(), b.compressionRatio(),
                        b.capacityExpansion(), b.buddyAccessFraction()));
            }
        }
        long blocks = (long) device.config().blocksPerChip() * device.config().channels()
                * device.config().chipsPerChannel();
        String deviceText = String.format(Locale.ROOT,
                "seed-000 DiskSim device scaled to %d blocks (%d per chip x %d chips), Table 8 warm-up proportions",
                blocks, device.config().blocksPerChip(), device.config().channels() * device.config().chipsPerChannel());
        Summary summary = new Summary(seqDir.toString(), run.parameterCount(), seq.size(), rawPerSnapshot,
                run.finalTrainAccuracy(), heading, deviceText, blocks, rows, buddyIteration, buddy,
                (System.nanoTime() - t0) / 1e9);
        Files.writeString(out.resolve("summary.json"), CommandContext.toJson(summary));
        if (json) {
            ctx.printJson(summary);
        } else {
            print(ctx.out(), summary, out);
        }
        boolean allVerified = rows.stream().allMatch(SchemeRow::verified);
        if (!allVerified) {
            throw new CommandFailedException("a scheme failed its round trip; see " + out.resolve("summary.json"));
        }
        return 0;
    }

    private static void print(PrintStream o, Summary s, Path out) {
        o.printf(Locale.ROOT, "Snapwear demo: %d snapshots of a %,d-parameter CNN (%,d bytes each), final train accuracy %.3f%n",
                s.snapshots(), s.parameters(), s.rawBytesPerSnapshot(), s.finalTrainAccuracy());
        o.println();
        o.println("Heading bits shared by successive snapshots (seed 000, Table 1):");
        o.printf("  %-14s %8s %8s %8s%n", "pair", ">=4", ">=8", ">=12");
        for (HeadingBits h : s.headingBits()) {
            o.printf(Locale.ROOT, "  %-14s %7.2f%% %7.2f%% %7.2f%%%n", h.from() + "->" + h.to(), 100 * h.atLeast4(),
                    100 * h.atLeast8(), 100 * h.atLeast12());
        }
        o.println();
        o.println("Schemes on the SSD (" + s.device() + "):");
        o.printf("  %-18s %-17s %-12s %-11s %4s %9s %9s %7s %7s%n", "scheme", "codec", "baseline", "mode", "dis",
                "written", "%raw", "WA", "erases");
        for (SchemeRow r : s.schemes()) {
            // snap_dis means nothing in full mode, where every snapshot is a baseline.
            String dis = r.mode().equals("full") ? "-" : Integer.toString(r.snapDis());
            o.printf(Locale.ROOT, "  %-18s %-17s %-12s %-11s %4s %9d %8.1f%% %7.3f %7d%s%n", r.name(), r.codec(),
                    r.baseline(), r.mode(), dis, r.writtenBytes(), r.writtenPct(), r.writeAmplification(),
                    r.erases(), r.verified() ? "" : "  ROUND TRIP FAILED");
        }
        o.println();
        o.println("Buddy Compression of the GPU memory of training step " + s.buddyIteration()
                + " (profiled targets, threshold 0.05):");
        o.printf("  %-10s %10s %10s %8s %10s %10s%n", "compressor", "entries", "bits/128B", "ratio", "capacity",
                "buddy acc.");
        for (BuddyRow b : s.buddy()) {
            o.printf(Locale.ROOT, "  %-10s %10d %10.1f %8.3f %9.3fx %9.2f%%%n", b.compressor(), b.entries(),
                    b.meanCompressedBits(), b.compressionRatio(), b.capacityExpansion(), 100 * b.buddyAccessFraction());
        }
        o.println();
        o.printf(Locale.ROOT, "done in %.1f s; summary written to %s%n", s.seconds(), out.resolve("summary.json"));
    }
}
