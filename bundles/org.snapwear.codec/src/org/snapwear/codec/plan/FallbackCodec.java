package org.snapwear.codec.plan;

import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * The fallback codec, its one definition: tensors whose dtype the chosen codecs decline (integer step counters,
 * bool masks) are stored with {@code xor-shuffle-zstd}, found in the codec registry like every other codec. The
 * store, the scheme simulation and the distributed job all take it from here; when the registry lacks it (disabled
 * or removed), it is missing everywhere alike, and the part planner refuses a declined dtype with one line naming
 * the codec and the tensor.
 */
public final class FallbackCodec {
    /** Its id (the store's manifests name it too). */
    public static final String ID = "xor-shuffle-zstd";

    private FallbackCodec() {
    }

    /** The fallback codec of {@code registry}, or null when the registry does not have it. */
    public static SnapshotCodec in(CodecRegistry registry) {
        return registry.find(ID).orElse(null);
    }
}
