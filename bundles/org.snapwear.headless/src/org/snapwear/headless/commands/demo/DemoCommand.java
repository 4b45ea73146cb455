package org.snapwear.headless.commands.demo;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.OutputOption;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.headless.commands.study.StudyRun;
import org.snapwear.headless.commands.study.SummaryPrinter;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.SsdMapping;
import org.snapwear.study.presets.DemoStudy;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.resume.BuiltInCheckpoint;
import org.snapwear.study.resume.DemoResumeAnalysis;
import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.RunOptions;
import org.snapwear.study.run.SourceResolver;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.text.CsvRows;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code snapwear demo [--out DIR] [--json]}: the main job on the embedded default, run through the study runner.
 * The study is {@link DemoStudy}: the default study (every scheme, the paper's baselines and ours; heading bits,
 * exponent histogram, snap_dis sweep, Buddy Compression, pipeline curves) with a generator source of the
 * generator's defaults and the SSD settings set to the Table 4 device of Delta snapshots (Wang et al. 2019) scaled to the run's raw volume
 * (ScaledDevice), so the ordinary model-to-engine mapping carries the device. The study is made coherent
 * for what it asks, so the main job never warns about its own choices: the SLC pages analysis gets a metadata
 * trace (the built-in generator's, written next to the sequence) and the pipeline simulation a block size at which
 * it runs at all its process counts (PipelineAnalysis#blockBytesSimulatingAll). The runner is given the built-in
 * analyses and the demo's resume check on the built-in generator ({@link DemoResumeAnalysis}: bytes per save and
 * resumed loss of two loss profiles, ExCP's test). Writes the full report into
 * DIR, the generated sequence into DIR/sequence, the metadata trace into DIR/metadata-trace and the summary into
 * DIR/summary.json.
 */
@Command(name = "demo", header = "the main job: the default study on a generated training run (all schemes on the SSD, "
        + "snap_dis, buddy)",
        description = "Runs the default study (new-study) through the study runner on the embedded data set: trains "
                + "the built-in CNN (the generator's defaults) into DIR/sequence (default DIR: ./snapwear-demo), "
                + "computes the heading-bit table and exponent histograms of the sequence, saves it with every scheme "
                + "of the default study and replays each save stream on the Table 4 device of Delta snapshots (Wang et al. 2019) scaled to the run "
                + "(Table 4 timings, Table 8 warm-up proportions, spare area about the raw volume written), sweeps "
                + "snap_dis (3, 5, 10) with the Table 10 recommendation, runs the SLC pages analysis on a generated "
                + "metadata trace (DIR/metadata-trace), analyses the GPU memory of a training step with Buddy "
                + "Compression and computes the pipeline curves (simulated at four process counts, with blocks large "
                + "enough for the simulation budget), and resumes a small Adam run of the built-in generator 40 steps "
                + "from its exact checkpoint and from it through the loss profiles moments-8bit and aggressive "
                + "(3 seeds; as resume-check). Prints a summary table, writes the full report (index.html, "
                + "tables, charts) into DIR and the summary into DIR/summary.json.")
public final class DemoCommand extends PicocliCommand {

    /** The demo's metadata trace, relative to the run's base directory (then to DIR). */
    public static final String METADATA_TRACE = DemoStudy.METADATA_TRACE;

    /** One scheme's results. */
    public record SchemeRow(String name, String codec, String baseline, String mode, int snapDis, long rawBytes,
            long writtenBytes, double writtenPct, long maxUsefulStorageBytes, long hostPagesWritten,
            long flashPagesProgrammed, double writeAmplification, long erases, double saveMsTotal,
            double restoreMsMax, boolean verified) {
    }

    /** Share of parameters with at least 4, 8 and 12 equal heading bits for one pair. */
    public record HeadingBits(long from, long to, double atLeast4, double atLeast8, double atLeast12) {
    }

    /** Buddy Compression of one training step, for one entry compressor. */
    public record BuddyRow(String compressor, long entries, double meanCompressedBits, double compressionRatio,
            double capacityExpansion, double buddyAccessFraction) {
    }

    /** The Table 10 recommendation for one mode. */
    public record Recommendation(String mode, int snapDis, double writtenPct, double maxUsefulSnapshots, String rule) {
    }

    /**
     * One arm of the demo's resume check (table resume_arms, the finding from the summary): exact, moments-8bit,
     * aggressive; nulls are "never" or "not reached".
     */
    public record ResumeRow(String arm, long bytesPerSave, int stepsOutside, int stepsCompared, Long firstExitStep,
            Double finalDifference, Long extraSteps, boolean inBand, String finding) {
    }

    /** The whole summary (also written to summary.json). */
    public record Summary(String sequence, long parameters, int snapshots, long rawBytesPerSnapshot,
            double finalTrainAccuracy, List<HeadingBits> headingBits, String device, long deviceBlocks,
            List<SchemeRow> schemes, double storageLimitSnapshots, List<Recommendation> snapDis, long buddyIteration,
            List<BuddyRow> buddy, List<ResumeRow> resume, String report, double seconds) {
    }

    @Option(names = { "-o", "--out" }, paramLabel = "DIR",
            description = "where the sequence and the report go (default "
            + "./${DEFAULT-VALUE})")
    String outOpt = "snapwear-demo";

    @Option(names = { "-j", "--json" }, description = "print the summary as one JSON object")
    boolean json;

    /** The demo's study ({@link DemoStudy}, shared with the workbench's "Run the demo study"). */
    public static Study demoStudy(GeneratorSettings settings) {
        return DemoStudy.create(settings);
    }

    /** Writes the built-in generator's metadata trace where {@link #demoStudy} expects it under {@code baseDir}. */
    public static Path writeMetadataTrace(Path baseDir) throws IOException {
        return DemoStudy.writeMetadataTrace(baseDir);
    }

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        Path out = OutputOption.real(outOpt);
        if (Files.isDirectory(out)) {
            try (var s = Files.list(out)) {
                if (s.findAny().isPresent()) {
                    throw new CommandFailedException(out + " is not empty; choose another --out or remove it");
                }
            }
        } else if (Files.exists(out)) {
            throw new CommandFailedException(out + " exists and is not a directory");
        }
        Files.createDirectories(out.getParent());
        GeneratorSettings settings = GeneratorSettings.defaults();
        Study study = demoStudy(settings);
        String sourceName = study.getSources().get(0).getName();
        // The runner trains into a hidden sibling work directory; the report writer then fills DIR, and the
        // sequence moves into DIR/sequence (the report writer only replaces an empty directory or a report).
        Path work = Files.createTempDirectory(out.getParent(), "." + out.getFileName() + "-work-");
        Path seqDir = out.resolve("sequence");
        StudyResults results;
        try {
            if (!ctx.quiet()) {
                ctx.err().println("demo: running the default study on the built-in CNN (" + settings.iterations()
                        + " iterations); report into " + out);
            }
            // the work directory is the base directory, so the trace's relative path names DIR/metadata-trace
            // once it is moved there
            writeMetadataTrace(work);
            RunOptions options = new RunOptions(work, work, Runtime.getRuntime().availableProcessors());
            results = StudyRun.runAndWrite(study, DemoResumeAnalysis.analyses(), options, out, ctx.progress(), results0 -> relocate(results0, sourceName, seqDir));
            Files.move(SourceResolver.generatedDirectory(work, sourceName), seqDir);
            Files.move(work.resolve(METADATA_TRACE), out.resolve(METADATA_TRACE));
        } finally {
            org.snapwear.trace.io.FileTrees.deleteTree(work);
        }
        Summary summary = summary(results, SsdMapping.config(study.getHardware().getSsd()), seqDir, out);
        Files.writeString(out.resolve("summary.json"), CommandContext.toJson(summary));
        if (json) {
            ctx.printJson(summary);
        } else {
            print(ctx.out(), summary, results, out);
        }
        if (!summary.schemes().stream().allMatch(SchemeRow::verified)) {
            throw new CommandFailedException("a scheme failed its round trip; see " + out.resolve("summary.json"));
        }
        return 0;
    }

    /** The report names the sequence where it will be, DIR/sequence, not the work directory it was trained in. */
    private static void relocate(StudyResults r, String sourceName, Path seqDir) {
        if (!(r.configuration().get("sources") instanceof ConfigNode.Items list)) {
            return;
        }
        List<ConfigNode> moved = new ArrayList<>();
        for (ConfigNode o : list.items()) {
            if (o instanceof ConfigNode.Branch source && ConfigNode.of(sourceName).equals(source.get("name"))) {
                moved.add(source.with("directory", ConfigNode.of(seqDir.toString())));
            } else {
                moved.add(o);
            }
        }
        r.putConfiguration("sources", new ConfigNode.Items(moved));
    }

    /**
     * The summary, read from the run's result tables; {@code ssd} is the device the run used (the study's SSD as
     * the runner maps it, the same values its configuration records).
     */
    static Summary summary(StudyResults r, SsdConfig ssd, Path seqDir, Path out) throws IOException {
        SnapshotSequence seq = SnapshotSequence.discover(seqDir);
        long parameters;
        long rawPerSnapshot;
        try (var s = seq.open(0)) {
            parameters = s.elementCount();
            rawPerSnapshot = s.dataBytes();
        }
        List<HeadingBits> heading = new ArrayList<>();
        ResultTable h = r.table(TableIds.HEADING_BITS).orElse(null);
        if (h != null && h.rowCount() > 0) {
            for (int i : h.rowCount() == 1 ? new int[] {0} : new int[] {0, h.rowCount() - 1}) {
                heading.add(new HeadingBits((long) h.number(i, "from_iteration"), (long) h.number(i, "to_iteration"),
                        h.number(i, "heading_ge4"), h.number(i, "heading_ge8"), h.number(i, "heading_ge12")));
            }
        }
        List<SchemeRow> schemes = new ArrayList<>();
        ResultTable t = r.table(TableIds.SCHEMES).orElseThrow(() -> new IOException("the run produced no schemes table"));
        for (int i = 0; i < t.rowCount(); i++) {
            schemes.add(new SchemeRow(t.text(i, "scheme"), t.text(i, "codec"), t.text(i, "baseline_codec"),
                    t.text(i, "mode"), (int) t.number(i, "snap_dis"), (long) t.number(i, "raw_bytes"),
                    (long) t.number(i, "written_bytes"), t.number(i, "written_pct"), (long) t.number(i, "max_useful_bytes"),
                    (long) t.number(i, "host_pages_written"), (long) t.number(i, "flash_pages_programmed"),
                    t.number(i, "write_amplification"), (long) t.number(i, "erases"), t.number(i, "save_ms_total"),
                    t.number(i, "restore_ms_max"), Boolean.TRUE.equals(t.cell(i, "verified"))));
        }
        List<Recommendation> recs = new ArrayList<>();
        double limit = 0;
        ResultTable rec = r.table(TableIds.SNAPDIS_RECOMMENDATION).orElse(null);
        if (rec != null) {
            for (int i = 0; i < rec.rowCount(); i++) {
                limit = rec.number(i, "storage_limit_snapshots");
                recs.add(new Recommendation(rec.text(i, "mode"), (int) rec.number(i, "recommended_snap_dis"),
                        rec.number(i, "written_pct"), rec.number(i, "max_useful_snapshots"), rec.text(i, "rule")));
            }
        }
        List<BuddyRow> buddy = new ArrayList<>();
        long buddyIteration = -1;
        ResultTable b = r.table(TableIds.BUDDY).orElse(null);
        if (b != null) {
            for (int i = 0; i < b.rowCount(); i++) {
                buddyIteration = (long) b.number(i, "iteration");
                buddy.add(new BuddyRow(b.text(i, "compressor"), (long) b.number(i, "entries"),
                        b.number(i, "mean_compressed_bits"), b.number(i, "compression_ratio"),
                        b.number(i, "capacity_expansion"), b.number(i, "buddy_access_fraction")));
            }
        }
        List<ResumeRow> resume = resume(r);
        int perChip = ssd.blocksPerChip();
        int chips = ssd.channels() * ssd.chipsPerChannel();
        long blocks = (long) perChip * chips;
        String device = String.format(Locale.ROOT,
                "Table 4 device of Delta snapshots (Wang et al. 2019), scaled to %d blocks (%d per chip x %d chips), Table 8 warm-up proportions",
                blocks, perChip, chips);
        return new Summary(seqDir.toString(), parameters, seq.size(), rawPerSnapshot, finalAccuracy(seqDir), heading,
                device, blocks, schemes, limit, recs, buddyIteration, buddy, resume, out.resolve(ReportWriter.INDEX).toString(),
                r.seconds());
    }

    /** The resume check's arms, read from its table; the finding of each lossy arm from the summary. */
    private static List<ResumeRow> resume(StudyResults r) {
        List<ResumeRow> rows = new ArrayList<>();
        ResultTable t = r.table(TableIds.RESUME_ARMS).orElse(null);
        if (t == null) {
            return rows;
        }
        for (int i = 0; i < t.rowCount(); i++) {
            String arm = t.text(i, "arm");
            Scalar finding = r.summary().get(DemoResumeAnalysis.SUMMARY_PREFIX + arm);
            rows.add(new ResumeRow(arm, (long) t.number(i, "bytes_per_save"), (int) t.number(i, "steps_outside"),
                    (int) t.number(i, "steps_compared"), longOrNull(t.cell(i, "first_exit_step")),
                    t.cell(i, "final_difference") instanceof Number n ? n.doubleValue() : null,
                    longOrNull(t.cell(i, "extra_steps")), Boolean.TRUE.equals(t.cell(i, "in_band")),
                    finding instanceof Scalar.Text text ? text.value() : null));
        }
        return rows;
    }

    private static Long longOrNull(Object cell) {
        return cell instanceof Number n ? n.longValue() : null;
    }

    /** The train accuracy of the last row of the generator's train log. */
    private static double finalAccuracy(Path seqDir) throws IOException {
        List<String> lines = Files.readAllLines(seqDir.resolve(TrainingRunGenerator.TRAIN_LOG));
        return Double.parseDouble(CsvRows.fields(lines.get(lines.size() - 1)).get(2));
    }

    private static void resume(PrintStream o, List<ResumeRow> rows) {
        if (rows.isEmpty()) {
            return;
        }
        o.println("Resume check on the built-in generator (" + BuiltInCheckpoint.describe() + "; "
                + DemoResumeAnalysis.SETUP.steps() + " steps resumed, seeds " + DemoResumeAnalysis.SETUP.seeds()
                + "; ExCP, Li et al. 2024, judges lossy checkpoints by resumed training):");
        o.printf("  %-14s %12s %9s %11s %12s %12s%n", "arm", "bytes/save", "outside", "first exit", "final diff",
                "extra steps");
        for (ResumeRow row : rows) {
            o.printf(Locale.ROOT, "  %-14s %,12d %9s %11s %12s %12s%n", row.arm(), row.bytesPerSave(),
                    row.stepsOutside() + "/" + row.stepsCompared(),
                    row.firstExitStep() == null ? "-" : row.firstExitStep().toString(),
                    row.finalDifference() == null ? "n/a" : String.format(Locale.ROOT, "%+.5f", row.finalDifference()),
                    row.extraSteps() == null ? "not reached" : String.format(Locale.ROOT, "%+d", row.extraSteps()));
        }
        for (ResumeRow row : rows) {
            if (row.finding() != null) {
                o.println("  " + row.finding());
            }
        }
        o.println();
    }

    private static void print(PrintStream o, Summary s, StudyResults r, Path out) {
        o.printf(Locale.ROOT, "Snapwear demo: %d snapshots of a %,d-parameter CNN (%,d bytes each), final train accuracy %.3f%n",
                s.snapshots(), s.parameters(), s.rawBytesPerSnapshot(), s.finalTrainAccuracy());
        o.println();
        if (!s.headingBits().isEmpty()) {
            o.println("Heading bits shared by successive snapshots (Delta snapshots, Wang et al. 2019, Table 1):");
            o.printf("  %-14s %8s %8s %8s%n", "pair", ">=4", ">=8", ">=12");
            for (HeadingBits h : s.headingBits()) {
                o.printf(Locale.ROOT, "  %-14s %7.2f%% %7.2f%% %7.2f%%%n", h.from() + "->" + h.to(), 100 * h.atLeast4(),
                        100 * h.atLeast8(), 100 * h.atLeast12());
            }
            o.println();
        }
        o.println("Device: " + s.device());
        SummaryPrinter.schemes(o, r);
        SummaryPrinter.recommendation(o, r);
        SummaryPrinter.slc(o, r);
        SummaryPrinter.buddy(o, r);
        resume(o, s.resume());
        for (String w : r.warnings()) {
            o.println("warning: " + w);
        }
        o.printf(Locale.ROOT, "done in %.1f s; report %s, summary %s%n", s.seconds(), out.resolve(ReportWriter.INDEX),
                out.resolve("summary.json"));
    }
}
