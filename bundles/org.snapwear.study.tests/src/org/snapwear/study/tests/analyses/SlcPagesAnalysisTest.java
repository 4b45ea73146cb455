package org.snapwear.study.tests.analyses;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.flash.slc.DeltaCodec;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.ProgressivePageModel;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.SlcMetrics;
import org.snapwear.flash.slc.XorRleCodec;
import org.snapwear.model.study.MetadataTraceSource;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.SlcPagesAnalysis;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.RunContext;
import org.snapwear.trace.meta.MetadataTraceGenerator;
import org.snapwear.trace.meta.LogicalPageHistory;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.trace.meta.PageVersion;

/**
 * The slc_pages table against the progressive-page model run the way {@code snapwear slc TRACE --codec C} runs
 * it (records per page 1), and against counts taken from the trace itself (versions = page versions listed).
 */
class SlcPagesAnalysisTest {

    @TempDir
    Path tmp;

    /** What {@code snapwear slc} computes for one codec with the study's SLC page settings. */
    static SlcMetrics slcCommand(Path trace, SlcConfig cfg, DeltaCodec codec) throws Exception {
        ProgressivePageModel model = new ProgressivePageModel(cfg, codec);
        for (LogicalPageHistory h : MetaVersionTrace.open(trace).logicalPages(1)) {
            for (PageVersion v : h) {
                model.update((int) h.logicalPageId(), v.data());
            }
        }
        return model.metrics();
    }

    static ResultTable run(Study study, Path work) throws Exception {
        RunContext ctx = Studies.context(study, work);
        new SlcPagesAnalysis().run(ctx, new NullProgressMonitor());
        return ctx.results().table(TableIds.SLC_PAGES).orElseThrow();
    }

    static void assertRowMatches(ResultTable t, int row, SlcMetrics m, String codec) {
        assertEquals(codec, t.text(row, "codec"));
        assertEquals(m.versions(), (long) t.number(row, "versions"));
        assertEquals(m.physicalPages(), (long) t.number(row, "pages_written"));
        assertEquals(m.conventionalPages(), (long) t.number(row, "baseline_pages"));
        assertEquals(m.programs() - m.physicalPages(), (long) t.number(row, "partial_programs"));
        assertEquals(m.resetsRegionFull() + m.resetsNop(), (long) t.number(row, "resets"));
        assertEquals(m.meanWriteMicros(), t.number(row, "write_latency_us"));
        assertEquals(m.meanReadMicros(), t.number(row, "read_latency_us"));
        assertEquals(m.physicalPages(), (long) t.number(row, "erases"));
        assertEquals(100.0 * (m.versions() - m.physicalPages()) / m.versions(), t.number(row, "pages_saved_pct"), 1e-9);
    }

    @Test
    void studyTraceWithSmallDeltaRegionAndNopMatchesTheModel() throws Exception {
        Path trace = MetadataTraceGenerator.write(new MetadataTraceGenerator.Settings(120, 80, 0.8, 3),
                tmp.resolve("work").resolve("meta"));
        Study study = Studies.study();
        MetadataTraceSource mt = SnapwearFactory.eINSTANCE.createMetadataTraceSource();
        // Relative: resolved against the run's base directory (for a context made in a test, its work directory).
        mt.setPath("meta");
        study.setMetadataTrace(mt);
        study.getHardware().getSlc().setDeltaRegionBytes(256);
        study.getHardware().getSlc().setNop(4);
        study.getHardware().getSlc().setSegmentBytes(16);
        ResultTable t = run(study, tmp.resolve("work"));
        assertEquals(List.of("trace", "codec", "versions", "pages_written", "baseline_pages", "pages_saved_pct",
                "partial_programs", "resets", "write_latency_us", "read_latency_us", "erases"),
                t.columns().stream().map(Column::key).toList());
        assertEquals(3, t.rowCount());
        SlcConfig cfg = new SlcConfig(16384, 256, 4, 41, 150);
        assertRowMatches(t, 0, slcCommand(trace, cfg, new DiffIndexCodec(16)), "diff-index");
        assertRowMatches(t, 1, slcCommand(trace, cfg, new XorRleCodec()), "xor-rle");
        assertEquals("meta", t.text(0, "trace"));
        // Baseline: one fresh page per listed page version; the versions are the index.csv rows.
        long listed = Files.readAllLines(trace.resolve("index.csv")).size() - 1;
        assertEquals(listed, (long) t.number(2, "versions"));
        assertEquals(listed, (long) t.number(2, "pages_written"));
        assertEquals(listed, (long) t.number(2, "erases"));
        assertEquals(0.0, t.number(2, "pages_saved_pct"));
        assertEquals(150.0, t.number(2, "write_latency_us"));
        assertEquals(41.0, t.number(2, "read_latency_us"));
        // Every version is one program: a fresh page or an appended delta.
        for (int r = 0; r < 2; r++) {
            assertEquals(listed, (long) (t.number(r, "pages_written") + t.number(r, "partial_programs")));
            assertTrue(t.number(r, "pages_written") < listed, "progressive pages save programs of fresh pages");
        }
    }

    @Test
    void withoutAStudyTraceTheGeneratedTraceIsUsed() throws Exception {
        ResultTable t = run(Studies.study(), tmp.resolve("work"));
        // The analysis wrote the default generated trace into the run's working directory (the generator is
        // deterministic: MetadataTraceGeneratorTest), and the rows are the slc command's numbers on that directory.
        Path generated = tmp.resolve("work").resolve("metadata-trace");
        assertEquals(MetadataTraceGenerator.Settings.defaults().transactions(),
                MetaVersionTrace.open(generated).versions().stream().mapToLong(Long::longValue).max().orElseThrow());
        assertEquals(SlcPagesAnalysis.GENERATED_TRACE, t.text(0, "trace"));
        assertRowMatches(t, 0, slcCommand(generated, SlcConfig.defaults(), new DiffIndexCodec(8)), "diff-index");
        assertRowMatches(t, 1, slcCommand(generated, SlcConfig.defaults(), new XorRleCodec()), "xor-rle");
        assertEquals(SlcPagesAnalysis.BASELINE, t.text(2, "codec"));
    }
}
