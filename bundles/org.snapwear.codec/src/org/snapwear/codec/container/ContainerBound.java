package org.snapwear.codec.container;

import java.io.IOException;
import java.util.Optional;
import java.util.function.Function;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * What a container bounds, read from the container alone: its header names the codec and holds the codec's
 * parameters, and a codec whose bound is configurable writes its configuration there, so
 * {@link SnapshotCodec#bound(org.snapwear.codec.spi.CodecParams)} of the parameters read back is the bound every
 * chunk of the container keeps ({@link LossBound#EXACT} for every lossless codec).
 */
public final class ContainerBound {
    private ContainerBound() {
    }

    /**
     * @param codecs finds the codec by id ({@code registry::decoder})
     * @throws IOException if the codec is unknown or its parameters do not parse
     */
    public static LossBound of(ContainerHeader header, Function<String, Optional<SnapshotCodec>> codecs)
            throws IOException {
        SnapshotCodec codec = codecs.apply(header.codecId()).orElseThrow(() -> new IOException("codec '"
                + header.codecId() + "' is unknown or disabled: the container's bound cannot be read"));
        return codec.bound(codec.readParams(header.params()));
    }
}
