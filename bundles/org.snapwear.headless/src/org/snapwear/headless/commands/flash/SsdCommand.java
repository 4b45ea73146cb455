package org.snapwear.headless.commands.flash;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.stream.IntStream;

import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.flash.files.FileOp;
import org.snapwear.flash.files.SaveStreamCsv;
import org.snapwear.flash.files.SaveStreamFormatException;
import org.snapwear.flash.replay.BlockTraceReplay;
import org.snapwear.flash.replay.UniformRandomWorkload;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.SsdMetrics;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.flash.theory.LrwTheory;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.headless.commands.codec.LossOptionsMixin;
import org.snapwear.headless.commands.codec.SchemeArgs;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.study.cli.SchemeForm;
import org.snapwear.study.cli.SchemeOptionsMixin;
import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordText;
import org.snapwear.study.mapping.SsdConfigRanges;
import org.snapwear.study.sim.SaveRunReport;
import org.snapwear.study.sim.SsdReport;
import org.snapwear.study.sim.SsdRuns;
import org.snapwear.trace.blockio.BlockTraceReader;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.text.EnumText;
import org.snapwear.trace.text.InputFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;

/**
 * {@code snapwear ssd}: runs the page-mapped SSD simulator on a block trace, a checkpoint-save stream or the
 * synthetic uniform workload and reports write amplification, erases, GC and timing.
 */
@Command(name = "ssd", header = "simulate a page-mapped SSD (DiskSim-like) on a block trace, save stream or synthetic "
        + "writes",
        description = "Device defaults are Table 4 of Delta snapshots (Wang et al. 2019) (8 ch x 1 chip x 16384 blocks x 64 pages of 4 KB, 15%% "
                + "over-provisioning as (T-U)/U, 5%% GC threshold).")
public final class SsdCommand extends PicocliCommand {

    /** Options of the device form only: with --synthetic they are refused, as an unknown option. */
    private static final List<String> DEVICE_OPTIONS = List.of("--config", "--trace", "--saves", "--sequence",
            "--warmup", "--warmup-layout");
    /** Options of --synthetic only. */
    private static final List<String> SYNTHETIC_OPTIONS = List.of("--alpha", "--blocks", "--pages-per-block",
            "--writes", "--gc-threshold", "--seed");
    /**
     * Options of --sequence only, its scheme: none required by picocli (--codec and --mode are required of the
     * --sequence form only, by the scheme parser; the custom synopsis shows them there), no --unit = the spacing of
     * the sequence.
     */
    public static final SchemeForm SCHEME = new SchemeForm(List.of("--codec", "--baseline", "--mode", "--snap-dis",
            "--unit"), List.of(), SchemeOptions.COMMAND_DEFAULTS, "--sequence: ", "the spacing of the sequence");

    @Option(names = "--config", paramLabel = "FILE", description = "a .properties file of overrides of the Table 4 "
            + "device (keys in docs/flash.md)")
    String config;

    @Option(names = "--trace", paramLabel = "FILE", description = "a block trace to replay")
    String trace;

    @Option(names = "--saves", paramLabel = "FILE", description = "a CSV of op,name,bytes[,time_ms] rows (op = "
            + "write, read, delete)")
    String saves;

    @Option(names = "--sequence", paramLabel = "SEQ", description = "a checkpoint directory saved with a "
            + "delta-snapshot scheme (as 'snapwear compress'), whose file writes and Algorithm 2 deletions are "
            + "replayed (Fig. 10)")
    String sequence;

    final SchemeOptionsMixin scheme = new SchemeOptionsMixin(SCHEME);

    @Mixin(name = SchemeOptionsMixin.MIXIN)
    CommandSpec schemeOptions = scheme.options();

    /** With --sequence: the saves through a loss profile, as {@code compress --loss}. */
    @Mixin
    LossOptionsMixin loss = new LossOptionsMixin();

    @Option(names = "--policy", paramLabel = "P", description = "victim policy: greedy, cost-benefit, fifo, random, "
            + "d-choices")
    String policyText;

    @Option(names = "--warmup", paramLabel = "valid,invalid,free|table8", description = "put the device in a block "
            + "state first (Table 8: 111432,13048,6592), checked before the run")
    String warm;

    @Option(names = "--warmup-layout", paramLabel = "segregated|mixed", description = "how the warm-up's pages are "
            + "laid out (default ${DEFAULT-VALUE})")
    String layoutText = "segregated";

    @Option(names = "--synthetic", paramLabel = "uniform", description = "fill the logical space (alpha = physical / "
            + "user pages, one chip, no free pool unless --gc-threshold), then W uniform random overwrites; WA "
            + "counts only the overwrites after the first N x B (steady state) and is shown next to the LRW/FIFO "
            + "formula")
    String synthetic;

