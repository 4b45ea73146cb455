package org.snapwear.study.sweep;

import java.io.Serializable;

import org.snapwear.study.outcome.SchemeOutcome;

/**
 * The result of one sweep cell: the cell and its stream evaluated on the cell's device (a
 * {@linkplain SchemeOutcome#ran() failed} outcome when the device could not take the stream).
 *
 * @param cell    the cell
 * @param outcome its scheme on its device
 */
public record SweepRow(SweepCell cell, SchemeOutcome outcome) implements Serializable {

    private static final long serialVersionUID = 3L;

    /** Whether the cell ran (its device figures are measurements). */
    public boolean ran() {
        return outcome.ran();
    }
}
