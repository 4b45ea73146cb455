package org.snapwear.spark.io;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.SourceCheckpoint;
import org.snapwear.trace.checkpoint.WholeCheckpoint;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.ByteSources;

/**
 * A checkpoint sequence on a Hadoop file system: its members as {@code snapwear compress} would find them in a
 * local copy (checkpoint files, detected by name and first bytes, and sub-directories named after an iteration
 * that hold checkpoint files, such as HF {@code checkpoint-N/}; ordered by {@link SnapshotSequence#orderNames}),
 * and each member's tensors with where their bytes lie, from ranged reads of the headers only.
 */
public final class HadoopMembers {
    /** Bytes of a file's head that format detection looks at. */
    private static final int HEAD_BYTES = 4096;
    /** The read-ahead block of a scan of a file's structure (ReadAheadSource). */
    static final int SCAN_BLOCK_BYTES = 1 << 16;

    private HadoopMembers() {
    }

    /** The ordered members of the sequence directory {@code uri}. */
    public static List<SnapshotSequence.NamedMember> list(String uri, Configuration conf) throws IOException {
        Path dir = new Path(uri);
        FileSystem fs = dir.getFileSystem(conf);
        List<String> names = new ArrayList<>();
        for (FileStatus s : fs.listStatus(dir)) {
            if (s.isFile() ? isCheckpoint(fs, s.getPath()) : isCheckpointDirectory(fs, s.getPath())) {
                names.add(s.getPath().toString());
            }
        }
        if (names.isEmpty()) {
            throw new IOException(uri + ": no checkpoint files found");
        }
        return SnapshotSequence.orderNames(names);
    }

    /** The tensors of a member (a checkpoint file or directory), in the order the local reader gives them. */
    public static List<TensorSpec> tensors(String memberUri, Configuration conf) throws IOException {
        Path p = new Path(memberUri);
        FileSystem fs = p.getFileSystem(conf);
        List<TensorSpec> out = new ArrayList<>();
        if (fs.getFileStatus(p).isDirectory()) {
            HadoopSourceTree tree = HadoopSourceTree.list(memberUri, conf);
            SourceCheckpoint cp = CheckpointScanner.scan(tree);
            for (WholeCheckpoint.Piece piece : cp.pieces()) {
                out.add(TensorSpec.of(piece.info(), new Path(new Path(tree.name()), piece.file().path()).toString(),
                        piece.offset()));
            }
            return out;
        }
        try (ByteSource s = new ReadAheadSource(HadoopByteSource.open(fs, p), SCAN_BLOCK_BYTES)) {
            for (PayloadRegion r : CheckpointFormats.payloadRegions(s)) {
                out.add(new TensorSpec(r.name(), r.dtype().name(), r.shape(), p.toString(), r.offset()));
            }
        }
        return out;
    }

    private static boolean isCheckpoint(FileSystem fs, Path file) throws IOException {
        try (ByteSource s = HadoopByteSource.open(fs, file)) {
            byte[] head = ByteSources.head(s, HEAD_BYTES);
            Optional<CheckpointReader> r = CheckpointFormats.detect(file.getName(), head);
            return r.isPresent();
        }
    }

    /** A directory named after an iteration holding at least one checkpoint file (an HF checkpoint-N/). */
    private static boolean isCheckpointDirectory(FileSystem fs, Path dir) throws IOException {
        if (SnapshotSequence.iterationOf(dir.getName()) < 0) {
            return false;
        }
        for (FileStatus s : fs.listStatus(dir)) {
            if (s.isFile() && isCheckpoint(fs, s.getPath())) {
                return true;
            }
        }
        return false;
    }
}
