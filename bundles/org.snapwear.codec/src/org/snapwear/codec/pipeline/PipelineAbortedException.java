package org.snapwear.codec.pipeline;

import java.io.IOException;

/** Thrown to a pipeline stage that was waiting when another stage failed; the cause is the original failure. */
public final class PipelineAbortedException extends IOException {
    private static final long serialVersionUID = 1L;

    public PipelineAbortedException(Throwable cause) {
        super("pipeline aborted: " + cause, cause);
    }
}
