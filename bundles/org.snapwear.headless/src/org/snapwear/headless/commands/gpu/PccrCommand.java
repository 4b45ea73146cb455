package org.snapwear.headless.commands.gpu;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.gpu.pccr.CompressionProfile;
import org.snapwear.gpu.pccr.PccrModel;
import org.snapwear.gpu.pccr.PccrParameters;
import org.snapwear.gpu.pccr.PipelineSimulator;
import org.snapwear.gpu.pccr.Units;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.study.analyses.SpiCodecProfiler;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.tensor.Snapshot;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;

/** {@code snapwear pccr}: the PCCR checkpoint-time model (Tu, Tz, Tp against the number of processes). */
@Command(name = "pccr", header = "checkpoint time vs processes: uncompressed, serial and pipelined compression "
        + "(PCCR model)")
public final class PccrCommand extends PicocliCommand {

    /** Model inputs as used (bytes, bytes per second, seconds). */
    public record Inputs(double sizeBytes, double ioRate, double fsBandwidth, double collectSeconds, double zipSeconds,
            double delta, String compressionSource) {
    }

    /** One p: closed-form times in seconds, and the simulated pipelined time if requested. */
    public record Point(int processes, double uncompressed, double serial, double pipelined, Double simulated) {
    }

    /** JSON document; points that never occur (no beneficial point) are null. */
    public record Report(Inputs inputs, double k, double kPrime, double kDoublePrime, Double beneficialPoint,
            Double pipelinedBeneficialPoint, Double simulationBlockBytes, Integer simulationQueueLength,
            List<Point> points) {
    }

    @Option(names = "--size", required = true, paramLabel = "S", description = "checkpoint size of one process, "
            + "e.g. 229MB, 1.5GiB, 4096 (kB/MB/GB = 1000^n, KiB/MiB/GiB = 1024^n)")
    String sizeText;

    @Option(names = "--io-rate", required = true, paramLabel = "b", description = "one process's I/O rate in "
            + "checkpoint bytes per second, e.g. 100MB/s")
    String ioText;

    @Option(names = "--fs-bandwidth", required = true, paramLabel = "Bf", description = "file-system bandwidth "
            + "shared by all processes, e.g. 10GB/s")
    String bfText;

    @Option(names = "--ratio", paramLabel = "R", description = "compression ratio original/compressed (2 = half "
            + "size)")
    String ratioText;

    @Option(names = "--delta", paramLabel = "d", description = "compressed/original, instead of --ratio")
    String deltaText;

    @Option(names = "--zip-rate", paramLabel = "Z", description = "compression throughput of one process in "
            + "original bytes per second, e.g. 50MB/s")
    String zipText;

    @Option(names = "--codec", paramLabel = "ID", description = "measure ratio and single-thread throughput of "
            + "codec ID of the codec engine on the checkpoint --sample (required with --codec)")
    String codecId;

    @Option(names = "--sample", paramLabel = "CHECKPOINT", description = "the checkpoint --codec is measured on")
    String sample;

    @Option(names = "--processes", paramLabel = "1..1024|N", description = "the process counts (default 1..1024)")
    String procs = "1..1024";

    @Option(names = "--collect-rate", paramLabel = "C", description = "collection (profiling) rate per process; "
            + "default: instantaneous (Tc = 0)")
    String collectText;

    @Option(names = "--simulate", description = "also run the double ring-buffer pipeline simulation at p = 1, 2, "
            + "4, ... (block size D, default S/256; queue length Q, default 4)")
    boolean simulate;

    @Option(names = "--block-size", paramLabel = "D", description = "block size of --simulate")
    String blockText;

    @Option(names = "--queue", paramLabel = "Q", description = "queue length of --simulate")
    int queue = 4;

    @Option(names = { "-j", "--json" }, description = "print one JSON object")
    boolean json;

