package org.snapwear.gpu.tests.buddy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.gpu.bpc.BpcCompressor;
import org.snapwear.gpu.buddy.AccessProfile;
import org.snapwear.gpu.buddy.ImageAnalyzer;
import org.snapwear.gpu.buddy.ImageSource;
import org.snapwear.gpu.buddy.OverflowReplay;
import org.snapwear.gpu.buddy.StepChange;
import org.snapwear.gpu.buddy.TargetRatio;
import org.snapwear.gpu.buddy.TargetSelector;
import org.snapwear.gpu.image.MemoryImage;

/** A sequence replayed into fixed targets: entries whose overflow grew or shrank, counted per step. */
class OverflowReplayTest {

    private static int[] kinds(int n, int rawFrom, int rawTo) {
        int[] k = Images.fill(n, Images.CONST);
        for (int i = rawFrom; i < rawTo; i++) {
            k[i] = Images.RANDOM;
        }
        return k;
    }

    /** Step 0: all constant; step 1: entries 0..4 become raw; step 2: only 3..4 stay raw, plus zero alloc waking. */
    private static final List<int[][]> STEPS = List.of(
            new int[][] {kinds(16, 0, 0), Images.fill(4, Images.ZERO)},
            new int[][] {kinds(16, 0, 5), Images.fill(4, Images.ZERO)},
            new int[][] {kinds(16, 3, 5), kinds(4, 0, 1)});

    private static ImageSource source(List<int[][]> steps) {
        return new ImageSource() {
            @Override
            public int size() {
                return steps.size();
            }

            @Override
            public MemoryImage open(int i) {
                return Images.image(100 * i, Images.alloc("param/w", steps.get(i)[0], i),
                        Images.alloc("act/z", steps.get(i)[1], 10 + i));
            }
        };
    }

    @Test
    void overflowChangesPerStep() throws IOException {
        OverflowReplay.Result r = new OverflowReplay(new ImageAnalyzer(BpcCompressor.standard(), 2))
                .replay(source(STEPS), 0, t -> TargetSelector.profiled(t, 0.0, AccessProfile.UNIFORM),
                        AccessProfile.UNIFORM);
        assertArrayEquals(new TargetRatio[] {TargetRatio.X4, TargetRatio.X16}, r.targets());
        StepChange s0 = r.steps().get(0);
        assertEquals(0, s0.grew());
        assertEquals(0, s0.buddyEntries());
        StepChange s1 = r.steps().get(1);
        assertEquals(100, s1.iteration());
        assertEquals(5, s1.grew());
        assertEquals(0, s1.shrank());
        assertEquals(15, s1.buddySectors()); // 5 raw entries at 4x: 3 buddy sectors each
        StepChange s2 = r.steps().get(2);
        // entries 0..2 shrank back to 0 buddy sectors; the zero allocation's first entry grew (8 B on device:
        // a 1024-bit entry needs ceil((1024 - 64) / 256) = 4 buddy sectors)
        assertEquals(3, s2.shrank());
        assertEquals(1, s2.grew());
        assertEquals(2 * 3 + 4, s2.buddySectors());
        assertEquals(1, s2.allocations().get(1).grew());
        assertEquals(3.0 / 20, s2.buddyEntryFraction(), 1e-12);
        // The step's access fraction is the one of its own image laid out with the fixed targets.
        assertEquals(0.0, s0.buddyAccessFraction());
        try (org.snapwear.gpu.image.MemoryImage img = source(STEPS).open(2)) {
            double expected = new org.snapwear.gpu.buddy.BuddyLayout(
                    new ImageAnalyzer(BpcCompressor.standard(), 1).analyze(img), r.targets())
                    .summarize(AccessProfile.UNIFORM).buddyAccessFraction();
            assertTrue(expected > 0);
            assertEquals(expected, s2.buddyAccessFraction(), 1e-15);
        }
    }

    @Test
    void profilingSnapshotFixesTargets() throws IOException {
        OverflowReplay.Result r = new OverflowReplay(new ImageAnalyzer(BpcCompressor.standard(), 1))
                .replay(source(STEPS), 1, t -> TargetSelector.profiled(t, 0.0, AccessProfile.UNIFORM),
                        AccessProfile.UNIFORM);
        assertEquals(TargetRatio.X1, r.targets()[0]); // 5 of 16 raw entries at threshold 0 -> 1x
        assertEquals(0, r.steps().get(2).buddyEntries() - 1); // at 1x only the woken 16x entry overflows
    }

    @Test
    void differentAllocationMapIsAnError() {
        List<int[][]> bad = List.of(STEPS.get(0), new int[][] {kinds(17, 0, 0), Images.fill(4, Images.ZERO)});
        assertThrows(IOException.class, () -> new OverflowReplay(new ImageAnalyzer(BpcCompressor.standard(), 1))
                .replay(source(bad), 0, t -> TargetSelector.global(t, TargetRatio.X2), AccessProfile.UNIFORM));
    }
}
