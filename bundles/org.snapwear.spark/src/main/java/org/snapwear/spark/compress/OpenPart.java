package org.snapwear.spark.compress;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.snapwear.codec.container.SnapshotChunks;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.container.SnapshotViews;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.spark.io.HadoopConf;
import org.snapwear.spark.io.TensorSpec;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * A part opened in a task: the chunks of the current snapshot and its references, narrowed to the part's
 * tensors. Members whose tensor regions the driver knows are read chunk by chunk ({@link RangedChunks}); the
 * others are opened with the engine's reader and memory-mapped ({@link SnapshotChunks}, what
 * {@link SnapshotEncoder} reads).
 */
final class OpenPart implements AutoCloseable {
    final SnapshotCodec codec;
    final ChunkSource chunks;
    private final List<AutoCloseable> resources;

    private OpenPart(SnapshotCodec codec, ChunkSource chunks, List<AutoCloseable> resources) {
        this.codec = codec;
        this.chunks = chunks;
        this.resources = resources;
    }

    static OpenPart open(PartTask task, HadoopConf conf) throws IOException {
        SnapshotCodec codec = CodecRegistry.defaultRegistry().require(task.plan().codec());
        if (task.regions() != null) {
            List<TensorInfo> infos = task.regions().get(0).stream().map(TensorSpec::info).toList();
            ChunkLayout layout = checked(task, codec, infos);
            RangedChunks chunks = new RangedChunks(layout, task.regions(), conf.toConfiguration());
            return new OpenPart(codec, chunks, List.of(chunks));
        }
        List<AutoCloseable> opened = new ArrayList<>();
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
            ChunkLayout layout = checked(task, codec, infos);
            return new OpenPart(codec, new SnapshotChunks(layout, SnapshotViews.select(current, infos), refs), opened);
        } catch (IOException | RuntimeException e) {
            closeAll(opened);
            throw e;
        }
    }

    /** The part's layout, after the encoder's codec check and a check against the driver's plan. */
    private static ChunkLayout checked(PartTask task, SnapshotCodec codec, List<TensorInfo> infos)
            throws IOException {
        ChunkLayout layout = new ChunkLayout(infos, task.plan().chunkBytes());
        SnapshotEncoder.checkCodec(codec, infos, !task.references().isEmpty());
        if (layout.chunkCount() != task.plan().chunkCount()) {
            throw new IOException(task.current().location() + ": the part has " + layout.chunkCount()
                    + " chunks here but " + task.plan().chunkCount() + " on the driver (did the file change?)");
        }
        return layout;
    }

    /** The part's tensors, in the snapshot's order (which is the part's order). */
    private static List<TensorInfo> select(Snapshot current, PartTask task) throws IOException {
        List<String> planned = task.plan().tensors().stream().map(TensorInfo::name).toList();
        Set<String> names = new HashSet<>(planned);
        List<TensorInfo> infos = new ArrayList<>();
        for (TensorInfo t : current.infos()) {
            if (names.contains(t.name())) {
                infos.add(t);
            }
        }
        List<String> found = infos.stream().map(TensorInfo::name).toList();
        if (!found.equals(planned)) {
            throw new IOException(task.current().location() + ": the part's tensors differ from the driver's plan");
        }
        return infos;
    }

    @Override
    public void close() throws IOException {
        closeAll(resources);
    }

    private static void closeAll(List<AutoCloseable> resources) throws IOException {
        IOException first = null;
        for (AutoCloseable r : resources) {
            try {
                r.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            } catch (Exception e) {
                first = first == null ? new IOException(e) : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
