package org.snapwear.codec.scheme;

import java.io.Serializable;
import java.util.List;

import org.snapwear.trace.tensor.TensorInfo;

/**
 * One container of a saved snapshot: the tensors one codec encodes with the same number of references. A whole
 * checkpoint is split into parts because not every codec suits every tensor (integer step counters, bool masks)
 * and not every tensor has a counterpart in the references (optimizer state appears after the first step).
 *
 * @param codec      codec id
 * @param references how many reference snapshots the part is encoded against (0 = stored alone)
 * @param tensors    the part's tensors, in the snapshot's order
 */
public record SnapshotPart(String codec, int references, List<TensorInfo> tensors) implements Serializable {
    private static final long serialVersionUID = 1L;

    public SnapshotPart {
        tensors = List.copyOf(tensors);
    }

    /** Bytes of tensor data in the part. */
    public long dataBytes() {
        long n = 0;
        for (TensorInfo t : tensors) {
            n += t.byteSize();
        }
        return n;
    }
}
