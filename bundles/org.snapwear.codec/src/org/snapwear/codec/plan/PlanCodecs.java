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
 * full), the baseline codec, the fallback codec ({@link FallbackCodec}; null when the registry lacks it) and the
 * loss profile's lossy codecs ({@link PlanLoss}; exact unless given).
 */
public record PlanCodecs(SnapshotCodec delta, SnapshotCodec baseline, SnapshotCodec fallback, PlanLoss loss) {

    public PlanCodecs {
        if (baseline == null) {
            throw new IllegalArgumentException("a baseline codec is required");
        }
        loss = loss == null ? PlanLoss.EXACT : loss;
    }

    /** Exact codecs. */
    public PlanCodecs(SnapshotCodec delta, SnapshotCodec baseline, SnapshotCodec fallback) {
        this(delta, baseline, fallback, PlanLoss.EXACT);
    }

    /** The codecs with the registry's fallback codec. */
    public static PlanCodecs of(SnapshotCodec delta, SnapshotCodec baseline, CodecRegistry registry) {
        return new PlanCodecs(delta, baseline, FallbackCodec.in(registry));
    }

    /** The part planner of these codecs. */
    public PartPlanner partPlanner() {
        return new PartPlanner(delta, baseline, fallback, loss.tensors());
    }

    /** The scheme's codec for a save: the baseline codec for a baseline, else the delta codec. */
    public SnapshotCodec roleCodec(SavePlan plan) {
        return plan.role() == SnapshotRole.BASELINE || delta == null ? baseline : delta;
    }

    /** The codecs by what a part names them: the id of an exact codec, the spec of a lossy one. */
    public Map<String, SnapshotCodec> byId() {
        Map<String, SnapshotCodec> m = new HashMap<>(loss.codecs());
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
