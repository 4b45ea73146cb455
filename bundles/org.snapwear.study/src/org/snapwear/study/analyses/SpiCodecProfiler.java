package org.snapwear.study.analyses;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;

import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.gpu.pccr.CodecProfiler;
import org.snapwear.gpu.pccr.CompressionProfile;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Measures a codec of the codec engine as a baseline (no references) on one snapshot, single-threaded:
 * ratio = raw bytes / encoded bytes, rate = raw bytes / encode time (best of repeated passes after a warm-up,
 * at least 0.3 s of encoding). Tensors of element types the codec does not support count as stored raw. Shared by
 * {@code snapwear pccr --codec} and the study's pipeline analysis (compressionSource measured), so both measure
 * the same way.
 */
public final class SpiCodecProfiler implements CodecProfiler {
    private final SnapshotCodec codec;

    public SpiCodecProfiler(SnapshotCodec codec) {
        this.codec = codec;
    }

    @Override
    public CompressionProfile measure(Snapshot sample) throws IOException {
        // Only the tensors the codec supports go through prepare and encode, as a store would give it: prepare of
        // a whole checkpoint would otherwise show a codec dtypes it declines (uint8 RNG states, int64 counters).
        List<Tensor> tensors = sample.tensors().stream().filter(t -> codec.supports(t.dtype())).toList();
        long declined = 0;
        for (Tensor t : sample.tensors()) {
            declined += codec.supports(t.dtype()) ? 0 : t.info().byteSize();
        }
        ChunkLayout layout = ChunkLayout.of(tensors.stream().map(Tensor::info).toList());
        ChunkSource source = new ChunkSource() {
            @Override
            public ChunkLayout layout() {
                return layout;
            }

            @Override
            public int referenceCount() {
                return 0;
            }

            @Override
            public ChunkInput chunk(int index) {
                return input(layout.chunk(index), tensors);
            }
        };
        long raw = sample.dataBytes();
        if (raw == 0) {
            throw new IOException("sample snapshot holds no tensor data");
        }
        long encoded = 0;
        double best = Double.POSITIVE_INFINITY;
        long spent = 0;
        for (int pass = 0; pass < 50 && (pass < 3 || spent < 300_000_000L); pass++) {
            long t0 = System.nanoTime();
            CodecParams params = codec.prepare(source);
            long bytes = declined;
            for (Chunk c : layout.chunks()) {
                bytes += codec.encodeChunk(params, input(c, tensors)).length;
            }
            long dt = System.nanoTime() - t0;
            spent += dt;
            encoded = bytes;
            if (pass > 0) {
                best = Math.min(best, dt / 1e9);
            }
        }
        return new CompressionProfile("codec " + codec.id(), (double) raw / Math.max(1, encoded), raw / best);
    }

    private static ChunkInput input(Chunk c, List<Tensor> tensors) {
        ByteBuffer d = tensors.get(c.tensorIndex()).data();
        d.position((int) c.byteOffset()).limit((int) c.byteOffset() + c.byteLength());
        return new ChunkInput(c, d.slice().order(java.nio.ByteOrder.LITTLE_ENDIAN), null, null);
    }
}
