package org.snapwear.codec.lossy;

import java.io.IOException;

import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.LossBound;

/**
 * What every lossy codec of this package shares: a configured instance whose configuration is its parameters
 * ({@link #prepare} returns it, so the container records it and a decoder needs only the codec id and the
 * container), the bound computed from a configuration (the codec's own, or the one a container recorded), and the
 * refusal of a dtype the codec does not handle. Subclasses add the coder.
 *
 * @param <P> the configuration, which is also the codec's parameters
 */
public abstract class ConfiguredLossyCodec<P extends CodecParams> extends AbstractSnapshotCodec {
    private final Class<P> type;
    private final P config;

    ConfiguredLossyCodec(String id, String name, CodecKind kind, Class<P> type, P config) {
        super(id, name, kind);
        this.type = type;
        this.config = config;
    }

    /** The configuration this instance encodes with. */
    public P config() {
        return config;
    }

    /** The bound a configuration gives. */
    abstract LossBound boundOf(P params);

    @Override
    public LossBound bound() {
        return boundOf(config);
    }

    @Override
    public LossBound bound(CodecParams params) {
        return type.isInstance(params) ? boundOf(type.cast(params)) : bound();
    }

    @Override
    public CodecParams prepare(ChunkSource source) {
        return config;
    }

    /** Refuses a chunk of a dtype this codec does not handle, naming both. */
    void checkDtype(ChunkInput input) throws IOException {
        if (!supports(input.chunk().dtype())) {
            throw new IOException(id() + " does not handle " + input.chunk().dtype().safetensorsName() + " tensors");
        }
    }
}
