package org.snapwear.codec.tests.plan;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/** A codec that does what another does; tests override one method to plant a fault. */
public class DelegatingCodec implements SnapshotCodec {
    private final SnapshotCodec inner;

    public DelegatingCodec(SnapshotCodec inner) {
        this.inner = inner;
    }

    @Override
    public String id() {
        return inner.id();
    }

    @Override
    public String displayName() {
        return inner.displayName();
    }

    @Override
    public CodecKind kind() {
        return inner.kind();
    }

    @Override
    public int referenceDepth() {
        return inner.referenceDepth();
    }

    @Override
    public boolean supports(DType dtype) {
        return inner.supports(dtype);
    }

    @Override
    public LossBound bound() {
        return inner.bound();
    }

    @Override
    public LossBound bound(CodecParams params) {
        return inner.bound(params);
    }

    @Override
    public CodecParams prepare(ChunkSource source) throws IOException {
        return inner.prepare(source);
    }

    @Override
    public CodecParams readParams(byte[] bytes) throws IOException {
        return inner.readParams(bytes);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) throws IOException {
        return inner.encodeChunk(params, input);
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        inner.decodeChunk(params, input, encoded, out);
    }
}
