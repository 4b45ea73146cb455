package org.snapwear.study.tests.analyses;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.flash.slc.DeltaCodec;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.XorRleCodec;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.meta.MetadataTraceGenerator;
import org.snapwear.trace.meta.LogicalPageHistory;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.trace.meta.PageVersion;

/**
 * The generated metadata trace against the real SQLite trace of the shared fixtures (sqlite_meta_trace, found by Fixtures) under both SLC delta codecs:
 * mean encoded delta bytes per page update and fresh pages of the progressive model within a factor of two (the
 * figures are in docs/generator.md). The trace engine's own test compares versions per page and changed bytes.
 */
class MetadataTraceComparisonTest {

    @TempDir
    Path tmp;

    static double meanDeltaBytes(Path trace, DeltaCodec codec) throws Exception {
        long updates = 0;
        long bytes = 0;
        for (LogicalPageHistory h : MetaVersionTrace.open(trace).logicalPages(1)) {
            byte[] prev = null;
            for (PageVersion v : h) {
                if (prev != null) {
                    updates++;
                    bytes += codec.encode(prev, v.data()).length;
                }
                prev = v.data();
            }
        }
        return (double) bytes / updates;
    }

    @Test
    void deltaBytesAndFreshPagesResembleTheRealTrace() throws Exception {
        Path real = Fixtures.path("sqlite_meta_trace");
        Path gen = MetadataTraceGenerator.write(MetadataTraceGenerator.Settings.defaults(), tmp.resolve("g"));
        for (DeltaCodec codec : new DeltaCodec[] {new DiffIndexCodec(8), new XorRleCodec()}) {
            double r = meanDeltaBytes(real, codec);
            double g = meanDeltaBytes(gen, codec);
            assertTrue(g >= r / 2 && g <= 2 * r, codec.id() + ": generated " + g + " B/update vs real " + r);
            long rp = SlcPagesAnalysisTest.slcCommand(real, SlcConfig.defaults(), codec).physicalPages();
            long gp = SlcPagesAnalysisTest.slcCommand(gen, SlcConfig.defaults(), codec).physicalPages();
            assertTrue(gp >= rp / 2 && gp <= 2 * rp, codec.id() + ": generated " + gp + " fresh pages vs real " + rp);
        }
    }
}
