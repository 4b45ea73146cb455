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
 * @param regions where each tensor's bytes lie, aligned with infos, or null (a local member whose scan does not
 *                agree with its reader)
 */
record MemberScan(List<TensorInfo> infos, String source, List<TensorSpec> regions) implements Serializable {

    MemberScan {
        infos = List.copyOf(infos);
        regions = regions == null ? null : List.copyOf(regions);
    }
}
