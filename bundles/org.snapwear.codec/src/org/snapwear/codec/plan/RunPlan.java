package org.snapwear.codec.plan;

import java.io.Serializable;
import java.util.List;
import org.snapwear.codec.scheme.SchemeConfig;

/**
 * A whole run, planned from the members' layouts alone: every save, its parts, the references each part uses and
 * its chunk count. Pure data, serialisable, so a cluster's driver plans it once and ships it to its tasks; the
 * single-machine simulation executes the same saves.
 *
 * @param config        the scheme
 * @param chunkBytes    chunk size
 * @param saves         the saves, in iteration order
 */
public record RunPlan(SchemeConfig config, int chunkBytes, List<PlannedSave> saves) implements Serializable {
    private static final long serialVersionUID = 1L;

    public RunPlan {
        saves = List.copyOf(saves);
    }
}
