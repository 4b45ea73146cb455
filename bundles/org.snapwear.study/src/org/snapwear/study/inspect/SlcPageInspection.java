package org.snapwear.study.inspect;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.flash.slc.DeltaCodec;
import org.snapwear.flash.slc.ProgressivePageModel;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.SlcMetrics;
import org.snapwear.flash.slc.SlcPageEvent;
import org.snapwear.trace.meta.LogicalPageHistory;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.trace.meta.PageVersion;

/**
 * The history of one logical page of a metadata trace under the SLC progressive-page model ([SLC progressive programming, docs/papers.md#slc-progressive]): every
 * version stored by {@link ProgressivePageModel} and the layout of the physical page after it, read from the
 * model's {@link SlcPageEvent}s. Pages are independent in the model, so running one logical page alone gives
 * exactly its part of a whole-trace run.
 */
public final class SlcPageInspection {
    private final SlcConfig config;
    private final String codecId;
    private final long logicalPageId;
    private final List<SlcVersionStep> steps;
    private final SlcMetrics metrics;

    private SlcPageInspection(SlcConfig config, String codecId, long logicalPageId, List<SlcVersionStep> steps,
            SlcMetrics metrics) {
        this.config = config;
        this.codecId = codecId;
        this.logicalPageId = logicalPageId;
        this.steps = List.copyOf(steps);
        this.metrics = metrics;
    }

    /** A logical page and its number of versions, for choosers. */
    public record PageChoice(long logicalPageId, int versions) {
    }

    /** The logical pages of the trace, most versions first (ties by page id). */
    public static List<PageChoice> mostUpdated(MetaVersionTrace trace, int recordsPerPage) {
        List<PageChoice> out = new ArrayList<>();
        for (LogicalPageHistory h : trace.logicalPages(recordsPerPage)) {
            out.add(new PageChoice(h.logicalPageId(), h.versionCount()));
        }
        out.sort(Comparator.comparingInt(PageChoice::versions).reversed()
                .thenComparingLong(PageChoice::logicalPageId));
        return out;
    }

    /** Stores every version of logical page {@code logicalPageId} and records the page after each one. */
    public static SlcPageInspection run(MetaVersionTrace trace, int recordsPerPage, long logicalPageId,
            SlcConfig config, DeltaCodec codec, IProgressMonitor monitor) throws IOException {
        LogicalPageHistory h = trace.logicalPage(logicalPageId, recordsPerPage);
        if (h.versionCount() == 0) {
            throw new IllegalArgumentException(trace.directory() + ": logical page " + logicalPageId + " has no version");
        }
        if (h.pageBytes() > config.baseRegionBytes()) {
            throw new IllegalArgumentException(trace.directory() + ": logical page of " + h.pageBytes()
                    + " bytes does not fit p0 = " + config.baseRegionBytes() + " bytes (page " + config.pageBytes()
                    + " - delta region " + config.deltaRegionBytes() + ")");
        }
        SubMonitor sm = SubMonitor.convert(monitor, "SLC page " + logicalPageId, h.versionCount());
        ProgressivePageModel model = new ProgressivePageModel(config, codec);
        List<SlcPageEvent> events = new ArrayList<>();
        model.setListener(events::add);
        List<Long> versions = new ArrayList<>();
        try {
            for (PageVersion v : h) {
                if (sm.isCanceled()) {
                    throw new OperationCanceledException();
                }
                versions.add(v.version());
                model.update(0, v.data());
                sm.worked(1);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return new SlcPageInspection(config, codec.id(), logicalPageId, steps(events, versions, config), model.metrics());
    }

    /** Builds the per-version layouts from the model's events. */
    static List<SlcVersionStep> steps(List<SlcPageEvent> events, List<Long> versions, SlcConfig config) {
        List<SlcVersionStep> out = new ArrayList<>();
        List<SlcVersionStep.Segment> segments = new ArrayList<>();
        int partial = 0;
        int resets = 0;
        int resetsNop = 0;
        int pages = 0;
        for (int i = 0; i < events.size(); i++) {
            SlcPageEvent ev = events.get(i);
            if (ev.outcome() == SlcPageEvent.Outcome.APPENDED) {
                segments.add(new SlcVersionStep.Segment(ev.recordOffset(), ev.recordBytes(), versions.get(i)));
                partial++;
            } else {
                segments.clear();
                pages++;
                if (ev.outcome().isReset()) {
                    resets++;
                    if (ev.outcome() == SlcPageEvent.Outcome.RESET_NOP) {
                        resetsNop++;
                    }
                }
            }
            out.add(new SlcVersionStep(i, versions.get(i), ev.outcome(), ev.versionBytes(), ev.deltaBytes(), segments,
                    ev.deltaRegionUsed(), config.deltaRegionBytes() - ev.deltaRegionUsed(), ev.programsOnPage(),
                    partial, resets, resetsNop, pages));
        }
        return out;
    }

    public SlcConfig config() {
        return config;
    }

    public String codecId() {
        return codecId;
    }

    public long logicalPageId() {
        return logicalPageId;
    }

    /** One step per version, in version order. */
    public List<SlcVersionStep> steps() {
        return steps;
    }

    /** The model's metrics for this logical page alone (round-trip mismatches included: 0 expected). */
    public SlcMetrics metrics() {
        return metrics;
    }

    /** NOP limit as text ("unlimited" or the number). */
    public String nopText() {
        return config.nop() == Integer.MAX_VALUE ? "unlimited" : Integer.toString(config.nop());
    }
}
