package org.snapwear.trace.sequence;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Two snapshots of one sequence disagree on a tensor: the same name with another shape or dtype (or, where a
 * check demands identical layouts, a missing or extra tensor). A name that changes meaning cannot be compared or
 * delta-encoded against its earlier self, so such a sequence cannot be analysed.
 */
public class SequenceMismatchException extends IOException {
    private static final long serialVersionUID = 1L;

    private final String tensor;
    private final transient Path first;
    private final transient Path second;
    private final String reason;

    /**
     * @param tensor the tensor name the snapshots disagree on
     * @param first  the earlier snapshot's file (may be null for generated snapshots)
     * @param second the later snapshot's file (may be null)
     * @param reason what differs, e.g. "shape [20, 1, 3, 3] vs [20, 1, 5, 5]"
     */
    public SequenceMismatchException(String tensor, Path first, Path second, String reason) {
        super("tensor " + tensor + " differs between " + first + " and " + second + ": " + reason);
        this.tensor = tensor;
        this.first = first;
        this.second = second;
        this.reason = reason;
    }

    public String tensor() {
        return tensor;
    }

    public Path first() {
        return first;
    }

    public Path second() {
        return second;
    }

    public String reason() {
        return reason;
    }
}
