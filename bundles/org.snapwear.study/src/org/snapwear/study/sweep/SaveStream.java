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

    /** The stream of a simulated run under {@code key}. */
    public static SaveStream of(SaveStreamKey key, SimulationResult sim) {
        return new SaveStream(key, SchemeStream.of(sim));
    }
}
