package org.snapwear.headless.commands.trace;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.snapwear.trace.checkpoint.CheckpointFile;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.CheckpointTree;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.checkpoint.TensorRole;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.text.SafeText;

/**
 * {@code snapwear inspect} of a whole checkpoint directory ({@code checkpoint-500/}): what each file is and how much
 * of it is tensor payload, and every tensor with its role. The store and the scheme simulations treat the
 * directory as one snapshot of these tensors; the other bytes (pickles, headers, JSON) are kept as they are.
 */
final class CheckpointInspection {

    /** One file of the checkpoint. */
    record FileRow(String path, String format, int tensors, long payloadBytes, long otherBytes) {
    }

    /** One tensor: its snapshot name ({@code FILE::path}), dtype, shape, bytes and role. */
    record TensorRow(String name, String dtype, long[] shape, long bytes, String role) {
    }

    /** The JSON document. */
    record Result(String file, String format, List<FileRow> files, List<TensorRow> tensors, long tensorCount,
            long elementCount, long dataBytes, long otherBytes, long totalBytes) {
    }

    /** The format id reported for a checkpoint directory. */
    static final String FORMAT = org.snapwear.trace.sequence.SnapshotSequence.CHECKPOINT_DIRECTORY;

    private CheckpointInspection() {
    }

    static Result inspect(Path dir) throws IOException {
        ScannedCheckpoint scanned = CheckpointScanner.scan(dir);
        CheckpointTree tree = scanned.tree();
        List<FileRow> files = new ArrayList<>();
        List<TensorRow> tensors = new ArrayList<>();
        long elements = 0;
        for (CheckpointFile f : tree.files()) {
            files.add(new FileRow(f.path(), f.format(), f.regions().size(), f.payloadBytes(), f.residualBytes()));
            for (PayloadRegion r : f.regions()) {
                String name = tree.tensorName(f, r.name());
                tensors.add(new TensorRow(name, r.dtype().safetensorsName(), r.shape(), r.length(),
                        TensorRole.ofTensor(name, r.dtype()).id()));
                elements += r.length() / r.dtype().byteSize();
            }
        }
        long payload = tree.payloadBytes();
        return new Result(dir.toString(), FORMAT, files, tensors, tensors.size(), elements, payload,
                tree.totalBytes() - payload, tree.totalBytes());
    }

    static void print(PrintStream out, Result r) {
        out.println("file:   " + SafeText.printable(r.file()));
        out.println("format: " + r.format());
        int fw = 4;
        for (FileRow f : r.files()) {
            fw = Math.max(fw, SafeText.printable(f.path()).length());
        }
        out.printf("%-" + fw + "s  %-12s  %7s  %14s  %12s%n", "file", "format", "tensors", "payload_bytes",
                "other_bytes");
        for (FileRow f : r.files()) {
            out.printf("%-" + fw + "s  %-12s  %7d  %14d  %12d%n", SafeText.printable(f.path()), f.format(), f.tensors(), f.payloadBytes(),
                    f.otherBytes());
        }
        out.println();
        int w = 4;
        for (TensorRow t : r.tensors()) {
            w = Math.max(w, SafeText.printable(t.name()).length());
        }
        out.printf("%-" + w + "s  %-5s  %-20s  %12s  %s%n", "name", "dtype", "shape", "bytes", "role");
        for (TensorRow t : r.tensors()) {
            out.printf("%-" + w + "s  %-5s  %-20s  %12d  %s%n", SafeText.printable(t.name()), t.dtype(),
                    Arrays.toString(t.shape()),
                    t.bytes(), t.role());
        }
        out.printf("total: %d files, %d tensors, %d elements, %d payload bytes, %d other bytes%n", r.files().size(),
                r.tensorCount(), r.elementCount(), r.dataBytes(), r.otherBytes());
    }
}
