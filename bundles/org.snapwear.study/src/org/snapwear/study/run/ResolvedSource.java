package org.snapwear.study.run;

import java.nio.file.Path;

import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * A study snapshot source made concrete: the sequence on disk (an existing directory, or the directory the
 * built-in generator trained into), under the source's name.
 *
 * @param name      the study source's name (unique within the study)
 * @param directory where the snapshots are
 * @param sequence  the discovered sequence
 * @param generated whether the runner produced it with the built-in training generator
 */
public record ResolvedSource(String name, Path directory, SnapshotSequence sequence, boolean generated) {
}
