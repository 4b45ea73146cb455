package org.snapwear.codec.container;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * A {@link ChunkSource} over in-memory (or memory-mapped) snapshots: chunk views are slices of the tensors'
 * buffers, so nothing is copied. {@code current} may be null (decoding).
 */
public final class SnapshotChunks implements ChunkSource {
    private final ChunkLayout layout;
    private final Snapshot current;
    private final Snapshot previous;
    private final Snapshot beforePrevious;

    /**
     * @param references 0, 1 or 2 reference snapshots: [previous] or [previous, beforePrevious]
     * @throws IllegalArgumentException if a snapshot's tensors do not match the layout
     */
    public SnapshotChunks(ChunkLayout layout, Snapshot current, List<Snapshot> references) {
        if (references.size() > 2) {
            throw new IllegalArgumentException("at most 2 references, got " + references.size());
        }
        this.layout = layout;
        this.current = current;
        this.previous = references.isEmpty() ? null : references.get(0);
        this.beforePrevious = references.size() < 2 ? null : references.get(1);
        check(current, "snapshot");
        check(previous, "reference snapshot");
        check(beforePrevious, "second reference snapshot");
    }

    private void check(Snapshot s, String what) {
        if (s == null) {
            return;
        }
        List<TensorInfo> infos = s.infos();
        if (!infos.equals(layout.tensors())) {
            throw new IllegalArgumentException(what + " " + s + " has another tensor layout than the one encoded ("
                    + describeDifference(layout.tensors(), infos) + ")");
        }
    }

    static String describeDifference(List<TensorInfo> expected, List<TensorInfo> actual) {
        if (expected.size() != actual.size()) {
            return expected.size() + " tensors expected, " + actual.size() + " found";
        }
        for (int i = 0; i < expected.size(); i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                return "tensor " + i + ": expected " + expected.get(i) + ", found " + actual.get(i);
            }
        }
        return "same";
    }

    @Override
    public ChunkLayout layout() {
        return layout;
    }

    @Override
    public int referenceCount() {
        return previous == null ? 0 : beforePrevious == null ? 1 : 2;
    }

    @Override
    public ChunkInput chunk(int index) {
        Chunk c = layout.chunk(index);
        return new ChunkInput(c, view(current, c), view(previous, c), view(beforePrevious, c));
    }

    /** The bytes of chunk {@code c} in snapshot {@code s} (null if s is null). */
    public static ByteBuffer view(Snapshot s, Chunk c) {
        if (s == null) {
            return null;
        }
        ByteBuffer d = s.tensors().get(c.tensorIndex()).data();
        d.position((int) c.byteOffset());
        d.limit((int) c.byteOffset() + c.byteLength());
        return d.slice().order(ByteOrder.LITTLE_ENDIAN);
    }
}
