package org.snapwear.spark.compress;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.hadoop.conf.Configuration;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.spark.io.HadoopByteSource;
import org.snapwear.spark.io.Locations;
import org.snapwear.spark.io.TensorSpec;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.FileByteSource;

/**
 * The chunks of a part read on demand (local files or any Hadoop file system): each chunk of the current snapshot and of each reference is one
 * positional read of exactly its bytes, so a task reads its chunks and nothing else of the checkpoints. Each
 * file is opened once per task. The chunk buffers are reused from one chunk to the next (the {@link ChunkSource}
 * contract: only one chunk is resident at a time): a task allocates them once instead of once per chunk, which
 * would make the garbage collector, not the codec, the limit when several tasks run on one executor.
 */
final class RangedChunks implements ChunkSource, AutoCloseable {
    private final ChunkLayout layout;
    /** current first, then the references; each aligned with the layout's tensors */
    private final List<List<TensorSpec>> snapshots;
    private final Configuration conf;
    private final Map<String, ByteSource> open = new HashMap<>();
    private final ByteBuffer[] buffers;

    RangedChunks(ChunkLayout layout, List<List<TensorSpec>> snapshots, Configuration conf) {
        this.layout = layout;
        this.snapshots = List.copyOf(snapshots);
        this.conf = conf;
        this.buffers = new ByteBuffer[snapshots.size()];
        for (int s = 0; s < buffers.length; s++) {
            buffers[s] = ByteBuffer.allocate(layout.chunkBytes());
        }
    }

    @Override
    public ChunkLayout layout() {
        return layout;
    }

    @Override
    public int referenceCount() {
        return snapshots.size() - 1;
    }

    @Override
    public ChunkInput chunk(int index) throws IOException {
        Chunk c = layout.chunk(index);
        ByteBuffer[] b = new ByteBuffer[3];
        for (int s = 0; s < snapshots.size(); s++) {
            TensorSpec t = snapshots.get(s).get(c.tensorIndex());
            buffers[s].clear().limit(c.byteLength());
            ByteBuffer view = buffers[s].slice().order(ByteOrder.LITTLE_ENDIAN);
            source(t.file()).readFully(t.offset() + c.byteOffset(), view);
            b[s] = view.flip();
        }
        return new ChunkInput(c, b[0], b[1], b[2]);
    }

    private ByteSource source(String file) throws IOException {
        ByteSource s = open.get(file);
        if (s == null) {
            s = Locations.isUri(file) ? HadoopByteSource.open(file, conf) : FileByteSource.open(Path.of(file));
            open.put(file, s);
        }
        return s;
    }

    @Override
    public void close() throws IOException {
        IOException first = null;
        for (ByteSource s : open.values()) {
            try {
                s.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
