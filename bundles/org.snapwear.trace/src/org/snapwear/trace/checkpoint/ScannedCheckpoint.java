package org.snapwear.trace.checkpoint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * A checkpoint found on disk: where it lies, its {@link CheckpointTree} and the {@link FileStamp} of every file
 * taken when it was scanned.
 */
public record ScannedCheckpoint(Path root, CheckpointTree tree, Map<String, FileStamp> stamps) {

    public ScannedCheckpoint {
        stamps = Map.copyOf(stamps);
    }

    /** Where a file of the tree lies. */
    public Path resolve(CheckpointFile f) {
        return tree.directory() ? root.resolve(f.path()) : root;
    }

    /**
     * Its tensors as one snapshot, memory-mapped (see {@link WholeCheckpoint}); the caller closes it.
     */
    public Snapshot snapshot(long iteration) throws IOException {
        return WholeCheckpoint.open(this, iteration);
    }

    /** The descriptions of the snapshot's tensors, in order (without opening anything). */
    public java.util.List<org.snapwear.trace.tensor.TensorInfo> snapshotInfos() {
        return WholeCheckpoint.pieces(tree).stream().map(WholeCheckpoint.Piece::info).toList();
    }

    /**
     * Fails if a file was changed, added or removed since the scan.
     *
     * @throws CheckpointFormatException naming the first file that changed
     */
    public void checkUnchanged() throws IOException {
        for (CheckpointFile f : tree.files()) {
            Path p = resolve(f);
            FileStamp now;
            try {
                now = FileStamp.of(p);
            } catch (IOException e) {
                throw new CheckpointFormatException(p, 0, "removed while the checkpoint was being read");
            }
            FileStamp then = stamps.get(f.path());
            if (!now.equals(then)) {
                throw new CheckpointFormatException(p, Math.min(now.size(), then.size()), "changed while the "
                        + "checkpoint was being read (size " + then.size() + " -> " + now.size()
                        + ", or its modification time); save it again once the job has finished writing it");
            }
        }
        if (tree.directory()) {
            Set<String> known = stamps.keySet();
            try (Stream<Path> s = Files.walk(root)) {
                Set<String> added = s.filter(Files::isRegularFile).map(p -> CheckpointScanner.relative(root, p))
                        .filter(p -> !known.contains(p)).collect(Collectors.toSet());
                if (!added.isEmpty()) {
                    String first = added.stream().sorted().findFirst().get();
                    throw new CheckpointFormatException(root.resolve(first), 0, "appeared while the checkpoint was "
                            + "being read; save it again once the job has finished writing it");
                }
            }
        }
    }
}
