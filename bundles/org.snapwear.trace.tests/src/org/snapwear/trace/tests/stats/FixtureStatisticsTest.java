package org.snapwear.trace.tests.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.stats.ExponentHistogram;
import org.snapwear.trace.stats.PairStatistics;
import org.snapwear.trace.stats.SequenceStatistics;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * The heading-bit figures of docs/papers.md#figures-delta-snapshots for the real PyTorch run, to 0.01
 * percent points; those figures were measured independently (Python, int.bit_length of the XOR).
 */
class FixtureStatisticsTest {
    private static SequenceStatistics stats;
    private static SnapshotSequence sequence;

    static Path fixture() {
        return Fixtures.path("cnn_digits_sgd");
    }

    @BeforeAll
    static void compute() throws IOException {
        sequence = SnapshotSequence.glob(fixture() + "/*.safetensors");
        stats = SequenceStatistics.compute(sequence);
    }

    @Test
    void sequenceHas21SnapshotsAnd20Pairs() {
        assertEquals(21, sequence.size());
        assertEquals(20, stats.pairs().size());
        assertEquals(0, stats.pairs().get(0).fromIteration());
        assertEquals(10000, stats.pairs().get(19).toIteration());
        for (PairStatistics p : stats.pairs()) {
            assertEquals(113_068, p.parameters());
            assertEquals(p.fromIteration() + 500, p.toIteration());
        }
    }

    @Test
    void firstPairMatchesDomainFacts() {
        PairStatistics p = stats.pairs().get(0);
        assertEquals(0, p.fromIteration());
        assertPercent(91.99, p.headingBitsFraction(4));
        assertPercent(69.87, p.headingBitsFraction(8));
        assertPercent(28.15, p.headingBitsFraction(12));
    }

    @Test
    void lastPairMatchesDomainFacts() {
        PairStatistics p = stats.pairs().get(19);
        assertEquals(9500, p.fromIteration());
        assertPercent(99.80, p.headingBitsFraction(4));
        assertPercent(97.52, p.headingBitsFraction(8));
        assertPercent(69.71, p.headingBitsFraction(12));
    }

    @Test
    void noEqualPageInAnyPair() {
        for (PairStatistics p : stats.pairs()) {
            assertEquals(0, p.equalPages(), p.toString());
            // 113,068 fp32 = 452,272 bytes per snapshot / 4096 = 110.4 -> 111 pages, the last one partial.
            assertEquals(111, p.pages());
        }
    }

    @Test
    void headingBitFractionsAreMonotone() {
        for (PairStatistics p : stats.pairs()) {
            for (int n = 1; n <= 32; n++) {
                assertTrue(p.atLeast(n) <= p.atLeast(n - 1));
            }
            assertEquals(p.equalParameters(), p.atLeast(32));
            assertEquals(p.parameters(), p.atLeast(0));
        }
    }

    @Test
    void exponentHistogramsMatchMathGetExponent() throws IOException {
        List<ExponentHistogram> h = stats.exponentHistograms();
        assertEquals(21, h.size());
        for (int i : new int[] {0, 20}) {
            long[] expected = new long[256];
            try (Snapshot s = sequence.open(i)) {
                for (Tensor t : s.tensors()) {
                    java.nio.FloatBuffer f = t.data().asFloatBuffer();
                    while (f.hasRemaining()) {
                        // Math.getExponent: unbiased, MIN_EXPONENT-1 for zero/subnormal, MAX_EXPONENT+1 for inf/NaN.
                        expected[Math.getExponent(f.get()) + 127]++;
                    }
                }
            }
            assertEquals(DType.F32, h.get(i).dtype());
            assertEquals(sequence.entries().get(i).iteration(), h.get(i).iteration());
            assertEquals(113_068, h.get(i).total());
            org.junit.jupiter.api.Assertions.assertArrayEquals(expected, h.get(i).counts());
        }
    }

    private static void assertPercent(double expectedPercent, double fraction) {
        assertEquals(expectedPercent, fraction * 100, 0.01);
    }
}