    @Option(names = "--alpha", paramLabel = "A", description = "--synthetic: physical / user pages, above 1")
    double alpha = Double.NaN;

    @Option(names = "--blocks", paramLabel = "N", description = "--synthetic: blocks")
    long blocks = -1;

    @Option(names = "--pages-per-block", paramLabel = "B", description = "--synthetic: pages per block")
    long ppb = -1;

    @Option(names = "--writes", paramLabel = "W", description = "--synthetic: overwrites, more than N x B")
    long writes = -1;

    @Option(names = "--gc-threshold", paramLabel = "F", description = "--synthetic: GC threshold (default 0)")
    double threshold;

    @Option(names = "--seed", paramLabel = "S", description = "--synthetic: random seed (default ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = { "-j", "--json" }, description = "print one JSON object")
    boolean json;

    @Override
    protected void describe(UsageMessageSpec usage) {
        usage.customSynopsis("snapwear ssd [--config FILE] (--trace FILE | --saves FILE | --sequence SEQ --codec ID "
                + "--mode M --snap-dis N",
                "             [--loss PROFILE] [--loss-file FILE] [--exact GLOB]...)",
                "             [--baseline ID] [--unit U] [--policy P] [--warmup valid,invalid,free|table8]",
                "             [--warmup-layout segregated|mixed] [--json]",
                "snapwear ssd --synthetic uniform --alpha A --blocks N --pages-per-block B --writes W [--policy P]",
                "             [--gc-threshold F] [--seed S] [--json]");
    }

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        VictimPolicy policy;
        try {
            policy = policyText == null ? null : VictimPolicy.parse(policyText);
        } catch (IllegalArgumentException e) {
            throw new UsageException("ssd: " + e.getMessage());
        }
        FieldRecord result;
        if (synthetic != null) {
            refuse(DEVICE_OPTIONS);
            refuse(SCHEME.options());
            result = runSynthetic(synthetic, policy == null ? VictimPolicy.GREEDY : policy);
        } else {
            refuse(SYNTHETIC_OPTIONS);
            if (sequence == null) {
                refuse(SCHEME.options());
            }
            result = runDevice(policy);
        }
        if (json) {
            ctx.printJson(result);
        } else {
            FieldRecordText.render(result).forEach(ctx.out()::println);
        }
        return 0;
    }

    /** An option of the other form is refused as the argument parser always refused it: as an unknown option. */
    private void refuse(List<String> options) throws UsageException {
        for (String o : options) {
            if (given(o)) {
                throw new UsageException("ssd: unknown option " + o);
            }
        }
    }

    private SteadyStateReport runSynthetic(String kind, VictimPolicy policy) throws Exception {
        if (!kind.equals("uniform")) {
            throw new UsageException("ssd: --synthetic supports only 'uniform', got '" + kind + "'");
        }
        inRange("--blocks", ParameterRanges.BLOCKS_PER_CHIP);
        inRange("--pages-per-block", ParameterRanges.PAGES_PER_BLOCK);
        inRange("--gc-threshold", ParameterRanges.GC_THRESHOLD);
        int blocks = (int) this.blocks;
        int ppb = (int) this.ppb;
        if (!(alpha > 1) || blocks < 2 || ppb < 1) {
            throw new UsageException("ssd: --synthetic uniform needs --alpha > 1, --blocks >= 2 and --pages-per-block >= 1");
        }
        long physical = (long) blocks * ppb;
        if (writes <= physical) {
            throw new UsageException("ssd: --writes must exceed the physical page count " + physical
                    + " (the first " + physical + " overwrites bring the device to steady state and are not measured)");
        }
        SsdConfig cfg;
        Ssd ssd;
        try {
            cfg = SsdConfig.theory(alpha, blocks, ppb, policy).withGcThreshold(threshold).withSeed(seed);
            ssd = new Ssd(cfg);
        } catch (IllegalArgumentException e) {
            throw new UsageException("ssd: " + e.getMessage());
        }
        UniformRandomWorkload.Result res = new UniformRandomWorkload(seed).steadyState(ssd, physical, writes - physical);
        SsdMetrics m = res.after();
        long host = m.hostPagesWritten() - res.before().hostPagesWritten();
        long flash = m.flashPagesProgrammed() - res.before().flashPagesProgrammed();
        SsdReport r = SsdReport.of("synthetic-uniform", ssd, m).measured(host, flash, res.writeAmplification());
        double realAlpha = (double) cfg.physicalPages() / cfg.userPages();
        Double eff = null;
        Double effWa = null;
        if (cfg.gcThresholdBlocks() > 0) {
            eff = LrwTheory.effectiveAlpha(cfg.physicalPages(), (long) cfg.gcThresholdBlocks() * ppb, cfg.userPages());
            effWa = LrwTheory.writeAmplification(eff);
        }
        return new SteadyStateReport(r, m.hostPagesWritten(), m.flashPagesProgrammed(), physical, writes - physical,
                realAlpha, LrwTheory.writeAmplification(realAlpha), eff, effWa);
    }

