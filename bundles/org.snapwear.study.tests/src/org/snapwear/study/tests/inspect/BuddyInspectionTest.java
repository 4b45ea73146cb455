package org.snapwear.study.tests.inspect;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.buddy.BuddyAnalysis;
import org.snapwear.gpu.buddy.BuddyResult;
import org.snapwear.gpu.buddy.CompressibilityMap;
import org.snapwear.gpu.buddy.EntryRecord;
import org.snapwear.gpu.buddy.OverflowReplay;
import org.snapwear.gpu.buddy.StepChange;
import org.snapwear.gpu.buddy.TargetRatio;
import org.snapwear.gpu.image.Allocation;
import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.study.inspect.AllocationRow;
import org.snapwear.study.inspect.BuddyInspection;
import org.snapwear.study.inspect.BuddySettings;
import org.snapwear.study.inspect.InspectionSource;
import org.snapwear.study.inspect.OverflowDelta;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

class BuddyInspectionTest {
    /** A tiny generated run: 3 training steps (iterations 0, 3, 6). */
    static final GeneratorSettings TINY = GeneratorSettings.defaults().withParameters(10_000).withSchedule(6, 3);

    static InspectionSource source;

    @BeforeAll
    static void open() {
        source = InspectionSource.generated(TINY);
    }

    /** The entry's 128 bytes straight from the image, zero padded, as 32 little-endian words. */
    private static int[] words(Allocation a, int i) {
        byte[] b = new byte[128];
        ByteBuffer d = a.data();
        for (int k = 0; k < 128 && (long) i * 128 + k < a.bytes(); k++) {
            b[k] = d.get(i * 128 + k);
        }
        int[] w = new int[32];
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(w);
        return w;
    }

    @Test
    void entryLookupsEqualADirectComputation() throws Exception {
        for (BuddySettings s : List.of(BuddySettings.defaults(), new BuddySettings("bpc", TargetRatio.X2, 0))) {
            BuddyInspection insp = BuddyInspection.profile(source, 1, s, 2, new NullProgressMonitor());
            EntryCompressor c = s.compressor();
            assertEquals(c.symbolNames(), insp.symbolNames());
            int checked = 0;
            try (MemoryImage img = source.images().open(1)) {
                List<AllocationRow> rows = insp.allocations();
                assertEquals(img.allocations().size(), rows.size());
                for (AllocationRow row : rows) {
                    Allocation a = img.allocations().get(row.index());
                    assertEquals(a.name(), row.name());
                    assertEquals(a.kind().label(), row.kind());
                    assertEquals(a.entries(), row.entries());
                    TargetRatio t = TargetRatio.parse(row.target());
                    if (s.globalTarget() != null) {
                        assertEquals(s.globalTarget(), t);
                    }
                    // every entry of small allocations, a stride through large ones, always the last one
                    int stride = Math.max(1, a.entries() / 50);
                    java.util.TreeSet<Integer> picks = new java.util.TreeSet<>();
                    for (int i = 0; i < a.entries(); i += stride) {
                        picks.add(i);
                    }
                    picks.add(a.entries() - 1);
                    for (int i : picks) {
                        int[] w = words(a, i);
                        byte[] counts = new byte[c.symbolNames().size()];
                        int bits = c.analyze(w, counts, 0);
                        assertEquals(bits, c.compressedBits(w));
                        EntryRecord r = insp.entry(row.index(), i);
                        assertEquals(row.firstEntry() + i, r.entry());
                        assertEquals(bits, r.compressedBits(), a.name() + " entry " + i);
                        int sectors = Math.max(1, (bits + 255) / 256);
                        int buddy = bits <= t.deviceBytes() * 8 ? 0 : (bits - t.deviceBytes() * 8 + 255) / 256;
                        assertEquals(buddy, r.buddySectors(), a.name() + " entry " + i);
                        assertEquals(sectors - buddy, r.deviceSectors(), a.name() + " entry " + i);
                        boolean zero = true;
                        for (int x : w) {
                            zero &= x == 0;
                        }
                        assertEquals(zero, r.zero());
                        for (int k = 0; k < counts.length; k++) {
                            assertEquals(counts[k] & 0xFF, r.symbolCounts()[k], a.name() + " entry " + i + " symbol " + k);
                        }
                        // the map cell of the entry: sectors, or 0 for an all-zero entry
                        CompressibilityMap m = insp.map(row.index());
                        assertEquals(zero ? 0 : sectors, m.value(i / 64, i % 64));
                        checked++;
                    }
                }
            }
            assertTrue(checked > 200, "checked " + checked);
        }
    }

