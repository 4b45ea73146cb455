package org.snapwear.study.tests.inspect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.ProgressivePageModel;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.SlcPageEvent;
import org.snapwear.study.inspect.SlcPageInspection;
import org.snapwear.study.inspect.SlcVersionStep;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.meta.LogicalPageHistory;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.trace.meta.PageVersion;

/**
 * On the real SQLite trace: one logical page inspected alone equals that page's part of a whole-trace run of the
 * model (pages are independent), as the SLC command runs it.
 */
class SlcFixturePageTest {

    @Test
    void onePageAloneEqualsItsPartOfTheWholeTraceRun() throws Exception {
        MetaVersionTrace trace = MetaVersionTrace.open(Fixtures.pathOrSkip("sqlite_meta_trace"));
        SlcConfig cfg = SlcConfig.defaults().withNop(4);
        List<SlcPageInspection.PageChoice> pages = SlcPageInspection.mostUpdated(trace, 1);
        assertTrue(pages.get(0).versions() >= pages.get(pages.size() - 1).versions());
        long chosen = pages.get(0).logicalPageId();
        // whole trace, page after page as the slc command does, keeping the chosen page's events
        ProgressivePageModel whole = new ProgressivePageModel(cfg, new DiffIndexCodec(8));
        List<SlcPageEvent> events = new ArrayList<>();
        whole.setListener(ev -> {
            if (ev.logicalPage() == chosen) {
                events.add(ev);
            }
        });
        for (LogicalPageHistory h : trace.logicalPages(1)) {
            for (PageVersion v : h) {
                whole.update((int) h.logicalPageId(), v.data());
            }
        }
        SlcPageInspection insp = SlcPageInspection.run(trace, 1, chosen, cfg, new DiffIndexCodec(8), null);
        List<SlcVersionStep> steps = insp.steps();
        assertEquals(pages.get(0).versions(), steps.size());
        assertEquals(events.size(), steps.size());
        int resets = 0;
        for (int i = 0; i < steps.size(); i++) {
            SlcPageEvent ev = events.get(i);
            SlcVersionStep s = steps.get(i);
            assertEquals(ev.outcome(), s.outcome(), "version " + i);
            assertEquals(ev.deltaBytes(), s.deltaBytes(), "version " + i);
            assertEquals(ev.deltaRegionUsed(), s.deltaRegionUsed(), "version " + i);
            assertEquals(ev.programsOnPage(), s.programsOnPage(), "version " + i);
            resets += ev.outcome().isReset() ? 1 : 0;
            assertEquals(resets, s.resets());
        }
        assertEquals(0, insp.metrics().roundTripMismatches());
        assertEquals(1 + resets, insp.metrics().physicalPages());
    }
}
