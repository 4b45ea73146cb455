package org.snapwear.codec.watch;

import java.util.HashMap;
import java.util.Map;

/**
 * When a complete checkpoint may be ingested. A checkpoint is looked at (its {@link TreeFingerprint}) on every poll
 * before it is ingested, so one a job is still writing in place under its final name is seen changing; once seen
 * changing it must stay unchanged for the settle time, so it is not committed (and moved away from the job) in a
 * quiet gap between two of the job's writes. One that never changed is ingested on the second look.
 */
final class Settling {
    /** What a look at a checkpoint decided. */
    enum Verdict {
        /** unchanged since the last look, and settled if it was ever seen changing */
        READY,
        /** first seen now: looked at again on the next poll */
        NEW,
        /** changed since the last look (first time: worth an event) */
        CHANGED,
        /** changed before, unchanged since, not for the settle time yet */
        SETTLING
    }

    private record Look(TreeFingerprint print, long sinceNanos, boolean changed) {
    }

    private final long settleNanos;
    private final Map<String, Look> looks = new HashMap<>();

    Settling(long settleMillis) {
        this.settleNanos = settleMillis * 1_000_000L;
    }

    /** Records a look at {@code name} taken at {@code nanos} ({@link System#nanoTime}). */
    Verdict look(String name, TreeFingerprint print, long nanos) {
        Look last = looks.get(name);
        if (last == null) {
            looks.put(name, new Look(print, nanos, false));
            return Verdict.NEW;
        }
        if (!last.print().equals(print)) {
            looks.put(name, new Look(print, nanos, true));
            return last.changed() ? Verdict.SETTLING : Verdict.CHANGED;
        }
        return !last.changed() || nanos - last.sinceNanos() >= settleNanos ? Verdict.READY : Verdict.SETTLING;
    }

    /** An ingest found {@code name} changed (during its save, or after it): it settles from now on. */
    void changed(String name, TreeFingerprint print, long nanos) {
        looks.put(name, new Look(print, nanos, true));
    }

    /** {@code name} left the queue (ingested, failed, skipped). */
    void forget(String name) {
        looks.remove(name);
    }

    /** True once {@code name} was seen changing in this run. */
    boolean seenChanging(String name) {
        Look l = looks.get(name);
        return l != null && l.changed();
    }
}
