package org.snapwear.codec.watch;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

    /** Longest file name (bytes) of the file systems staging lives on (Linux NAME_MAX, tmpfs, ext4, xfs). */
    static final int NAME_MAX = 255;
    /**
     * Longest error file name: its durable write goes through a temporary {@code .tmp-NAME-UUID} (42 bytes more),
     * which must fit too.
     */
    static final int ERROR_NAME_MAX = NAME_MAX - 42;
    /** A hashed ingested name: {@code .snapwear-ingested-~HASH-ITERATION}. */
    private static final Pattern HASHED_INGESTED = Pattern.compile(Pattern.quote(INGESTED) + "~[0-9a-f]{16}-([0-9]+)");

    private StagingNames() {
    }

    /**
     * The name a committed checkpoint is renamed to: {@link #INGESTED}{@code NAME}, or for a name too long for that
     * (near NAME_MAX) {@link #INGESTED}{@code ~HASH-ITERATION}, HASH the first 16 hex digits of the SHA-256 of the
     * name: short, distinct per name, and still carrying the iteration a restart orders them by.
     */
    static String ingestedName(String name, long iteration) {
        String plain = INGESTED + name;
        return bytes(plain) <= NAME_MAX ? plain : INGESTED + "~" + hash(name) + "-" + iteration;
    }

    /** The iteration of a checkpoint renamed to {@link #ingestedName}, or -1. */
    static long ingestedIteration(String ingestedName) {
        Matcher m = HASHED_INGESTED.matcher(ingestedName);
        return m.matches() ? Long.parseLong(m.group(1)) : iterationOf(ingestedOriginal(ingestedName));
    }

    /**
     * The file holding the reason a checkpoint could not be ingested: {@code NAME.error}, or for a long name the
     * start of the name, {@code ~}, a hash of the whole name and {@code .error}, so the file and its temporary name
     * fit NAME_MAX.
     */
    public static String errorName(String name) {
        String plain = name + ERROR;
        if (bytes(plain) <= ERROR_NAME_MAX) {
            return plain;
        }
        String tail = "~" + hash(name) + ERROR;
        return prefix(name, ERROR_NAME_MAX - bytes(tail)) + tail;
    }

    private static int bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    /** The longest start of {@code s} within {@code max} UTF-8 bytes, not splitting a character. */
    private static String prefix(String s, int max) {
        int used = 0;
        int i = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            int n = bytes(new String(Character.toChars(cp)));
            if (used + n > max) {
                break;
            }
            used += n;
            i += Character.charCount(cp);
        }
        return s.substring(0, i);
    }

    private static String hash(String name) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(name.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
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
