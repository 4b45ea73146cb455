package org.snapwear.codec.tests.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Running SHA-256 digests of what a codec encodes and decodes, the pin tests' record of a codec's exact behaviour
 * ({@link ErrorBoundedBytesPinTest}, {@link ResidualQuantBytesPinTest}): digests recorded before a codec's speed
 * work prove that its bytes and decoded values did not change.
 */
final class CodecDigests {
    final MessageDigest encoded = sha256();
    final MessageDigest decoded = sha256();

    /** Codes one tensor of type {@code t} (against {@code ref}, or as a baseline if null) in chunks of that size. */
    void code(SnapshotCodec codec, DType t, ByteBuffer data, ByteBuffer ref, int chunkBytes) throws IOException {
        int n = data.remaining() / t.byteSize();
        ChunkLayout layout = new ChunkLayout(List.of(new TensorInfo("t", t, new long[] {n})), chunkBytes);
        for (Chunk c : layout.chunks()) {
            chunk(codec, new ChunkInput(c, ChunkRoundTrip.slice(data, c), ref == null ? null
                    : ChunkRoundTrip.slice(ref, c), null));
        }
    }

    /** Encodes one chunk, decodes it with the parameters read back, and adds both to the digests. */
    void chunk(SnapshotCodec codec, ChunkInput in) throws IOException {
        CodecParams params = codec.prepare(null);
        byte[] e = codec.encodeChunk(params, in);
        add(encoded, e);
        ByteBuffer out = ByteBuffer.allocate(in.chunk().byteLength()).order(ByteOrder.LITTLE_ENDIAN);
        codec.decodeChunk(codec.readParams(params.toBytes()), new ChunkInput(in.chunk(), null, in.previous(), null),
                ByteBuffer.wrap(e).order(ByteOrder.LITTLE_ENDIAN), out);
        add(decoded, out.array());
    }

    /** The first 8 bytes of both digests in hex: {@code "ENCODED DECODED"}. */
    String hex() {
        return hex(encoded) + " " + hex(decoded);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void add(MessageDigest md, byte[] b) {
        md.update(ByteBuffer.allocate(4).putInt(b.length).array());
        md.update(b);
    }

    private static String hex(MessageDigest md) {
        return HexFormat.of().formatHex(Arrays.copyOf(md.digest(), 8));
    }
}
