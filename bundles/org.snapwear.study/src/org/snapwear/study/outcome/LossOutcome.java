package org.snapwear.study.outcome;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

import org.snapwear.study.sim.LossLabel;
import org.snapwear.study.sim.LossRow;

/**
 * A scheme saved with a loss profile and replayed on a device: the outcome (bytes, erases, as for an exact scheme)
 * with the profile it was saved with and the error it measured per loss role. What an analysis shows beside the
 * exact schemes, never in their place: exact stays the recommendation.
 *
 * @param loss    the loss profile and what it bounds
 * @param outcome the scheme's outcome with the profile
 * @param errors  the measured error per loss role over the run
 */
public record LossOutcome(LossLabel loss, SchemeOutcome outcome, List<LossRow> errors) implements Serializable {

    private static final long serialVersionUID = 1L;

    public LossOutcome {
        Objects.requireNonNull(loss, "loss");
        Objects.requireNonNull(outcome, "outcome");
        errors = List.copyOf(errors);
    }

    /** The stream's profile and errors with its outcome on a device ({@link SchemeEvaluation#evaluate}). */
    public static LossOutcome of(SchemeStream stream, SchemeOutcome outcome) {
        return new LossOutcome(stream.loss(), outcome, stream.lossErrors());
    }

    /** {@code chain dynrle/huffman-exp snap_dis 4 + moments-8bit}: the scheme and the profile. */
    public String label() {
        return outcome.label() + " + " + loss.name();
    }
}
