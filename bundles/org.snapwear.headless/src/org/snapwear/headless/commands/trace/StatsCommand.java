package org.snapwear.headless.commands.trace;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.headless.cli.support.MissingText;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.stats.ExponentHistogram;
import org.snapwear.trace.stats.PairComparator;
import org.snapwear.trace.stats.PairStatistics;
import org.snapwear.trace.stats.SequenceStatistics;
import org.snapwear.trace.text.SafeText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapwear stats SEQ [--json]}: the sequence statistics of [Delta snapshots, docs/papers.md#delta-snapshots] (Table 1 heading bits, Tables 6-7
 * equal pages and parameters, Fig. 8 exponent histograms) for a run's checkpoints.
 */
@Command(name = "stats", header = "sequence statistics: same heading bits, equal parameters and pages, exponent "
        + "histograms",
        description = { "Snapshots are ordered by the iteration in their names (_iter_5000, checkpoint-500, "
                + "step_500, snap_iter000500); --given-order keeps the files in the order given on the command line.",
            "For each adjacent pair: the fraction of parameters whose bit patterns share at least N = 4..12 leading "
                + "bits (numberOfLeadingZeros of the XOR over the element width), of identical parameters, and the "
                + "number of identical pages (default 4096 B) of the tensor data concatenated in storage order (the "
                + "last partial page included). Then, per snapshot, the histogram of the biased exponent field.",
            "JSON: {pairs: [{from, to, heading_bits: {\"4\": fraction, ...}, equal_params (fraction), "
                + "equal_params_count, equal_pages (count), pages, equal_pages_fraction, parameters, "
                + "skipped_tensors}], exponent_histograms: [{iteration, file, dtype, bias, counts: "
                + "{\"biased exponent\": count}}]} (zero counts omitted).",
            "Tensors are matched by name: a pair is compared over the tensors both snapshots hold with the same "
                + "dtype and shape, and skipped_tensors counts those only one holds (a run whose optimizer state "
                + "appears after step 0). A name with another dtype or shape is an error." })
public final class StatsCommand extends PicocliCommand {
    /** The heading-bit thresholds of [Delta snapshots, docs/papers.md#delta-snapshots], Table 1. */
    static final int MIN_BITS = 4;
    static final int MAX_BITS = 12;

    @MissingText("SEQ (directory, glob or checkpoint files)")
    @Parameters(arity = "1..*", paramLabel = "SEQ", description = "a directory of checkpoints, a glob "
            + "(\"run/*.safetensors\") or several checkpoint files")
    List<String> specs;

    @Option(names = { "-j", "--json" }, description = "print one JSON object (described above)")
    boolean json;

    @Option(names = "--page-size", paramLabel = "BYTES", description = "page size for equal pages (default 4096)")
    int pageSize = PairComparator.DEFAULT_PAGE_SIZE;

    @Option(names = "--given-order", description = "keep the files in the order given")
    boolean givenOrder;

    /** One pair in the JSON output. */
    record PairJson(long from, long to, Map<String, Double> headingBits, double equalParams, long equalParamsCount,
            long equalPages, long pages, double equalPagesFraction, long parameters, int skippedTensors) {
    }

    /** One exponent histogram in the JSON output. */
    record HistogramJson(long iteration, String file, String dtype, int bias, Map<String, Long> counts) {
    }

