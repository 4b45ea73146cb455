package org.snapwear.trace.stats;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The statistics of a whole sequence: one {@link PairStatistics} per adjacent pair and the exponent
 * histograms of every snapshot. Computed with at most two snapshots open.
 *
 * @param pairs               adjacent pairs in sequence order
 * @param exponentHistograms  per snapshot (in sequence order) and floating dtype
 */
public record SequenceStatistics(List<PairStatistics> pairs, List<ExponentHistogram> exponentHistograms) {

    public SequenceStatistics {
        pairs = Collections.unmodifiableList(new ArrayList<>(pairs));
        exponentHistograms = Collections.unmodifiableList(new ArrayList<>(exponentHistograms));
    }

    /** With 4 KB pages. */
    public static SequenceStatistics compute(SnapshotSequence sequence) throws IOException {
        return compute(sequence, PairComparator.DEFAULT_PAGE_SIZE);
    }

    /**
     * Pairs are compared over the tensors both snapshots hold ({@link PairStatistics#skippedTensors()} counts the
     * others).
     *
     * @throws org.snapwear.trace.sequence.SequenceMismatchException if a tensor name has another dtype or shape in
     *                                                               two adjacent snapshots
     */
    public static SequenceStatistics compute(SnapshotSequence sequence, int pageSize) throws IOException {
        List<PairStatistics> pairs = new ArrayList<>();
        List<ExponentHistogram> hist = new ArrayList<>();
        if (sequence.size() == 1) {
            try (Snapshot s = sequence.open(0)) {
                hist.addAll(ExponentHistograms.of(s));
            }
        }
        sequence.forEachPair((i, older, newer) -> {
            if (i == 1) {
                hist.addAll(ExponentHistograms.of(older));
            }
            pairs.add(PairComparator.compare(older, newer, pageSize));
            hist.addAll(ExponentHistograms.of(newer));
        });
        return new SequenceStatistics(pairs, hist);
    }
}
