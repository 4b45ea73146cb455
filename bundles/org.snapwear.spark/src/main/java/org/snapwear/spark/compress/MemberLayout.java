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
 * @param remote   where each tensor's bytes lie, aligned with infos (null for a local member, which tasks open
 *                 with the local reader)
 */
record MemberLayout(List<TensorInfo> infos, Path source, List<TensorSpec> remote) {

    MemberLayout {
        infos = List.copyOf(infos);
        remote = remote == null ? null : List.copyOf(remote);
    }

    long rawBytes() {
        long n = 0;
        for (TensorInfo t : infos) {
            n += t.byteSize();
        }
        return n;
    }
}
