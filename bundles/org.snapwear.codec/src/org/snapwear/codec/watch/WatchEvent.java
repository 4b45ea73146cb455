package org.snapwear.codec.watch;

import java.util.List;

/** What a {@link StagingWatcher} reports, one event per line of its log (or JSON object). */
public sealed interface WatchEvent {

    /** The event's name in the JSON lines ({@code ingested}, {@code error}, {@code backlog}, {@code full}, ...). */
    String event();

    /**
     * A checkpoint is in the store and gone from the staging directory.
     *
     * @param name          its name in the staging directory
     * @param iteration     iteration
     * @param rawBytes      bytes of the checkpoint's files
     * @param writtenBytes  bytes the save wrote (its store files and the manifest); 0 if it was already stored
     * @param seconds       time from the start of the ingest to its removal from staging
     * @param kind          baseline or delta (empty if it was already stored)
     * @param references    iterations the delta was encoded against
     * @param alreadyStored true if a previous run had committed it before it was killed: recognised, not saved again
     * @param deleted       iterations the store dropped after this save (Algorithm 2, then retention)
     */
    record Ingested(String name, long iteration, long rawBytes, long writtenBytes, double seconds, String kind,
            List<Long> references, boolean alreadyStored, List<Long> deleted) implements WatchEvent {
        @Override
        public String event() {
            return "ingested";
        }

        /** Written bytes in percent of the checkpoint's bytes. */
        public double percentOfRaw() {
            return 100.0 * writtenBytes / Math.max(1, rawBytes);
        }
    }

    /**
     * A checkpoint could not be ingested; it stays in the staging directory with {@code NAME.error}.
     *
     * @param name      its name
     * @param iteration iteration; -1 for a name without one
     * @param reason    the one-line reason written to the error file
     */
    record Failed(String name, long iteration, String reason) implements WatchEvent {
        @Override
        public String event() {
            return "error";
        }
    }

    /**
     * Complete checkpoints are queuing up: the job writes faster than the store ingests (none is dropped).
     *
     * @param depth       complete checkpoints waiting, including the one being ingested
     * @param waiting     their names, in the order they will be ingested
     * @param stagedBytes bytes in the staging directory
     */
    record Backlog(int depth, List<String> waiting, long stagedBytes) implements WatchEvent {
        @Override
        public String event() {
            return "backlog";
        }
    }

    /**
     * The staged bytes crossed the cap: the full marker was written ({@code full}) or removed.
     *
     * @param full           true while the marker is up
     * @param stagedBytes    bytes in the staging directory
     * @param maxStagedBytes the cap
     * @param marker         the marker file
     */
    record Full(boolean full, long stagedBytes, long maxStagedBytes, String marker) implements WatchEvent {
        @Override
        public String event() {
            return "full";
        }
    }

    /**
     * A checkpoint changed while it was read (a job still writing it under its final name); it is tried again.
     *
     * @param name   its name
     * @param reason what the save said
     */
    record Changing(String name, String reason) implements WatchEvent {
        @Override
        public String event() {
            return "changing";
        }
    }

    /**
     * The store's disk is full (or the quota reached): the checkpoint stays in staging under its name, without an
     * error file, and is saved again once there is room; later ones wait behind it, so nothing is lost.
     *
     * @param name         its name
     * @param iteration    iteration
     * @param reason       what the save said
     * @param retrySeconds when it is tried again
     */
    record Retrying(String name, long iteration, String reason, double retrySeconds) implements WatchEvent {
        @Override
        public String event() {
            return "retry";
        }
    }

    /**
     * An entry of the staging directory the watcher could not handle (a done marker that is a non-empty directory,
     * a committed checkpoint that cannot be moved away, an error file that cannot be written): left alone for the
     * rest of this run, while the others are ingested.
     *
     * @param name   the entry's name
     * @param reason why
     */
    record Skipped(String name, String reason) implements WatchEvent {
        @Override
        public String event() {
            return "skipped";
        }
    }
}
