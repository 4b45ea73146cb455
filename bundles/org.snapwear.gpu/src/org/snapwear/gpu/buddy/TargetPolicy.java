package org.snapwear.gpu.buddy;

/**
 * How targets are chosen: one global ratio, or per allocation by the profiling pass under a buddy threshold.
 *
 * @param global    the global target, or null for per-allocation profiling
 * @param threshold buddy threshold of the profiling pass (ignored for a global target)
 * @param profile   access profile of the profiling pass
 */
public record TargetPolicy(TargetRatio global, double threshold, AccessProfile profile)
        implements OverflowReplay.TargetChoice {
    /**
     * Default buddy threshold: at most 5% of an allocation's accesses may touch buddy memory. The paper leaves
     * the value to the user; 5% keeps the expected slowdown small while allowing 2x on mostly-compressible data.
     */
    public static final double DEFAULT_THRESHOLD = 0.05;

    public static TargetPolicy profiled(double threshold) {
        return new TargetPolicy(null, threshold, AccessProfile.UNIFORM);
    }

    public static TargetPolicy global(TargetRatio target) {
        return new TargetPolicy(target, Double.NaN, AccessProfile.UNIFORM);
    }

    @Override
    public TargetRatio[] choose(EntryTable table) {
        return global != null ? TargetSelector.global(table, global)
                : TargetSelector.profiled(table, threshold, profile);
    }

    /** "auto" or the global target's label. */
    public String label() {
        return global == null ? "auto" : global.label();
    }
}
