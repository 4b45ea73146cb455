package org.snapwear.spark.compress;

import java.io.Serializable;
import java.util.List;

import org.snapwear.spark.io.TensorSpec;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * A member's layout as a scan task returns it to the driver.
 *
 * @param infos  its tensors, in the order the local reader gives them
 * @param source the file or directory read, for error messages (local members), or null
 * @param remote where each tensor's bytes lie, aligned with infos (members on a Hadoop file system), or null
 */
record MemberScan(List<TensorInfo> infos, String source, List<TensorSpec> remote) implements Serializable {

    MemberScan {
        infos = List.copyOf(infos);
        remote = remote == null ? null : List.copyOf(remote);
    }
}
