package org.snapwear.study.tests.analyses;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.gpu.pccr.CompressionProfile;
import org.snapwear.study.analyses.SpiCodecProfiler;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Profiling a codec on a whole checkpoint (fp32 weights next to a uint8 RNG state and an int64 counter): the codec
 * sees only the dtypes it supports, in prepare as in encode, as a store would give them, and the declined tensors
 * count as stored raw.
 */
class SpiCodecProfilerTest {

    /** fp32 only; halves every chunk; fails if prepare is shown a chunk of another dtype. */
    static final class Fp32Halving implements SnapshotCodec {
        @Override
        public String id() {
            return "halving";
        }

        @Override
        public String displayName() {
            return "halving";
        }

        @Override
        public CodecKind kind() {
            return CodecKind.BASELINE;
        }

        @Override
        public boolean supports(DType dtype) {
            return dtype == DType.F32;
        }

        @Override
        public CodecParams prepare(ChunkSource source) throws IOException {
            for (int i = 0; i < source.layout().chunkCount(); i++) {
                DType d = source.chunk(i).chunk().dtype();
                if (!supports(d)) {
                    throw new IOException("prepare saw a " + d + " chunk");
                }
            }
            return CodecParams.NONE;
        }

        @Override
        public byte[] encodeChunk(CodecParams params, ChunkInput input) throws IOException {
            if (!supports(input.chunk().dtype())) {
                throw new IOException("encode saw a " + input.chunk().dtype() + " chunk");
            }
            return new byte[input.chunk().byteLength() / 2];
        }

        @Override
        public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out) {
            throw new UnsupportedOperationException("profiling only encodes");
        }
    }

    @Test
    void declinedDtypesCountRawAndNeverReachTheCodec() throws IOException {
        Snapshot s = new Snapshot(null, 0, List.of(
                new Tensor(new TensorInfo("w", DType.F32, new long[] {1000}), ByteBuffer.allocate(4000)),
                new Tensor(new TensorInfo("rng_state", DType.U8, new long[] {5056}), ByteBuffer.allocate(5056)),
                new Tensor(new TensorInfo("step", DType.I64, new long[] {1}), ByteBuffer.allocate(8))));
        CompressionProfile p = new SpiCodecProfiler(new Fp32Halving()).measure(s);
        long raw = 4000 + 5056 + 8;
        assertEquals((double) raw / (2000 + 5056 + 8), p.ratio(), 1e-12);
        assertTrue(p.source().contains("halving"), p.source());
    }
}
