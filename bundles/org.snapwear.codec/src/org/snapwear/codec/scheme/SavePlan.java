package org.snapwear.codec.scheme;

import java.io.Serializable;
import java.util.List;

/**
 * What Algorithm 2's {@code save(para, mode, iter, snap_dis, unit)} does for one iteration.
 *
 * @param iteration  the snapshot being saved
 * @param role       baseline or delta
 * @param references iterations to encode the delta against, nearest first: progressive [iter - unit] plus
 *                   [iter - 2 unit] when it belongs to the same baseline group (for codecs that use two
 *                   references); chain [baseline]; empty for a baseline
 * @param rebuild    stored snapshots that must be loaded and merged to obtain the references (Algorithm 2 lines
 *                   14-15 for progressive: baseline .. iter - unit; chain: the baseline only, see
 *                   {@link SchemePlanner}); empty for a baseline
 * @param deletes    stored snapshots Algorithm 2 deletes during this save (lines 10 and 25-26), ascending
 * @param keptAfter  iterations stored after the save, ascending (what "useful storage" counts)
 */
public record SavePlan(long iteration, SnapshotRole role, List<Long> references, List<Long> rebuild,
        List<Long> deletes, List<Long> keptAfter) implements Serializable {
    private static final long serialVersionUID = 1L;

    public SavePlan {
        references = List.copyOf(references);
        rebuild = List.copyOf(rebuild);
        deletes = List.copyOf(deletes);
        keptAfter = List.copyOf(keptAfter);
    }
}
