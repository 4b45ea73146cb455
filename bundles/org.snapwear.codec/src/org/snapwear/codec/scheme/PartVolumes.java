package org.snapwear.codec.scheme;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.snapwear.codec.container.ContainerHeader;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.trace.checkpoint.TensorRole;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The written volume of a part's tensors per {@link TensorRole}: each tensor's chunk payloads plus its chunks'
 * 4-byte length fields. Public so that an accountant that did not encode the container itself (a distributed run
 * that only has the per-tensor payload sums) splits a save by role exactly as the simulation does.
 */
public final class PartVolumes {
    private PartVolumes() {
    }

    /**
     * Adds each tensor's raw bytes and written bytes (its chunks' payloads plus their 4-byte length fields) to its
     * role; returns the bytes of the length fields, which are framing counted under the tensors.
     *
     * @param tensors          the part's tensors, in its order
     * @param payloadPerTensor summed chunk payload lengths per tensor (same order)
     * @param chunkBytes       chunk size the part was encoded with
     * @param roles            raw and written bytes per role, added to
     */
    public static long account(List<TensorInfo> tensors, long[] payloadPerTensor, int chunkBytes,
            Map<TensorRole, long[]> roles) {
        ChunkLayout layout = new ChunkLayout(tensors, chunkBytes);
        long[] chunks = new long[tensors.size()];
        for (int i = 0; i < layout.chunkCount(); i++) {
            chunks[layout.chunk(i).tensorIndex()]++;
        }
        long lengthFields = 0;
        for (int t = 0; t < tensors.size(); t++) {
            TensorInfo info = tensors.get(t);
            long[] a = roles.computeIfAbsent(TensorRole.ofTensor(info.name(), info.dtype()), r -> new long[2]);
            a[0] += info.byteSize();
            long fields = (long) ContainerHeader.CHUNK_RECORD_OVERHEAD * chunks[t];
            a[1] += payloadPerTensor[t] + fields;
            lengthFields += fields;
        }
        return lengthFields;
    }

    /** The rows of one save: roles in {@link TensorRole} order (an EnumMap's), then the container framing row. */
    public static List<RoleVolume> rows(Map<TensorRole, long[]> roles, long framingBytes) {
        List<RoleVolume> out = new ArrayList<>();
        roles.forEach((r, a) -> out.add(new RoleVolume(r.id(), a[0], a[1])));
        out.add(new RoleVolume(RoleVolume.CONTAINER, 0, framingBytes));
        return out;
    }
}
