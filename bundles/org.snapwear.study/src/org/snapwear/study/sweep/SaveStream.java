package org.snapwear.study.sweep;

import java.io.Serializable;

import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.study.outcome.SchemeStream;

/**
 * A scheme's save stream over a sequence under its sweep key, computed once and replayed by every cell of that key.
 *
 * @param key    the scheme and snap_dis
 * @param stream the scheme's saves and totals
 */
public record SaveStream(SaveStreamKey key, SchemeStream stream) implements Serializable {

    private static final long serialVersionUID = 2L;

    /**
     * The stream of a simulated exact run under {@code key} (the Spark sweep's simulation is exact: a lossy key is
     * computed by {@link SweepStreams#compute}, which saves with the key's loss profile).
     *
     * @throws IllegalArgumentException for a key that names a loss profile
     */
    public static SaveStream of(SaveStreamKey key, SimulationResult sim) {
        if (!key.loss().isExact()) {
            throw new IllegalArgumentException("stream '" + key.scheme() + "' names a loss profile: it is computed "
                    + "by snapwear sweep, not from an exact simulation");
        }
        return new SaveStream(key, SchemeStream.of(sim));
    }
}
