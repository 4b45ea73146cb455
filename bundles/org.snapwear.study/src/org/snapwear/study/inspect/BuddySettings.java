package org.snapwear.study.inspect;

import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.bpc.EntryCompressors;
import org.snapwear.gpu.buddy.TargetPolicy;
import org.snapwear.gpu.buddy.TargetRatio;

/**
 * How a memory image is analysed: the per-entry compressor and the target choice (one global target, or
 * per-allocation targets from the profiling pass under a buddy threshold).
 *
 * @param compressorId id of a built-in entry compressor ({@link EntryCompressors#all()}), e.g. {@code bpc}
 * @param globalTarget the global target, or null for profiled per-allocation targets
 * @param threshold    buddy threshold of the profiling pass (ignored with a global target)
 */
public record BuddySettings(String compressorId, TargetRatio globalTarget, double threshold) {

    public BuddySettings {
        if (EntryCompressors.byId(compressorId).isEmpty()) {
            throw new IllegalArgumentException("unknown entry compressor '" + compressorId + "'");
        }
        if (globalTarget == null && !(threshold >= 0 && threshold <= 1)) {
            throw new IllegalArgumentException("buddy threshold must be in [0, 1], got " + threshold);
        }
    }

    /** The paper's setting: BPC, profiled targets, the default 5% buddy threshold. */
    public static BuddySettings defaults() {
        return new BuddySettings("bpc", null, TargetPolicy.DEFAULT_THRESHOLD);
    }

    public EntryCompressor compressor() {
        return EntryCompressors.byId(compressorId).orElseThrow();
    }

    public TargetPolicy policy() {
        return globalTarget == null ? TargetPolicy.profiled(threshold) : TargetPolicy.global(globalTarget);
    }
}
