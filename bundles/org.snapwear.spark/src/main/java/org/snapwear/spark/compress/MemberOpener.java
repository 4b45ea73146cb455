package org.snapwear.spark.compress;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Opens a member of a sequence in a task, with the same reader the single-machine run uses (the sequence's file
 * opener), so both read identical tensors: for a member's layout (the planning stage's tasks), and in the
 * encoding tasks of a member whose scanned regions do not match the reader's tensors (then memory-mapped, as on
 * one machine).
 */
final class MemberOpener {
    private MemberOpener() {
    }

    static Snapshot open(MemberRef m) throws IOException {
        return new SnapshotSequence(List.of(new SnapshotSequence.Entry(m.iteration(), Path.of(m.location()))))
                .open(0);
    }
}
