package org.snapwear.spark.compress;

import java.nio.file.Path;
import java.util.List;

import org.snapwear.spark.io.TensorSpec;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * What the driver knows of a member before anything is encoded (driver only).
 *
 * @param infos    its tensors, in order
 * @param source   the local file or directory, for error messages (null for a remote member)
 * @param regions  where each tensor's bytes lie, aligned with infos; null when a local member's scan does not
 *                 agree with its reader (tasks then open it with the reader)
 */
record MemberLayout(List<TensorInfo> infos, Path source, List<TensorSpec> regions) {

    MemberLayout {
        infos = List.copyOf(infos);
        regions = regions == null ? null : List.copyOf(regions);
    }

    long rawBytes() {
        long n = 0;
        for (TensorInfo t : infos) {
            n += t.byteSize();
        }
        return n;
    }
}
