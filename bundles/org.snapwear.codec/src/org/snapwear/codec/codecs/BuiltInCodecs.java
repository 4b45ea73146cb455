package org.snapwear.codec.codecs;

import java.util.List;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * The built-in codecs in listing order. The same list is contributed through plugin.xml and
 * META-INF/services; this class is the fallback when neither is visible (e.g. classes on a plain class path
 * without the bundle's META-INF), so the engine always has its own codecs.
 */
public final class BuiltInCodecs {
    private BuiltInCodecs() {
    }

    /** Fresh instances of every built-in codec. */
    public static List<SnapshotCodec> all() {
        return List.of(new RawCodec(), new GzipCodec(), new Rle4Codec(), new Rle4GzipCodec(), new DynRleCodec(),
                new HuffmanExpCodec(), new ZstdCodec(), new XorShuffleZstdCodec(), new PredictiveCodec());
    }
}
