package org.snapwear.spark.compress;

import org.snapwear.codec.codecs.XorShuffleZstdCodec;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * Codecs by id, on the driver and in tasks alike: the registry's, and the fallback codec the simulation uses for
 * dtypes the chosen codecs decline ({@link org.snapwear.codec.scheme.SchemeSimulation.Options}: a fresh
 * {@link XorShuffleZstdCodec}), whether or not the registry lists it.
 */
final class CodecLookup {
    private CodecLookup() {
    }

    static SnapshotCodec fallback() {
        return new XorShuffleZstdCodec();
    }

    static SnapshotCodec require(String id) {
        SnapshotCodec fallback = fallback();
        if (fallback.id().equals(id)) {
            return fallback;
        }
        return CodecRegistry.defaultRegistry().require(id);
    }
}
