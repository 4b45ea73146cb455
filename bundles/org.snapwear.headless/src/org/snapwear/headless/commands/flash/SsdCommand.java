package org.snapwear.headless.commands.flash;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.stream.IntStream;

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
import org.snapwear.headless.cli.Args;
import org.snapwear.headless.cli.CommandContext;
import org.snapwear.headless.cli.CommandFailedException;
import org.snapwear.headless.cli.Subcommand;
import org.snapwear.headless.cli.UsageException;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.study.mapping.SsdConfigRanges;
import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordText;
import org.snapwear.study.sim.SaveRunReport;
import org.snapwear.study.sim.SsdReport;
import org.snapwear.study.sim.SsdRuns;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.trace.blockio.BlockTraceReader;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.text.EnumText;
import org.snapwear.trace.text.InputFiles;

/**
 * {@code snapwear ssd}: runs the page-mapped SSD simulator on a block trace, a checkpoint-save stream or the
 * synthetic uniform workload and reports write amplification, erases, GC and timing.
 */
public final class SsdCommand implements Subcommand {

    @Override
    public String name() {
        return "ssd";
    }

    @Override
    public String summary() {
        return "simulate a page-mapped SSD (DiskSim-like) on a block trace, save stream or synthetic writes";
    }

    @Override
    public String usage() {
        return "snapwear ssd [--config FILE] (--trace FILE | --saves FILE | --sequence SEQ --codec ID --mode M --snap-dis N)\n"
                + "             [--baseline ID] [--unit U] [--policy P] [--warmup valid,invalid,free|table8]\n"
                + "             [--warmup-layout segregated|mixed] [--json]\n"
                + "snapwear ssd --synthetic uniform --alpha A --blocks N --pages-per-block B --writes W [--policy P]\n"
                + "             [--gc-threshold F] [--seed S] [--json]\n\n"
                + "Device defaults are seed 000's Table 4 (8 ch x 1 chip x 16384 blocks x 64 pages of 4 KB, 15% over-\n"
                + "provisioning as (T-U)/U, 5% GC threshold); --config reads a .properties file of overrides (keys in\n"
                + "docs/flash.md). --saves reads a CSV of op,name,bytes[,time_ms] rows (op = write, read, delete).\n"
                + "--sequence saves a checkpoint directory with a delta-snapshot scheme (as `snapwear compress`, baseline\n"
                + "codec default huffman-exp) and replays the resulting file writes and Algorithm 2 deletions (Fig. 10).\n"
                + "--warmup puts the device in a block state first (Table 8: 111432,13048,6592), checked before the run.\n"
                + "Policies: greedy, cost-benefit, fifo, random, d-choices.\n"
                + "--synthetic uniform: fill the logical space (alpha = physical / user pages, one chip, no free pool\n"
                + "unless --gc-threshold), then W uniform random overwrites; WA counts only the overwrites after the\n"
                + "first N x B (steady state) and is shown next to the LRW/FIFO formula.";
    }

    @Override
    public int run(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        String synthetic = args.option("--synthetic").orElse(null);
        String policyText = args.option("--policy").orElse(null);
        VictimPolicy policy;
        try {
            policy = policyText == null ? null : VictimPolicy.parse(policyText);
        } catch (IllegalArgumentException e) {
            throw new UsageException("ssd: " + e.getMessage());
        }
        FieldRecord result;
        if (synthetic != null) {
            result = runSynthetic(args, synthetic, policy == null ? VictimPolicy.GREEDY : policy);
        } else {
            result = runDevice(args, policy);
        }
        if (json) {
            ctx.printJson(result);
        } else {
            for (FieldRecordText.Line l : FieldRecordText.lines(result)) {
                if (l.isList()) {
                    ctx.out().println(l.key() + ":");
                    for (String o : l.elements()) {
                        ctx.out().println("  " + o);
                    }
                } else {
                    ctx.out().printf(Locale.ROOT, "%-30s %s%n", l.key(), l.value());
                }
            }
        }
        return 0;
    }

    private SteadyStateReport runSynthetic(Args args, String kind, VictimPolicy policy) throws Exception {
        if (!kind.equals("uniform")) {
            throw new UsageException("ssd: --synthetic supports only 'uniform', got '" + kind + "'");
        }
        double alpha = args.doubleOption("--alpha", Double.NaN);
        int blocks = args.intOption("--blocks", ParameterRanges.BLOCKS_PER_CHIP, -1);
        int ppb = args.intOption("--pages-per-block", ParameterRanges.PAGES_PER_BLOCK, -1);
        long writes = args.longOption("--writes", -1);
        double threshold = args.doubleOption("--gc-threshold", ParameterRanges.GC_THRESHOLD, 0);
        long seed = args.longOption("--seed", 1);
        args.finish();
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

    private FieldRecord runDevice(Args args, VictimPolicy policy) throws Exception {
        String config = args.option("--config").orElse(null);
        String trace = args.option("--trace").orElse(null);
        String saves = args.option("--saves").orElse(null);
        String sequence = args.option("--sequence").orElse(null);
        SchemeRuns.Spec scheme = sequence == null ? null : schemeSpec(args);
        String warm = args.option("--warmup").orElse(null);
        String layoutText = args.option("--warmup-layout", "segregated");
        args.finish();
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
                return SsdRuns.runSequence(cfg, warmup, SnapshotSequence.resolve(sequence), scheme);
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

    /** The scheme options of the --sequence form. */
    private static SchemeRuns.Spec schemeSpec(Args args) throws UsageException {
        String codec = args.requiredOption("--codec");
        String baseline = args.option("--baseline", "huffman-exp");
        SchemeMode mode;
        try {
            mode = SchemeMode.parse(args.requiredOption("--mode"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("ssd: " + e.getMessage());
        }
        int snapDis = (int) (mode == SchemeMode.FULL ? args.longOption("--snap-dis", ParameterRanges.SNAP_DIS, 1)
                : args.requiredLongOption("--snap-dis", ParameterRanges.SNAP_DIS));
        // 0 = the spacing of the sequence
        return new SchemeRuns.Spec(codec, baseline, mode, snapDis, args.longOption("--unit", ParameterRanges.UNIT, 0));
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
