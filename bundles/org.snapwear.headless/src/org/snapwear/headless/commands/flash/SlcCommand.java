package org.snapwear.headless.commands.flash;

import java.nio.file.Path;
import java.util.Locale;

import org.snapwear.flash.slc.DeltaCodec;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.ProgressivePageModel;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.SlcMetrics;
import org.snapwear.flash.slc.XorRleCodec;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.headless.cli.support.MissingText;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.study.fields.FieldRecordText;
import org.snapwear.trace.meta.LogicalPageHistory;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.trace.meta.PageVersion;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code snapwear slc}: stores a metadata version trace in SLC pages by progressive programming ([SLC progressive programming, docs/papers.md#slc-progressive]). */
@Command(name = "slc", header = "store a metadata version trace in SLC pages with progressive programming (Zhang et al. 2015)",
        description = "Each logical page's versions are appended as compressed deltas in the last --delta-region "
                + "bytes of a --page byte SLC page until the delta no longer fits or the page had --nop programs "
                + "(default 0 = unlimited). Reports physical pages vs one page per version, compression ratio (delta "
                + "bytes / version bytes), latency and wear.")
public final class SlcCommand extends PicocliCommand {

    @MissingText("TRACE (a metadata trace directory)")
    @Parameters(paramLabel = "TRACE", description = "a metadata trace directory (index.csv + record images)")
    Path trace;

    @Option(names = "--codec", required = true, paramLabel = "diff-index|xor-rle", description = "the delta codec")
    String codecId;

    @Option(names = "--page", paramLabel = "BYTES", description = "SLC page size (default ${DEFAULT-VALUE})")
    long page = 16384;

    @Option(names = "--delta-region", paramLabel = "BYTES", description = "the page's last bytes that take deltas "
            + "(default ${DEFAULT-VALUE})")
    long region = 512;

    @Option(names = "--nop", paramLabel = "N", description = "programs per page before a reset (default 0 = "
            + "unlimited)")
    long nopOption;

    @Option(names = "--segment", paramLabel = "BYTES", description = "diff-index segment size (default "
            + "${DEFAULT-VALUE})")
    long segment = 8;

    @Option(names = "--index", paramLabel = "u16|varint", description = "diff-index index encoding (default "
            + "${DEFAULT-VALUE})")
    String index = "u16";

    @Option(names = "--records-per-page", paramLabel = "N", description = "metadata records per logical page "
            + "(default ${DEFAULT-VALUE})")
    int recordsPerPage = 1;

    @Option(names = { "-j", "--json" }, description = "print one JSON object")
    boolean json;

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        inRange("--page", ParameterRanges.SLC_PAGE_BYTES);
        inRange("--delta-region", ParameterRanges.SLC_DELTA_REGION);
        inRange("--nop", ParameterRanges.SLC_NOP);
        inRange("--segment", ParameterRanges.SLC_SEGMENT);
        int page = (int) this.page;
        int region = (int) this.region;
        int nop = nopOption == 0 ? Integer.MAX_VALUE : (int) nopOption; // 0 = unlimited, as in a study
        int segment = (int) this.segment;
        if (recordsPerPage < 1) {
            throw new UsageException("slc: --records-per-page must be at least 1, got " + recordsPerPage);
        }
        DeltaCodec codec;
        SlcConfig cfg;
        try {
            switch (codecId) {
                case "diff-index":
                    codec = new DiffIndexCodec(segment, index.equals("varint") ? DiffIndexCodec.IndexEncoding.VARINT_GAP
                            : DiffIndexCodec.IndexEncoding.valueOf(index.toUpperCase(Locale.ROOT)));
                    break;
                case "xor-rle":
                    codec = new XorRleCodec();
                    break;
                default:
                    throw new IllegalArgumentException("unknown codec '" + codecId + "' (diff-index, xor-rle)");
            }
            cfg = new SlcConfig(page, region, nop, 41, 150);
        } catch (IllegalArgumentException e) {
            throw new UsageException("slc: " + e.getMessage());
        }
        MetaVersionTrace t = MetaVersionTrace.open(trace);
        ProgressivePageModel model = new ProgressivePageModel(cfg, codec);
        int versionBytes = 0;
        try {
            for (LogicalPageHistory h : t.logicalPages(recordsPerPage)) {
                for (PageVersion v : h) {
                    versionBytes = v.data().length;
                    model.update((int) h.logicalPageId(), v.data());
                }
            }
        } catch (IllegalArgumentException e) {
            throw new CommandFailedException("slc: " + trace + ": " + e.getMessage(), e);
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        }
        SlcMetrics m = model.metrics();
        if (m.roundTripMismatches() != 0) {
            throw new CommandFailedException("slc: " + m.roundTripMismatches() + " versions did not rebuild bit-exactly");
        }
        boolean diffIndex = codec instanceof DiffIndexCodec;
        SlcRunReport r = new SlcRunReport(trace.toString(), codec.id(), diffIndex ? segment : null,
                diffIndex ? index : null, page, region, nop == Integer.MAX_VALUE ? null : nop, versionBytes, m);
        if (json) {
            ctx.printJson(r);
        } else {
            FieldRecordText.render(r).forEach(ctx.out()::println);
        }
        return 0;
    }
}
