package org.snapwear.codec.watch;

import java.nio.file.Path;

import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The naming rules of a staging directory. Jobs publish a checkpoint by renaming it from a temporary name (Hugging
 * Face {@code tmp-checkpoint-N}, anything starting with {@code tmp}) to its final one, or by writing a
 * {@code NAME.done} marker after it; names starting with {@code tmp} or {@code .} are never complete, which is also
 * how the watcher's own files stay out of the queue.
 */
public final class StagingNames {
    /** Suffix of the marker a job writes after a checkpoint it wrote in place. */
    public static final String DONE = ".done";
    /** Suffix of the file holding the one-line reason a checkpoint could not be ingested. */
    public static final String ERROR = ".error";
    /** Marker the watcher keeps in the staging directory while staged bytes exceed the cap. */
    public static final String FULL = ".snapwear-full";
    /**
     * Prefix a committed checkpoint is renamed to: out of the job's sight and never complete, it is kept only as the
     * next save's reference on disk and removed once that save commits.
     */
    public static final String INGESTED = ".snapwear-ingested-";

    private StagingNames() {
    }

    /** True for names that are never a complete checkpoint (temporary, hidden, or the watcher's own). */
    public static boolean neverComplete(String name) {
        return name.startsWith("tmp") || name.startsWith(".");
    }

    /** True for marker files (done or error), which are not checkpoints themselves. */
    public static boolean isMarker(String name) {
        return name.endsWith(DONE) || name.endsWith(ERROR);
    }

    /**
     * True for the files DeepSpeed's {@code save_checkpoint} writes beside each tag directory ({@code latest}, the
     * tag's name; {@code zero_to_fp32.py}): never checkpoints, and rewritten at every save, so they are neither
     * ingested nor given an error file.
     */
    public static boolean frameworkFile(String name) {
        return name.equals("latest") || name.equals("zero_to_fp32.py");
    }

    /**
     * The one-line reason written to {@code NAME.error} for a complete name without an iteration.
     */
    public static String noIterationReason(String name) {
        return name + ": no iteration in the name (the watcher reads it from the last iter, step, checkpoint, ckpt"
                + " or epoch followed by digits, as in checkpoint-500, global_step500, step-500.pt); rename it with"
                + " its iteration, or keep it out of the staging directory";
    }

    /** The iteration in a checkpoint name ({@link SnapshotSequence#iterationOf}), or -1. */
    public static long iterationOf(String name) {
        return SnapshotSequence.iterationOf(Path.of(name));
    }

    /** The name a checkpoint had before it was renamed to {@link #INGESTED}. */
    static String ingestedOriginal(String name) {
        return name.substring(INGESTED.length());
    }
}
