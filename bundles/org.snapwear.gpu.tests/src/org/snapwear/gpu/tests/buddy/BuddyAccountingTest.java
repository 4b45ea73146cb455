package org.snapwear.gpu.tests.buddy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.snapwear.gpu.bpc.BpcCompressor;
import org.snapwear.gpu.buddy.AccessProfile;
import org.snapwear.gpu.buddy.AllocationResult;
import org.snapwear.gpu.buddy.BuddyLayout;
import org.snapwear.gpu.buddy.BuddyResult;
import org.snapwear.gpu.buddy.CompressibilityMap;
import org.snapwear.gpu.buddy.EntryRecord;
import org.snapwear.gpu.buddy.EntryTable;
import org.snapwear.gpu.buddy.ImageAnalyzer;
import org.snapwear.gpu.buddy.TargetRatio;
import org.snapwear.gpu.buddy.TargetSelector;
import org.snapwear.gpu.image.Allocation;
import org.snapwear.gpu.image.AllocationKind;
import org.snapwear.gpu.image.MemoryImage;

/** Sector and overflow accounting against values computed by hand from entries of known size. */
class BuddyAccountingTest {
    private static final double EPS = 1e-12;

    /** zeros: 10 zero entries; consts: 20 constant entries; randoms: 8 raw entries; mixed: 6 raw + 6 zero. */
    private static MemoryImage image() {
        int[] mixed = new int[12];
        for (int i = 0; i < 12; i++) {
            mixed[i] = i % 2 == 0 ? Images.RANDOM : Images.ZERO;
        }
        return Images.image(0, Images.alloc("act/zeros", Images.fill(10, Images.ZERO), 1),
                Images.alloc("param/consts", Images.fill(20, Images.CONST), 2),
                Images.alloc("grad/randoms", Images.fill(8, Images.RANDOM), 3),
                Images.alloc("opt/momentum/mixed", mixed, 4));
    }

    private static EntryTable analyze(MemoryImage img, int threads) {
        return new ImageAnalyzer(BpcCompressor.standard(), threads).analyze(img);
    }

    @Test
    void profiledTargetsFollowTheThreshold() {
        EntryTable t = analyze(image(), 2);
        assertArrayEquals(new TargetRatio[] {TargetRatio.X16, TargetRatio.X4, TargetRatio.X1, TargetRatio.X1},
                TargetSelector.profiled(t, 0.1, AccessProfile.UNIFORM));
        assertArrayEquals(new TargetRatio[] {TargetRatio.X16, TargetRatio.X4, TargetRatio.X1, TargetRatio.X4},
                TargetSelector.profiled(t, 0.5, AccessProfile.UNIFORM));
        // an access profile that never touches the raw entries of "mixed" lets it go to 4x under 10%
        AccessProfile skipRaw = e -> (e >= 38 && (e - 38) % 2 == 0) ? 0.0 : 1.0;
        assertEquals(TargetRatio.X4, TargetSelector.profiled(t, 0.1, skipRaw)[3]);
    }

    @Test
    void summaryMatchesHandComputation() {
        EntryTable t = analyze(image(), 2);
        assertEquals(50, t.entries());
        TargetRatio[] targets = {TargetRatio.X16, TargetRatio.X4, TargetRatio.X1, TargetRatio.X4};
        BuddyResult r = new BuddyLayout(t, targets).summarize(AccessProfile.UNIFORM);
        long original = 50 * 128;
        long device = 10 * 8 + 20 * 32 + 8 * 128 + 12 * 32;
        assertEquals(original, r.originalBytes());
        assertEquals(device, r.deviceBytes());
        assertEquals(25, r.metadataBytes());
        assertEquals((double) original / device, r.compressionRatio(), EPS);
        assertEquals((double) original / (device + 25), r.capacityExpansion(), EPS);
        // only the 6 raw entries of "mixed" (4 sectors, 1 on device) overflow, 3 sectors each
        assertEquals(6.0 / 50, r.buddyEntryFraction(), EPS);
        assertEquals(6.0 / 50, r.buddyEntryAccessFraction(), EPS);
        double sectorsRead = 10 * 1 + 20 * 1 + 8 * 4 + 6 * 4 + 6 * 1;
        assertEquals(6 * 3 / sectorsRead, r.buddyAccessFraction(), EPS);
        double meanBits = (10 * 10 + 20 * Images.CONST_BITS + 8 * 1024 + 6 * 1024 + 6 * 10) / 50.0;
        assertEquals(meanBits, r.meanCompressedBits(), EPS);
        AllocationResult mixed = r.allocations().get(3);
        assertEquals("4", mixed.target());
        assertEquals(0.5, mixed.buddyEntryFraction(), EPS);
        assertEquals(4.0, mixed.ratio(), EPS);
        assertEquals(16.0, r.allocations().get(0).ratio(), EPS);
        assertTrue(r.allocations().get(0).allZero());
        assertEquals(10L * 120 + 20 * 96 + 0 + 12 * 96, r.buddyReservedBytes());
    }

