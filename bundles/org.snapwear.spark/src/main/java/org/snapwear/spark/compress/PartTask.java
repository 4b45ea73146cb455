package org.snapwear.spark.compress;

import java.io.Serializable;
import java.util.List;

import org.snapwear.spark.io.TensorSpec;

/**
 * One container of one save, as the tasks see it: enough to reopen the snapshots and select the part's tensors.
 *
 * @param save       index of the save in the run
 * @param part       index of the part in the save's plan
 * @param codec      codec id of the part
 * @param current    the snapshot saved
 * @param references the references the part is encoded against, nearest first (as many as the part uses)
 * @param tensors    names of the part's tensors, in the snapshot's order
 * @param chunkBytes chunk size
 * @param chunkCount chunks of the part's layout
 * @param regions    where the part's tensors lie in the current snapshot, then in each reference (each list
 *                   aligned with {@code tensors}); null: open the members with the local reader
 */
public record PartTask(int save, int part, String codec, MemberRef current, List<MemberRef> references,
        List<String> tensors, int chunkBytes, int chunkCount, List<List<TensorSpec>> regions)
        implements Serializable {

    public PartTask {
        references = List.copyOf(references);
        tensors = List.copyOf(tensors);
        regions = regions == null ? null : regions.stream().map(List::copyOf).toList();
    }
}
