package org.snapwear.study.sweep;

import java.io.IOException;

import org.snapwear.study.outcome.SchemeStream;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/** Computes save streams: the expensive, once-per-key part of a sweep (compressing the whole sequence). */
public final class SweepStreams {

    private SweepStreams() {
    }

    /**
     * Saves every snapshot of {@code seq} under the key's scheme ({@link SchemeRuns#simulate}, the simulation of
     * {@code snapwear compress} and {@code snapwear ssd --sequence}).
     *
     * @throws IllegalArgumentException for an unknown codec or an irregularly spaced sequence
     */
    public static SaveStream compute(SnapshotSequence seq, SaveStreamKey key) throws IOException {
        return compute(seq, key, Progress.NONE);
    }

    /**
     * The same, asking {@code progress} before each snapshot is read whether to stop.
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} is cancelled
     */
    public static SaveStream compute(SnapshotSequence seq, SaveStreamKey key, Progress progress) throws IOException {
        return new SaveStream(key, SchemeStream.simulate(seq, key.spec(), key.loss(), progress));
    }
}
