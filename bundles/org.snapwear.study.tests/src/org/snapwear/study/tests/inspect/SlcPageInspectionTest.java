package org.snapwear.study.tests.inspect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.flash.slc.DeltaCodec;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.SlcPageEvent.Outcome;
import org.snapwear.flash.slc.XorRleCodec;
import org.snapwear.study.inspect.SlcPageInspection;
import org.snapwear.study.inspect.SlcVersionStep;
import org.snapwear.trace.meta.MetaVersionTrace;

class SlcPageInspectionTest {
    static final int RECORD = 256;

    /**
     * A tiny trace: page 5 gets 25 versions (small edits, every 6th a large one), page 9 two versions. Returns
     * page 5's versions in order.
     */
    static List<byte[]> writeTrace(Path dir) throws IOException {
        SplittableRandom r = new SplittableRandom(11);
        StringBuilder index = new StringBuilder("version,page_no,file,note\n");
        List<byte[]> v5 = new ArrayList<>();
        byte[] page = new byte[RECORD];
        r.nextBytes(page);
        for (int v = 0; v < 25; v++) {
            if (v > 0) {
                int edits = v % 6 == 0 ? 40 : 1 + r.nextInt(3);
                for (int e = 0; e < edits; e++) {
                    page[r.nextInt(RECORD)] = (byte) r.nextInt();
                }
            }
            v5.add(page.clone());
            Files.write(dir.resolve("p5_v" + v + ".bin"), page);
            index.append(v).append(",5,p5_v").append(v).append(".bin,edit\n");
        }
        for (int v : new int[] {0, 7}) {
            byte[] q = new byte[RECORD];
            q[v] = 1;
            Files.write(dir.resolve("p9_v" + v + ".bin"), q);
            index.append(v).append(",9,p9_v").append(v).append(".bin,edit\n");
        }
        Files.writeString(dir.resolve("index.csv"), index);
        return v5;
    }

    @Test
    void historyEqualsAHandReplayOfTheModel(@TempDir Path dir) throws IOException {
        List<byte[]> versions = writeTrace(dir);
        MetaVersionTrace trace = MetaVersionTrace.open(dir);
        List<SlcPageInspection.PageChoice> pages = SlcPageInspection.mostUpdated(trace, 1);
        assertEquals(25, pages.get(0).versions());
        assertEquals(2, pages.get(1).versions());
        long page5 = pages.get(0).logicalPageId();
        for (DeltaCodec codec : List.of(new DiffIndexCodec(8), new XorRleCodec())) {
            for (int nop : new int[] {Integer.MAX_VALUE, 4}) {
                int region = nop == 4 ? 160 : 48;
                SlcConfig cfg = SlcConfig.split(RECORD, region, nop);
                SlcPageInspection insp = SlcPageInspection.run(trace, 1, page5, cfg, codec, null);
                List<SlcVersionStep> steps = insp.steps();
                assertEquals(25, steps.size());
                // replay by hand: append if programs < NOP and header + delta fits the free space, else reset
                List<int[]> segs = new ArrayList<>();
                int used = 0;
                int programs = 1;
                int partial = 0;
                int resets = 0;
                int resetsNop = 0;
                int sawReset = 0;
                for (int i = 0; i < versions.size(); i++) {
                    SlcVersionStep s = steps.get(i);
                    assertEquals(i, s.version());
                    assertEquals(RECORD, s.versionBytes());
                    if (i == 0) {
                        assertEquals(Outcome.FIRST, s.outcome());
                    } else {
                        int delta = codec.encode(versions.get(i - 1), versions.get(i)).length;
                        assertEquals(delta, s.deltaBytes());
                        int record = 2 + delta;
                        Outcome expect = programs >= nop ? Outcome.RESET_NOP
                                : used + record > cfg.deltaRegionBytes() ? Outcome.RESET_DELTA_TOO_LARGE
                                        : Outcome.APPENDED;
                        assertEquals(expect, s.outcome(), "version " + i);
                        if (expect == Outcome.APPENDED) {
                            segs.add(new int[] {used, record, i});
                            used += record;
                            programs++;
                            partial++;
                        } else {
                            segs.clear();
                            used = 0;
                            programs = 1;
                            resets++;
                            resetsNop += expect == Outcome.RESET_NOP ? 1 : 0;
                            sawReset++;
                            assertTrue(s.isReset());
                            assertTrue(s.describe(nop).startsWith("RESET"));
                        }
                    }
                    assertEquals(segs.size(), s.segments().size(), "version " + i);
                    for (int k = 0; k < segs.size(); k++) {
                        assertEquals(segs.get(k)[0], s.segments().get(k).offset());
                        assertEquals(segs.get(k)[1], s.segments().get(k).bytes());
                        assertEquals(segs.get(k)[2], s.segments().get(k).version());
                    }
                    assertEquals(used, s.deltaRegionUsed());
                    assertEquals(region - used, s.deltaRegionFree());
                    assertEquals(programs, s.programsOnPage());
                    assertEquals(partial, s.partialPrograms());
                    assertEquals(resets, s.resets());
                    assertEquals(resetsNop, s.resetsNop());
                    assertEquals(1 + resets, s.pagesWritten());
                }
                assertTrue(sawReset > 0 && partial > 0, codec.id() + " nop " + nop + " must show appends and resets");
                if (nop == 4) {
                    assertTrue(resetsNop > 0, "NOP 4 must force NOP resets");
                }
                assertEquals(0, insp.metrics().roundTripMismatches());
                assertEquals(1 + resets, insp.metrics().physicalPages());
            }
        }
    }

    @Test
    void pageLargerThanP0IsAClearError(@TempDir Path dir) throws IOException {
        writeTrace(dir);
        MetaVersionTrace trace = MetaVersionTrace.open(dir);
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> SlcPageInspection.run(trace, 1, 0, SlcConfig.split(128, 48, 4), new XorRleCodec(), null));
        assertTrue(e.getMessage().contains("does not fit p0"), e.getMessage());
        assertTrue(e.getMessage().contains(dir.toString()), e.getMessage());
    }
}
