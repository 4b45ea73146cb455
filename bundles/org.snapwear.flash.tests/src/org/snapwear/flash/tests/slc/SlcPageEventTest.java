package org.snapwear.flash.tests.slc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.slc.DeltaCodec;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.ProgressivePageModel;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.SlcMetrics;
import org.snapwear.flash.slc.SlcPageEvent;
import org.snapwear.flash.slc.SlcPageEvent.Outcome;
import org.snapwear.flash.slc.XorRleCodec;

/** The listener reports exactly the page layout a hand replay of the append/reset rule predicts. */
class SlcPageEventTest {

    private static List<byte[]> versions(long seed, int n, int size) {
        SplittableRandom r = new SplittableRandom(seed);
        List<byte[]> out = new ArrayList<>();
        byte[] v = new byte[size];
        r.nextBytes(v);
        out.add(v.clone());
        for (int i = 1; i < n; i++) {
            int edits = 1 + r.nextInt(i % 5 == 0 ? 12 : 3);
            for (int e = 0; e < edits; e++) {
                v[r.nextInt(size)] = (byte) r.nextInt();
            }
            out.add(v.clone());
        }
        return out;
    }

    @Test
    void eventsMatchAHandReplay() {
        for (DeltaCodec codec : List.of(new DiffIndexCodec(8), new XorRleCodec())) {
            for (int nop : new int[] {Integer.MAX_VALUE, 4}) {
                SlcConfig cfg = new SlcConfig(1024 + 96, 96, nop, 41, 150);
                List<byte[]> vs = versions(7 + nop, 60, 1024);
                List<SlcPageEvent> events = new ArrayList<>();
                ProgressivePageModel m = new ProgressivePageModel(cfg, codec);
                m.setListener(events::add);
                for (byte[] v : vs) {
                    m.update(3, v);
                }
                assertEquals(vs.size(), events.size());
                // hand replay of the rule: append if header + delta fits the free region and programs < NOP
                int used = 0;
                int programs = 0;
                int records = 0;
                int appended = 0;
                int resets = 0;
                for (int i = 0; i < vs.size(); i++) {
                    SlcPageEvent ev = events.get(i);
                    assertEquals(3, ev.logicalPage());
                    if (i == 0) {
                        assertEquals(Outcome.FIRST, ev.outcome());
                        programs = 1;
                    } else {
                        int delta = codec.encode(vs.get(i - 1), vs.get(i)).length;
                        assertEquals(delta, ev.deltaBytes());
                        int record = SlcConfig.RECORD_HEADER + delta;
                        if (programs >= nop) {
                            assertEquals(Outcome.RESET_NOP, ev.outcome(), "version " + i);
                        } else if (used + record > cfg.deltaRegionBytes()) {
                            assertEquals(Outcome.RESET_DELTA_TOO_LARGE, ev.outcome(), "version " + i);
                        } else {
                            assertEquals(Outcome.APPENDED, ev.outcome(), "version " + i);
                            assertEquals(used, ev.recordOffset());
                            assertEquals(record, ev.recordBytes());
                            used += record;
                            programs++;
                            records++;
                            appended++;
                        }
                        if (ev.outcome().isReset()) {
                            used = 0;
                            programs = 1;
                            records = 0;
                            resets++;
                            assertEquals(-1, ev.recordOffset());
                        }
                    }
                    assertEquals(used, ev.deltaRegionUsed());
                    assertEquals(programs, ev.programsOnPage());
                    assertEquals(records, ev.recordsOnPage());
                }
                SlcMetrics mm = m.metrics();
                assertEquals(appended, mm.deltaVersions());
                assertEquals(resets, mm.resetsNop() + mm.resetsRegionFull());
                assertTrue(resets > 0 && appended > 0, "the test data must exercise both appends and resets");
                // the listener changes nothing: same metrics without it
                ProgressivePageModel plain = new ProgressivePageModel(cfg, codec);
                for (byte[] v : vs) {
                    plain.update(3, v);
                }
                assertEquals(plain.metrics(), mm);
            }
        }
    }

    @Test
    void sizeChangeIsReported() {
        ProgressivePageModel m = new ProgressivePageModel(SlcConfig.split(256, 64, Integer.MAX_VALUE), new XorRleCodec());
        List<SlcPageEvent> events = new ArrayList<>();
        m.setListener(events::add);
        m.update(0, new byte[100]);
        m.update(0, new byte[120]);
        assertEquals(Outcome.RESET_SIZE_CHANGED, events.get(1).outcome());
        assertEquals(-1, events.get(1).deltaBytes());
    }
}