    @Test
    void summaryFollowsFromTheAllocations() throws Exception {
        BuddyInspection insp = BuddyInspection.profile(source, 2, BuddySettings.defaults(), 0, null);
        long original = 0;
        long device = 0;
        long buddyEntries = 0;
        try (MemoryImage img = source.images().open(2)) {
            for (AllocationRow row : insp.allocations()) {
                original += img.allocations().get(row.index()).bytes();
                device += (long) row.entries() * TargetRatio.parse(row.target()).deviceBytes();
                buddyEntries += row.buddyEntries();
            }
        }
        long meta = (insp.entries() + 1L) / 2; // 4 bits per entry
        BuddyResult s = insp.summary();
        assertEquals(original / (double) (device + meta), s.capacityExpansion(), 1e-12);
        assertEquals(buddyEntries / (double) insp.entries(), s.buddyEntryFraction(), 1e-12);
        assertEquals(meta / (double) original, s.metadataOverhead(), 1e-12);
    }

    @Test
    void overflowDeltasEqualOverflowReplay() throws Exception {
        BuddySettings s = new BuddySettings("bpc", null, 0.10);
        OverflowReplay.Result replay = BuddyAnalysis.replay(source.images(), 0, s.compressor(), s.policy(), 2);
        BuddyInspection prev = BuddyInspection.profile(source, 0, s, 2, null);
        assertArrayEquals(replay.targets(), prev.targets());
        long total = 0;
        for (int i = 1; i < source.size(); i++) {
            BuddyInspection cur = BuddyInspection.withTargets(source, i, s, prev.targets(), 2, null);
            OverflowDelta d = OverflowDelta.between(prev, cur);
            StepChange step = replay.steps().get(i);
            assertEquals(step.grew(), d.grew().length, "step " + i);
            assertEquals(step.shrank(), d.shrank().length, "step " + i);
            List<AllocationRow> rows = cur.allocations();
            for (AllocationRow row : rows) {
                StepChange.AllocationChange ac = step.allocations().get(row.index());
                assertEquals(ac.name(), row.name());
                assertEquals(ac.grew(), d.grewIn(row), row.name());
                assertEquals(ac.shrank(), d.shrankIn(row), row.name());
                assertEquals(ac.buddyEntries(), row.buddyEntries(), row.name());
            }
            // each listed entry really changed its buddy sectors, by a direct look at both records
            for (int e : d.grew()) {
                assertTrue(cur.entry(e).buddySectors() > prev.entry(e).buddySectors());
                assertEquals(1, d.direction(e));
            }
            for (int e : d.shrank()) {
                assertTrue(cur.entry(e).buddySectors() < prev.entry(e).buddySectors());
                assertEquals(-1, d.direction(e));
            }
            total += d.grew().length + d.shrank().length;
            prev = cur;
        }
        assertTrue(total > 0, "training must change some entries' overflow");
    }

    @Test
    void generatedStepsEqualTheGeneratorsTrainingStepMemory() throws Exception {
        try (Snapshot direct = TrainingRunGenerator.trainingStepMemory(TINY, 3);
                MemoryImage img = source.images().open(1)) {
            assertEquals(3, img.iteration());
            assertEquals(direct.tensors().size(), img.allocations().size());
            for (int k = 0; k < direct.tensors().size(); k++) {
                Tensor t = direct.tensors().get(k);
                Allocation a = img.allocations().get(k);
                assertEquals(t.name(), a.name());
                assertEquals(t.data().rewind(), a.data().rewind(), t.name());
            }
        }
        assertEquals(List.of("training step at iteration 0", "training step at iteration 3",
                "training step at iteration 6"), source.labels());
    }
}