    @Test
    void globalTargetOverflowsRawEntries() {
        EntryTable t = analyze(image(), 1);
        BuddyResult r = new BuddyLayout(t, TargetSelector.global(t, TargetRatio.X2)).summarize(AccessProfile.UNIFORM);
        assertEquals(2.0, r.compressionRatio(), EPS);
        // raw entries need 4 sectors, 2 on device: 8 + 6 entries overflow by 2 sectors
        assertEquals(14.0 / 50, r.buddyEntryFraction(), EPS);
        assertThrows(IllegalArgumentException.class, () -> TargetSelector.global(t, TargetRatio.X16));
    }

    @Test
    void entryRecordsAndMapLookUpByIndex() {
        EntryTable t = analyze(image(), 2);
        BuddyLayout l = new BuddyLayout(t, new TargetRatio[] {TargetRatio.X16, TargetRatio.X4, TargetRatio.X2,
            TargetRatio.X4});
        EntryRecord rec = l.record(38); // first entry of "mixed": raw
        assertEquals("opt/momentum/mixed", rec.allocationName());
        assertEquals(0, rec.indexInAllocation());
        assertEquals(1024, rec.compressedBits());
        assertEquals(1, rec.deviceSectors());
        assertEquals(3, rec.buddySectors());
        EntryRecord c = l.record(10); // first constant entry: base 1+32, one zero run
        assertEquals(Images.CONST_BITS, c.compressedBits());
        assertArrayEquals(new int[] {1, 0, 0, 0, 0, 0, 0, 33}, c.symbolCounts());
        EntryRecord g = l.record(30); // randoms at 2x: 2 device + 2 buddy
        assertEquals(2, g.deviceSectors());
        assertEquals(2, g.buddySectors());
        assertEquals(3, t.allocationOf(49));
        CompressibilityMap m = new CompressibilityMap(t, 3);
        assertEquals(1, m.rows());
        assertEquals(4, m.value(0, 0));
        assertEquals(0, m.value(0, 1));
        assertEquals(-1, m.value(0, 12));
        assertEquals(64, m.toArray().length);
    }

    @Test
    void resultsDoNotDependOnThreadCount() {
        Random r = new Random(5);
        ByteBuffer b = ByteBuffer.allocate(128 * 40_000 + 100).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < b.capacity() / 4; i++) {
            b.putInt(4 * i, r.nextInt(4) == 0 ? 0 : Float.floatToRawIntBits((float) r.nextGaussian()));
        }
        MemoryImage img = new MemoryImage("x", 0, java.util.List.of(new Allocation("dump", AllocationKind.RAW, b)), null);
        EntryTable one = analyze(img, 1);
        EntryTable four = analyze(img, 4);
        assertEquals(40_001, one.entries());
        for (int e = 0; e < one.entries(); e++) {
            assertEquals(one.bits(e), four.bits(e));
            assertEquals(one.isZero(e), four.isZero(e));
            assertEquals(one.symbolCount(e, 6), four.symbolCount(e, 6));
        }
        // the padded tail entry: 100 bytes of data then zeros, same size as an explicit zero-padded entry
        int[] words = new int[32];
        for (int i = 0; i < 25; i++) {
            words[i] = b.getInt(128 * 40_000 + 4 * i);
        }
        assertEquals(BpcCompressor.standard().compressedBits(words), one.bits(40_000));
    }
}
