package org.snapwear.codec.spi;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.trace.tensor.DType;

/**
 * A snapshot codec, lossless unless it declares a {@link #bound()}. Encoding is split so that it can run on many threads with output identical to a
 * single thread:
 * <ol>
 * <li>{@link #prepare} - one optional snapshot-level pass over all chunks (histograms: DynRLE's choice of i,
 * Huffman tables) producing immutable {@link CodecParams};</li>
 * <li>{@link #encodeChunk} - a pure function of (params, chunk data, reference chunks), callable for any chunk in
 * any order on any thread.</li>
 * </ol>
 * Decoding mirrors it: {@link #readParams} once, then {@link #decodeChunk} per chunk. The container (codec id,
 * layout hash, per-chunk lengths, checksum) is written by {@code org.snapwear.codec.container}, never by codecs.
 * <p>
 * A chunk with references ({@link ChunkInput#isDelta()}) is a delta chunk; the codec must decode it bit-exactly
 * given the same references (a lossy codec: to the same bytes every time, within its bound). Codecs must handle every float bit pattern (NaN payloads, infinities, -0.0,
 * denormals) and empty chunks. Implementations must be stateless or immutable and thread-safe, and need a public
 * no-argument constructor to be contributed through the extension point or {@link java.util.ServiceLoader}.
 */
public interface SnapshotCodec {

    /** Unique id, e.g. {@code dynrle}; lower case, at most 255 UTF-8 bytes. */
    String id();

    /** Human-readable name for listings. */
    String displayName();

    /** Whether it encodes baselines, deltas or both. */
    CodecKind kind();

    /**
     * Most references a delta chunk can use: 1 for ordinary delta codecs, 2 for codecs that extrapolate from the
     * two previous snapshots (they must also accept a single reference), 0 for baseline-only codecs.
     */
    default int referenceDepth() {
        return kind().encodesDeltas() ? 1 : 0;
    }

    /**
     * What the codec promises about decoded values: {@link LossBound#EXACT} (the default, every byte comes back) or a
     * lossy bound an independent checker can test. Exact stays the default everywhere: a lossy codec is used only
     * where a loss profile names it.
     */
    default LossBound bound() {
        return LossBound.EXACT;
    }

    /**
     * The bound of chunks encoded with these parameters, for a decoder that has only the container: a codec whose
     * bound is configurable writes it into its {@link CodecParams}. The default is {@link #bound()}.
     */
    default LossBound bound(CodecParams params) {
        return bound();
    }

    /** True if the codec handles tensors of this element type (the default: fp32, fp16, bf16). */
    default boolean supports(DType dtype) {
        return dtype == DType.F32 || dtype == DType.F16 || dtype == DType.BF16;
    }

    /**
     * Snapshot-level pass over all chunks (may read every chunk once). The default needs no parameters.
     *
     * @return immutable parameters shared by all {@link #encodeChunk} calls of this snapshot
     */
    default CodecParams prepare(ChunkSource source) throws IOException {
        return CodecParams.NONE;
    }

    /** Reads back what {@link CodecParams#toBytes()} produced. */
    default CodecParams readParams(byte[] bytes) throws IOException {
        if (bytes.length != 0) {
            throw new IOException(id() + ": unexpected " + bytes.length + " parameter bytes");
        }
        return CodecParams.NONE;
    }

    /**
     * Encodes one chunk. Pure: the same inputs give the same bytes on any thread.
     *
     * @return the encoded chunk (a fresh array the caller owns)
     */
    byte[] encodeChunk(CodecParams params, ChunkInput input) throws IOException;

    /**
     * Decodes one chunk.
     *
     * @param input   chunk and references ({@code current} is null)
     * @param encoded exactly the bytes {@link #encodeChunk} returned (position 0, limit = length)
     * @param out     receives exactly {@code input.chunk().byteLength()} bytes at positions 0..length
     * @throws IOException if the bytes are not a valid encoding (message says why)
     */
    void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out) throws IOException;
}