    private FieldRecord runDevice(VictimPolicy policy) throws Exception {
        SchemeSpec scheme = sequence == null ? null : schemeSpec();
        if (sequence == null && loss.given()) {
            throw new UsageException("ssd: --loss, --loss-file and --exact go with --sequence");
        }
        PlanLoss planLoss = sequence == null ? PlanLoss.EXACT : loss.resolve("ssd");
        int inputs = (trace != null ? 1 : 0) + (saves != null ? 1 : 0) + (sequence != null ? 1 : 0);
        if (inputs != 1) {
            throw new UsageException("ssd: give exactly one of --trace FILE, --saves FILE, --sequence SEQ or --synthetic uniform");
        }
        SsdConfig cfg = SsdConfig.table4();
        if (config != null) {
            try {
                cfg = readConfig(Path.of(config));
            } catch (IllegalArgumentException e) {
                throw new CommandFailedException(e.getMessage());
            }
        }
        if (policy != null) {
            cfg = cfg.withPolicy(policy);
        }
        WarmupState warmup = null;
        if (warm != null) {
            WarmupLayout layout;
            try {
                layout = EnumText.parse(WarmupLayout.class, layoutText, "--warmup-layout");
                warmup = warm.equalsIgnoreCase("table8")
                        ? new WarmupState(111_432, 13_048, 6_592, layout) : WarmupState.parse(warm, layout);
            } catch (IllegalArgumentException e) {
                throw new UsageException("ssd: " + e.getMessage());
            }
        }
        try {
            if (saves != null) {
                return runSaves(Path.of(saves), cfg, warmup);
            }
            if (sequence != null) {
                return SsdRuns.runSequence(cfg, warmup, SnapshotSequence.resolve(sequence), scheme, planLoss);
            }
            Ssd ssd;
            long requests;
            // the trace is opened (and its format detected) before the device is built: a wrong path fails at once
            try (BlockTraceReader reader = BlockTraceReader.open(Path.of(trace))) {
                ssd = new Ssd(cfg);
                if (warmup != null) {
                    ssd.warmUp(warmup);
                }
                requests = BlockTraceReplay.replay(ssd, reader);
            }
            return new TraceRunReport(SsdReport.of("trace", ssd, ssd.metrics()), requests);
        } catch (IllegalArgumentException | IllegalStateException e) {
            // Impossible warm-up, a trace beyond the device, or a device too small for the data.
            throw new CommandFailedException("ssd: " + e.getMessage(), e);
        }
    }

    /** Replays a save-stream CSV; an operation the device or file layer refuses is named by its line. */
    private static SaveRunReport runSaves(Path file, SsdConfig cfg, WarmupState warmup) throws IOException {
        List<SaveStreamCsv.Row> rows = SaveStreamCsv.readRows(file);
        int[] current = {-1};
        Iterable<FileOp> ops = () -> IntStream.range(0, rows.size()).mapToObj(i -> {
            current[0] = i;
            return rows.get(i).op();
        }).iterator();
        try {
            return SsdRuns.runSaves(cfg, warmup, ops);
        } catch (IllegalArgumentException | IllegalStateException e) {
            if (current[0] < 0) {
                throw e; // the warm-up, before the first operation
            }
            SaveStreamCsv.Row row = rows.get(current[0]);
            throw new SaveStreamFormatException(file, row.line(), row.offset(), e.getMessage());
        }
    }

    /** The scheme options of the --sequence form; no --unit = the spacing of the sequence. */
    private SchemeSpec schemeSpec() throws UsageException {
        return SchemeArgs.parse("ssd", scheme);
    }

    /**
     * Reads a --config file (Table 4 overridden by its keys) and checks it against the shared ranges.
     *
     * @throws IllegalArgumentException naming the file, the key and the reason
     */
    public static SsdConfig readConfig(Path file) throws IOException {
        Properties props = new Properties();
        try (InputStream in = InputFiles.open(file)) {
            props.load(in);
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e); // a malformed \\uXXXX escape
        }
        SsdConfig cfg = SsdConfig.fromProperties(props, SsdConfig.table4(), file.toString());
        SsdConfigRanges.check(cfg, file.toString());
        return cfg;
    }
}
