package org.snapwear.codec.plan;

import java.util.HashMap;
import java.util.Map;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.PartPlanner;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SnapshotRole;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * The codecs a run is planned and executed with: the delta codec (null when the scheme stores every snapshot in
 * full), the baseline codec and the fallback codec ({@link FallbackCodec}; null when the registry lacks it).
 */
public record PlanCodecs(SnapshotCodec delta, SnapshotCodec baseline, SnapshotCodec fallback) {

    public PlanCodecs {
        if (baseline == null) {
            throw new IllegalArgumentException("a baseline codec is required");
        }
    }

    /** The codecs with the registry's fallback codec. */
    public static PlanCodecs of(SnapshotCodec delta, SnapshotCodec baseline, CodecRegistry registry) {
        return new PlanCodecs(delta, baseline, FallbackCodec.in(registry));
    }

    /** The part planner of these codecs. */
    public PartPlanner partPlanner() {
        return new PartPlanner(delta, baseline, fallback);
    }

    /** The scheme's codec for a save: the baseline codec for a baseline, else the delta codec. */
    public SnapshotCodec roleCodec(SavePlan plan) {
        return plan.role() == SnapshotRole.BASELINE || delta == null ? baseline : delta;
    }

    /** The codecs by id (what a part names). */
    public Map<String, SnapshotCodec> byId() {
        Map<String, SnapshotCodec> m = new HashMap<>();
        if (fallback != null) {
            m.put(fallback.id(), fallback);
        }
        m.put(baseline.id(), baseline);
        if (delta != null) {
            m.put(delta.id(), delta);
        }
        return m;
    }
}
