package org.snapwear.spark.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.WholeCheckpoint;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.source.FileByteSource;
import org.snapwear.trace.source.LocalSourceTree;

/**
 * Where the tensors of a local member lie (file and offset), by the same byte-source scan {@link HadoopMembers}
 * runs on a remote one, so that tasks read their chunks of local members by positional reads too. (Opening a
 * member with the memory-mapping reader in every task costs more than the chunks it reads: mapping and unmapping
 * multi-GB files per task, mostly kernel time.)
 */
public final class LocalMembers {
    private LocalMembers() {
    }

    /** The tensors of a checkpoint file or directory, with the files and offsets of their data. */
    public static List<TensorSpec> tensors(Path member) throws IOException {
        List<TensorSpec> out = new ArrayList<>();
        if (Files.isDirectory(member)) {
            for (WholeCheckpoint.Piece p : CheckpointScanner.scan(LocalSourceTree.list(member)).pieces()) {
                out.add(TensorSpec.of(p.info(), member.resolve(p.file().path()).toString(), p.offset()));
            }
            return out;
        }
        try (FileByteSource s = FileByteSource.open(member)) {
            for (PayloadRegion r : CheckpointFormats.payloadRegions(s)) {
                out.add(new TensorSpec(r.name(), r.dtype().name(), r.shape(), member.toString(), r.offset()));
            }
        }
        return out;
    }
}