    /** The whole JSON document. */
    record StatsJson(List<String> files, int snapshots, int pageSize, List<PairJson> pairs,
            List<HistogramJson> exponentHistograms) {
    }

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        if (pageSize <= 0) {
            throw new UsageException("stats: --page-size must be positive: " + pageSize);
        }
        SnapshotSequence seq;
        if (specs.size() == 1 && !givenOrder) {
            seq = SnapshotSequence.resolve(specs.get(0));
        } else {
            List<Path> files = specs.stream().map(Path::of).toList();
            seq = givenOrder ? SnapshotSequence.ofFilesInGivenOrder(files) : SnapshotSequence.ofFiles(files);
        }
        if (seq.size() < 2) {
            throw new CommandFailedException("stats needs at least two snapshots to compare, found one: "
                    + seq.entries().get(0).path());
        }
        SequenceStatistics stats = SequenceStatistics.compute(seq, pageSize);
        StatsJson doc = toJson(seq, pageSize, stats);
        if (json) {
            ctx.printJson(doc);
        } else {
            printTable(ctx.out(), seq, doc);
        }
        return 0;
    }

    static StatsJson toJson(SnapshotSequence seq, int pageSize, SequenceStatistics stats) {
        List<PairJson> pairs = new ArrayList<>();
        for (PairStatistics p : stats.pairs()) {
            Map<String, Double> bits = new LinkedHashMap<>();
            for (int n = MIN_BITS; n <= MAX_BITS; n++) {
                bits.put(Integer.toString(n), p.headingBitsFraction(n));
            }
            pairs.add(new PairJson(p.fromIteration(), p.toIteration(), bits, p.equalParamsFraction(),
                    p.equalParameters(), p.equalPages(), p.pages(), p.equalPagesFraction(), p.parameters(),
                    p.skippedTensors()));
        }
        Map<Long, String> fileOf = new LinkedHashMap<>();
        List<String> files = new ArrayList<>();
        for (SnapshotSequence.Entry e : seq.entries()) {
            fileOf.put(e.iteration(), e.path().toString());
            files.add(e.path().toString());
        }
        List<HistogramJson> hist = new ArrayList<>();
        for (ExponentHistogram h : stats.exponentHistograms()) {
            Map<String, Long> counts = new LinkedHashMap<>();
            long[] c = h.counts();
            for (int e = 0; e < c.length; e++) {
                if (c[e] != 0) {
                    counts.put(Integer.toString(e), c[e]);
                }
            }
            hist.add(new HistogramJson(h.iteration(), fileOf.get(h.iteration()), h.dtype().name(), h.bias(), counts));
        }
        return new StatsJson(files, seq.size(), pageSize, pairs, hist);
    }

    private static void printTable(PrintStream out, SnapshotSequence seq, StatsJson doc) {
        long params = doc.pairs().get(0).parameters();
        out.printf(Locale.ROOT, "%d snapshots, %,d parameters, %d-byte pages (%s .. %s)%n%n", seq.size(), params,
                doc.pageSize(), SafeText.printable(seq.entries().get(0).path().getFileName().toString()),
                SafeText.printable(seq.entries().get(seq.size() - 1).path().getFileName().toString()));
        out.println("Parameters sharing >= N heading bits with the previous snapshot (Delta snapshots, Wang et al. 2019, Table 1), equal");
        out.println("parameters (Table 7) and equal pages (Table 6), over the tensors both snapshots hold (skipped:");
        out.println("tensors only one of them holds):");
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%10s %10s", "from", "to"));
        for (int n = MIN_BITS; n <= MAX_BITS; n++) {
            head.append(String.format(Locale.ROOT, " %7s", ">=" + n));
        }
        head.append(String.format(Locale.ROOT, " %20s %12s %8s", "equal params", "equal pages", "skipped"));
        out.println(head);
        for (PairJson p : doc.pairs()) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%10d %10d", p.from(), p.to()));
            for (int n = MIN_BITS; n <= MAX_BITS; n++) {
                row.append(String.format(Locale.ROOT, " %6.2f%%", 100 * p.headingBits().get(Integer.toString(n))));
            }
            row.append(String.format(Locale.ROOT, " %,11d (%5.2f%%) %12s %8d", p.equalParamsCount(),
                    100 * p.equalParams(), p.equalPages() + "/" + p.pages(), p.skippedTensors()));
            out.println(row);
        }
        out.println();
        out.println("Exponent histograms (Delta snapshots, Wang et al. 2019, Fig. 8): biased exponents holding >= 1% of the elements");
        for (HistogramJson h : doc.exponentHistograms()) {
            long total = h.counts().values().stream().mapToLong(Long::longValue).sum();
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%10d %-7s", h.iteration(), h.dtype()));
            long rest = 0;
            for (Map.Entry<String, Long> e : h.counts().entrySet()) {
                double share = (double) e.getValue() / total;
                if (share >= 0.01) {
                    row.append(String.format(Locale.ROOT, " %s:%.1f%%", e.getKey(), 100 * share));
                } else {
                    rest += e.getValue();
                }
            }
            if (rest > 0) {
                row.append(String.format(Locale.ROOT, "  (others %.1f%%)", 100.0 * rest / total));
            }
            out.println(row);
        }
    }
}
