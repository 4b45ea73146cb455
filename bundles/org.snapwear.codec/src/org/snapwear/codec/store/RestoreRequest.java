package org.snapwear.codec.store;

import java.nio.file.Path;

import org.snapwear.trace.progress.Progress;

/**
 * One restore, for {@link SnapshotStore#restore(RestoreRequest)}: which iteration, where to, in which form, whether
 * an existing target is replaced (once the new copy is complete), and where progress goes.
 *
 * @param iteration the kept iteration
 * @param out       the file or directory to write; it must not exist unless {@code replace}
 * @param form      what is written
 * @param replace   replace an existing {@code out}
 * @param progress  told the bytes written; asked whether to stop
 */
public record RestoreRequest(long iteration, Path out, Form form, boolean replace, Progress progress) {

    /** What a restore writes. */
    public enum Form {
        /** The checkpoint as it was saved: the same file or directory tree, byte for byte. */
        CHECKPOINT,
        /** The tensors alone, as one safetensors file (the form of entries saved as tensors only). */
        TENSORS,
        /** {@link #CHECKPOINT} for an entry saved as a whole checkpoint, else {@link #TENSORS}. */
        AS_SAVED
    }

    public RestoreRequest {
        if (out == null || form == null || progress == null) {
            throw new IllegalArgumentException("a restore needs a target, a form and a progress");
        }
    }

    /** The iteration as it was saved, to a new {@code out}, no progress. */
    public static RestoreRequest of(long iteration, Path out) {
        return new RestoreRequest(iteration, out, Form.AS_SAVED, false, Progress.NONE);
    }

    public RestoreRequest withForm(Form f) {
        return new RestoreRequest(iteration, out, f, replace, progress);
    }

    public RestoreRequest replacing(boolean r) {
        return new RestoreRequest(iteration, out, form, r, progress);
    }

    public RestoreRequest withProgress(Progress p) {
        return new RestoreRequest(iteration, out, form, replace, p);
    }
}