    @Override
    protected void describe(UsageMessageSpec usage) {
        usage.customSynopsis("snapwear pccr --size S --io-rate b --fs-bandwidth Bf (--ratio R | --delta d) --zip-rate Z",
                "               [--processes 1..1024|N] [--collect-rate C] [--simulate [--block-size D] [--queue Q]] "
                        + "[--json]",
                "snapwear pccr --size S --io-rate b --fs-bandwidth Bf --codec ID [--sample CHECKPOINT] ...");
        usage.description("Times are in seconds.");
    }

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        double size = bytes(sizeText, "--size");
        double io = rate(ioText, "--io-rate");
        double bf = rate(bfText, "--fs-bandwidth");
        int[] range = processes(procs);
        CompressionProfile profile;
        if (codecId != null) {
            if (ratioText != null || deltaText != null || zipText != null) {
                throw new UsageException("pccr: give either --codec or --ratio/--delta with --zip-rate, not both");
            }
            if (sample == null) {
                throw new UsageException("pccr: --codec needs --sample CHECKPOINT to measure ratio and throughput on");
            }
            profile = measure(codecId, sample);
        } else {
            if ((ratioText != null) == (deltaText != null)) {
                throw new UsageException("pccr: give exactly one of --ratio R, --delta d (or --codec ID)");
            }
            double ratio = ratioText != null ? number(ratioText, "--ratio") : 1.0 / number(deltaText, "--delta");
            if (!(ratio > 0) || Double.isInfinite(ratio)) {
                throw new UsageException("pccr: compression ratio must be positive");
            }
            if (zipText == null) {
                throw new UsageException("pccr: --zip-rate is required");
            }
            double zip = rate(zipText, "--zip-rate");
            profile = new CompressionProfile("given", ratio, zip);
        }
        double collect = collectText != null ? rate(collectText, "--collect-rate") : Double.POSITIVE_INFINITY;
        PccrParameters params;
        try {
            params = PccrParameters.fromRates(size, io, bf, collect, profile.zipRateBytesPerSecond(), profile.ratio());
        } catch (IllegalArgumentException e) {
            throw new UsageException("pccr: " + e.getMessage());
        }
        PccrModel model = new PccrModel(params);
        double block = blockText != null ? bytes(blockText, "--block-size") : size / 256;
        if (simulate && (queue < 1 || !(block > 0) || size / block > 1_000_000)) {
            throw new UsageException("pccr: --queue must be >= 1 and --block-size at least S / 1000000");
        }
        PipelineSimulator sim = simulate ? new PipelineSimulator(params, block, queue) : null;
        List<Point> points = new ArrayList<>();
        for (int p = range[0]; p <= range[1]; p++) {
            Double simulated = null;
            if (sim != null && (Integer.bitCount(p) == 1 || p == range[1])) {
                simulated = sim.run(p).seconds();
            }
            points.add(new Point(p, model.tu(p), model.tz(p), model.tp(p), simulated));
        }
        Report report = new Report(new Inputs(size, io, bf, params.collectSeconds(), params.zipSeconds(),
                params.delta(), profile.source()), model.k(), model.kPrime(), model.kDoublePrime(),
                finite(model.beneficialPoint()), finite(model.pipelinedBeneficialPoint()),
                sim != null ? size / sim.blocksPerProcess() : null, sim != null ? queue : null, points);
        if (json) {
            ctx.printJson(report);
        } else {
            print(ctx, report);
        }
        return 0;
    }

    private static CompressionProfile measure(String id, String samplePath) throws Exception {
        Optional<SnapshotCodec> codec;
        try {
            codec = CodecRegistry.defaultRegistry().find(id);
        } catch (RuntimeException | LinkageError e) {
            throw new CommandFailedException("pccr: the codec engine is not available: " + e);
        }
        if (codec.isEmpty()) {
            throw new UsageException("pccr: unknown codec '" + id + "'; known: " + String.join(", ",
                    CodecRegistry.defaultRegistry().codecs().stream().map(SnapshotCodec::id).toList()));
        }
        try (Snapshot s = CheckpointFormats.read(Path.of(samplePath))) {
            return new SpiCodecProfiler(codec.get()).measure(s);
        }
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    private static int[] processes(String text) throws UsageException {
        try {
            String[] parts = text.split("\\.\\.");
            int lo = Integer.parseInt(parts[0].trim());
            int hi = parts.length == 2 ? Integer.parseInt(parts[1].trim()) : lo;
            if (parts.length > 2 || lo < 1 || hi < lo || hi > 1_000_000) {
                throw new NumberFormatException();
            }
            return new int[] {lo, hi};
        } catch (NumberFormatException e) {
            throw new UsageException("pccr: --processes expects N or LO..HI with 1 <= LO <= HI, got '" + text + "'");
        }
    }

    private static double bytes(String text, String opt) throws UsageException {
        try {
            double v = Units.parseBytes(text);
            if (!(v > 0)) {
                throw new IllegalArgumentException("'" + text + "' must be positive");
            }
            return v;
        } catch (IllegalArgumentException e) {
            throw new UsageException("pccr: " + opt + ": " + e.getMessage());
        }
    }

    private static double rate(String text, String opt) throws UsageException {
        try {
            return Units.parseRate(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("pccr: " + opt + ": " + e.getMessage());
        }
    }

    private static double number(String text, String opt) throws UsageException {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new UsageException("pccr: " + opt + " expects a number, got '" + text + "'");
        }
    }

    private static void print(CommandContext ctx, Report r) {
        Inputs in = r.inputs();
        ctx.out().printf(Locale.ROOT, "S = %.4g B, b = %.4g B/s, Bf = %.4g B/s, Tc = %.4g s, Tzip = %.4g s, "
                + "delta = %.4f (%s)%n", in.sizeBytes(), in.ioRate(), in.fsBandwidth(), in.collectSeconds(),
                in.zipSeconds(), in.delta(), in.compressionSource());
        ctx.out().printf(Locale.ROOT, "k = %.2f, k' = %.2f, k'' = %.2f, p0 = %s, p0' = %s%n", r.k(), r.kPrime(),
                r.kDoublePrime(), r.beneficialPoint() == null ? "never" : String.format(Locale.ROOT, "%.2f",
                        r.beneficialPoint()), r.pipelinedBeneficialPoint() == null ? "never"
                        : String.format(Locale.ROOT, "%.2f", r.pipelinedBeneficialPoint()));
        ctx.out().printf(Locale.ROOT, "%n%8s %14s %14s %14s %14s%n", "p", "Tu (s)", "Tz serial (s)",
                "Tp pipe (s)", "simulated (s)");
        List<Point> pts = r.points();
        for (int i = 0; i < pts.size(); i++) {
            Point p = pts.get(i);
            if (pts.size() > 40 && Integer.bitCount(p.processes()) != 1 && i != 0 && i != pts.size() - 1) {
                continue;
            }
            ctx.out().printf(Locale.ROOT, "%8d %14.4f %14.4f %14.4f %14s%n", p.processes(), p.uncompressed(),
                    p.serial(), p.pipelined(), p.simulated() == null ? "" : String.format(Locale.ROOT, "%.4f",
                            p.simulated()));
        }
    }
}
