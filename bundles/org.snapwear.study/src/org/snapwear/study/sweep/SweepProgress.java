package org.snapwear.study.sweep;

/**
 * Told how a {@link SweepRunner} run goes, for a console or a progress bar. Called from the worker threads as tasks
 * finish, in no fixed order: implementations must be thread-safe, and nothing they see changes a row.
 */
public interface SweepProgress {

    /** Tells nothing. */
    SweepProgress NONE = new SweepProgress() {
        @Override
        public void streamDone(SaveStream stream, int done, int total) {
            // nobody listens
        }

        @Override
        public void cellDone(SweepRow row, int done, int total) {
            // nobody listens
        }
    };

    /** A save stream is computed; {@code done} of {@code total} are. */
    void streamDone(SaveStream stream, int done, int total);

    /** A cell is replayed; {@code done} of {@code total} are. */
    void cellDone(SweepRow row, int done, int total);
}
