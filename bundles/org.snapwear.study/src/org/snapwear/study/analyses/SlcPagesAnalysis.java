package org.snapwear.study.analyses;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.snapwear.flash.slc.DeltaCodec;
import org.snapwear.flash.slc.ProgressivePageModel;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.SlcMetrics;
import org.snapwear.model.study.MetadataTraceSource;
import org.snapwear.model.study.SlcCodec;
import org.snapwear.model.study.SlcSettings;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.SlcMapping;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.RunContext;
import org.snapwear.trace.meta.MetadataTraceGenerator;
import org.snapwear.trace.meta.LogicalPageHistory;
import org.snapwear.trace.meta.MetaTraceOptions;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.trace.meta.PageVersion;

/**
 * [SLC progressive programming, docs/papers.md#slc-progressive] Fig. 7: pages written when each metadata page version is appended as a delta to its physical SLC page
 * (progressive programming) instead of programmed into a fresh page. Both delta codecs run with the study's SLC
 * settings (page size, delta region, NOP, latencies, diff-index segment size), plus the conventional baseline of
 * one page program per version.
 *
 * <p>The trace is the study's metadata trace when one is set (a relative path resolves against the run's base
 * directory, the study file's directory, as the runner resolves sequence paths); otherwise the built-in
 * {@link MetadataTraceGenerator} writes one into the run's working directory, so a study never needs the
 * fixtures. Every record is its own logical page (records per page 1, the {@code slc} command's default).
 *
 * <p>Column meanings: {@code pages_written} = fresh physical pages programmed; {@code erases} = page erase cycles
 * consumed, one per fresh page (a page must be erased before its base program; the baseline consumes one per
 * version); {@code partial_programs} = delta appends (programs minus fresh pages); {@code resets} = fresh pages
 * forced by a full delta region or an exhausted NOP; latencies are the model's mean update and read latencies.
 */
public final class SlcPagesAnalysis implements Analysis {

    /** Trace name used in the table when the built-in generator produced the trace. */
    public static final String GENERATED_TRACE = "generated";
    /** Codec column of the one-page-program-per-version row. */
    public static final String BASELINE = "baseline";

    @Override
    public String id() {
        return TableIds.SLC_PAGES;
    }

    @Override
    public String title() {
        return "SLC progressive pages of the metadata trace";
    }

    @Override
    public boolean enabled(Study study) {
        return study.getAnalyses() != null && study.getAnalyses().isSlcPages();
    }

    @Override
    public int weight(RunContext context) {
        return 3;
    }

    /** The empty table with the contract's columns. */
    public static ResultTable newTable() {
        return new ResultTable(TableIds.SLC_PAGES, "SLC progressive pages (Zhang et al. 2015, Fig. 7)",
                "Metadata page versions stored as deltas appended to SLC pages, per delta codec, against one page "
                        + "program per version.",
                List.of(Column.of("trace", "Trace"), Column.of("codec", "Codec"),
                        new Column("versions", "Versions", "versions"),
                        new Column("pages_written", "Pages written", "pages"),
                        new Column("baseline_pages", "Baseline pages", "pages"),
                        new Column("pages_saved_pct", "Pages saved", "%"),
                        new Column("partial_programs", "Partial programs", "programs"),
                        new Column("resets", "Resets", "pages"),
                        new Column("write_latency_us", "Write latency", "us"),
                        new Column("read_latency_us", "Read latency", "us"),
                        new Column("erases", "Erases", "page erases")));
    }

    @Override
    public void run(RunContext context, IProgressMonitor monitor) throws Exception {
        SubMonitor sub = SubMonitor.convert(monitor, title(), 3);
        Study study = context.study();
        SlcSettings slc = study.getHardware().getSlc();
        MetadataTraceSource mt = study.getMetadataTrace();
        MetaVersionTrace trace;
        String name;
        if (mt != null && mt.getPath() != null && !mt.getPath().isBlank()) {
            Path p = Path.of(mt.getPath());
            Path dir = p.isAbsolute() ? p : context.options().baseDir().resolve(p).normalize();
            String id = mt.getIdColumn() == null || mt.getIdColumn().isBlank() ? null : mt.getIdColumn();
            trace = MetaVersionTrace.open(dir, new MetaTraceOptions(id, mt.getRecordSize()));
            name = mt.getPath();
        } else {
            sub.subTask("generating a metadata trace");
            Path dir = context.workDir().resolve("metadata-trace");
            trace = MetaVersionTrace.open(MetadataTraceGenerator.write(MetadataTraceGenerator.Settings.defaults(), dir));
            name = GENERATED_TRACE;
            context.results().putConfiguration("slc_trace", "generated: " + MetadataTraceGenerator.Settings.defaults());
        }
        sub.worked(1);
        SlcConfig cfg = SlcMapping.config(slc);
        ResultTable table = newTable();
        long versions = 0;
        for (SlcCodec c : new SlcCodec[] {SlcCodec.DIFF_INDEX, SlcCodec.XOR_RLE}) {
            Cancel.check(sub);
            SlcSettings copy = EcoreUtil.copy(slc);
            copy.setCodec(c);
            DeltaCodec codec = SlcMapping.codec(copy);
            sub.subTask(codec.id());
            SlcMetrics m = simulate(trace, cfg, codec, sub);
            versions = m.versions();
            table.addRow(name, codec.id(), m.versions(), m.physicalPages(), m.conventionalPages(),
                    savedPct(m.physicalPages(), m.conventionalPages()), m.programs() - m.physicalPages(),
                    m.resetsRegionFull() + m.resetsNop(), m.meanWriteMicros(), m.meanReadMicros(), m.physicalPages());
            sub.worked(1);
        }
        // Conventional store: every version is programmed into a fresh (erased) page and read with one page read.
        table.addRow(name, BASELINE, versions, versions, versions, 0.0, 0L, 0L, cfg.writeMicros(), cfg.readMicros(),
                versions);
        context.results().add(table);
    }

    /** Runs the progressive-page model over every logical page of the trace (one record per page). */
    static SlcMetrics simulate(MetaVersionTrace trace, SlcConfig cfg, DeltaCodec codec, IProgressMonitor monitor)
            throws IOException {
        ProgressivePageModel model = new ProgressivePageModel(cfg, codec);
        try {
            for (LogicalPageHistory h : trace.logicalPages(1)) {
                Cancel.check(monitor);
                for (PageVersion v : h) {
                    model.update((int) h.logicalPageId(), v.data());
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        } catch (IllegalArgumentException e) {
            throw new IOException(trace.directory() + ": " + e.getMessage(), e);
        }
        SlcMetrics m = model.metrics();
        if (m.roundTripMismatches() != 0) {
            throw new IOException(trace.directory() + ": " + m.roundTripMismatches() + " versions did not rebuild "
                    + "bit-exactly with codec " + codec.id());
        }
        return m;
    }

    static double savedPct(long pages, long baseline) {
        return baseline == 0 ? 0 : 100.0 * (baseline - pages) / baseline;
    }
}
