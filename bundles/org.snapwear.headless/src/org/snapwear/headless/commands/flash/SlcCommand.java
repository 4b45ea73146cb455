package org.snapwear.headless.commands.flash;

import java.nio.file.Path;
import java.util.Locale;

import org.snapwear.flash.slc.DeltaCodec;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.ProgressivePageModel;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.SlcMetrics;
import org.snapwear.flash.slc.XorRleCodec;
import org.snapwear.headless.cli.Args;
import org.snapwear.headless.cli.CommandContext;
import org.snapwear.headless.cli.CommandFailedException;
import org.snapwear.headless.cli.Subcommand;
import org.snapwear.headless.cli.UsageException;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.study.fields.FieldRecordText;
import org.snapwear.trace.meta.LogicalPageHistory;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.trace.meta.PageVersion;

/** {@code snapwear slc}: stores a metadata version trace in SLC pages by progressive programming (seed 002). */
public final class SlcCommand implements Subcommand {

    @Override
    public String name() {
        return "slc";
    }

    @Override
    public String summary() {
        return "store a metadata version trace in SLC pages with progressive programming (seed 002)";
    }

    @Override
    public String usage() {
        return "snapwear slc TRACE --codec diff-index|xor-rle [--page 16384] [--delta-region 512] [--nop 0]\n"
                + "                 [--segment 8] [--index u16|varint] [--records-per-page 1] [--json]\n\n"
                + "TRACE is a metadata trace directory (index.csv + record images). Each logical page's versions are\n"
                + "appended as compressed deltas in the last --delta-region bytes of a --page byte SLC page until the\n"
                + "delta no longer fits or the page had --nop programs (default 0 = unlimited). Reports physical pages\n"
                + "vs one page per version, compression ratio (delta bytes / version bytes), latency and wear.";
    }

    @Override
    public int run(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        String codecId = args.requiredOption("--codec");
        int page = args.intOption("--page", ParameterRanges.SLC_PAGE_BYTES, 16384);
        int region = args.intOption("--delta-region", ParameterRanges.SLC_DELTA_REGION, 512);
        int nopOption = args.intOption("--nop", ParameterRanges.SLC_NOP, 0);
        int nop = nopOption == 0 ? Integer.MAX_VALUE : nopOption; // 0 = unlimited, as in a study
        int segment = args.intOption("--segment", ParameterRanges.SLC_SEGMENT, 8);
        String index = args.option("--index", "u16");
        int recordsPerPage = args.intOption("--records-per-page", 1);
        Path trace = args.requiredPath("TRACE (a metadata trace directory)");
        args.finish();
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
            for (FieldRecordText.Line l : FieldRecordText.lines(r)) {
                ctx.out().printf(Locale.ROOT, "%-26s %s%n", l.key(), l.value());
            }
        }
        return 0;
    }
}
