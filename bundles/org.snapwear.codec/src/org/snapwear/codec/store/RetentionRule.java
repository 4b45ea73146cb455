package org.snapwear.codec.store;

/**
 * Which snapshots a save leaves in the store: what Algorithm 2 of [Delta snapshots, docs/papers.md#delta-snapshots]
 * keeps (it deletes a whole progressive group as soon as the next baseline is saved), or the newest N iterations
 * and what they are encoded against, for a job that wants to roll back further ({@link #keepNewest}). The deletions
 * go into the save's own commit.
 */
public sealed interface RetentionRule {

    /** Algorithm 2's deletions. */
    RetentionRule ALGORITHM_2 = new Algorithm2();

    /** The newest {@code keep} iterations stay restorable; every older one nothing kept needs is deleted. */
    static RetentionRule keepNewest(int keep) {
        return new KeepNewest(keep);
    }

    /** Algorithm 2's own deletions. */
    record Algorithm2() implements RetentionRule {
    }

    /** The newest {@code keep} iterations and their references. */
    record KeepNewest(int keep) implements RetentionRule {
        public KeepNewest {
            if (keep < 1) {
                throw new IllegalArgumentException("keep must be at least 1 (the newest iteration is what the next "
                        + "save is encoded against), got " + keep);
            }
        }
    }
}
