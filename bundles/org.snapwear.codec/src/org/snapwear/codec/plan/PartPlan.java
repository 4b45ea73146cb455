package org.snapwear.codec.plan;

import java.io.Serializable;
import java.util.List;
import org.snapwear.codec.scheme.SnapshotPart;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * One container of a planned save: the tensors one codec encodes against the same references, and how they are
 * cut into chunks.
 *
 * @param codec      codec id
 * @param references iterations the part is encoded against, nearest first (empty = stored alone)
 * @param tensors    the part's tensors, in the snapshot's order
 * @param chunkBytes chunk size
 * @param chunkCount chunks of the part's layout
 */
public record PartPlan(String codec, List<Long> references, List<TensorInfo> tensors, int chunkBytes,
        int chunkCount) implements Serializable {
    private static final long serialVersionUID = 1L;

    public PartPlan {
        references = List.copyOf(references);
        tensors = List.copyOf(tensors);
    }

    /** The part as the part planner and the store name it. */
    public SnapshotPart part() {
        return new SnapshotPart(codec, references.size(), tensors);
    }

    /** Its chunk layout. */
    public ChunkLayout layout() {
        return new ChunkLayout(tensors, chunkBytes);
    }

    /** Bytes of tensor data in the part. */
    public long dataBytes() {
        return part().dataBytes();
    }
}
