package org.snapwear.spark.compress;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.snapwear.codec.container.SnapshotChunks;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.container.SnapshotViews;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * A part opened in a task: the current snapshot and its references, narrowed to the part's tensors, as the chunk
 * source the encoder reads ({@link SnapshotChunks}, the class {@link SnapshotEncoder} uses).
 */
final class OpenPart implements AutoCloseable {
    final SnapshotCodec codec;
    final SnapshotChunks chunks;
    private final List<Snapshot> opened;

    private OpenPart(SnapshotCodec codec, SnapshotChunks chunks, List<Snapshot> opened) {
        this.codec = codec;
        this.chunks = chunks;
        this.opened = opened;
    }

    static OpenPart open(PartTask task) throws IOException {
        SnapshotCodec codec = CodecLookup.require(task.codec());
        List<Snapshot> opened = new ArrayList<>();
        try {
            Snapshot current = MemberOpener.open(task.current());
            opened.add(current);
            List<TensorInfo> infos = select(current, task);
            List<Snapshot> refs = new ArrayList<>();
            for (MemberRef r : task.references()) {
                Snapshot s = MemberOpener.open(r);
                opened.add(s);
                refs.add(SnapshotViews.select(s, infos));
            }
            ChunkLayout layout = new ChunkLayout(infos, task.chunkBytes());
            SnapshotEncoder.checkCodec(codec, infos, !refs.isEmpty());
            if (layout.chunkCount() != task.chunkCount()) {
                throw new IOException(task.current().location() + ": the part has " + layout.chunkCount()
                        + " chunks here but " + task.chunkCount() + " on the driver (did the file change?)");
            }
            return new OpenPart(codec, new SnapshotChunks(layout, SnapshotViews.select(current, infos), refs), opened);
        } catch (IOException | RuntimeException e) {
            closeAll(opened);
            throw e;
        }
    }

    /** The part's tensors, in the snapshot's order (which is the part's order). */
    private static List<TensorInfo> select(Snapshot current, PartTask task) throws IOException {
        Set<String> names = new HashSet<>(task.tensors());
        List<TensorInfo> infos = new ArrayList<>();
        for (TensorInfo t : current.infos()) {
            if (names.contains(t.name())) {
                infos.add(t);
            }
        }
        List<String> found = infos.stream().map(TensorInfo::name).toList();
        if (!found.equals(task.tensors())) {
            throw new IOException(task.current().location() + ": the part's tensors differ from the driver's plan");
        }
        return infos;
    }

    @Override
    public void close() {
        closeAll(opened);
    }

    private static void closeAll(List<Snapshot> snapshots) {
        for (Snapshot s : snapshots) {
            s.close();
        }
    }
}
