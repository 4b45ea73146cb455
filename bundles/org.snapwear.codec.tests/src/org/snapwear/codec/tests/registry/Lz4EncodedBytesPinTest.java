package org.snapwear.codec.tests.registry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;
import org.snapwear.codec.container.ContainerReader;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Pins what the LZ4 example plug-in compresses (a tensor of every dtype, odd lengths, chunks that split tensors;
 * baseline and delta): the SHA-256 prefix of every chunk's LZ4 block decompressed, recorded with the plug-in's own
 * XOR/shuffle loops (commit 10296cc), so its switch to {@link org.snapwear.codec.spi.util.ChunkBytes} provably
 * feeds LZ4 the same bytes. The compressed bytes themselves are not pinned: lz4-java's fastest instance is native
 * code on a plain class path and pure Java under OSGi, and the two compress the same input differently. Runs
 * wherever the plug-in is present: through the extension point under OSGi, through its class on a plain class path.
 */
class Lz4EncodedBytesPinTest {
    private static final String BASELINE = "85554b02ff4a1702";
    private static final String DELTA = "9bae2964c1b9bf6a";

    @Test
    void containerBytesMatchTheRecordedDigests() throws Exception {
        SnapshotCodec lz4 = lz4();
        assumeTrue(lz4 != null, "the LZ4 example plug-in is not available here");
        Snapshot s0 = everyDType(61, null);
        Snapshot s1 = everyDType(62, s0);
        assertEquals(BASELINE + " " + DELTA,
                sha(planes(encode(lz4, s1, List.of()), s1)) + " " + sha(planes(encode(lz4, s1, List.of(s0)), s1)));
    }

    /** Every chunk of the container decompressed (LZ4 blocks), concatenated in layout order. */
    private static byte[] planes(byte[] container, Snapshot s) throws IOException {
        ContainerReader r = new ContainerReader(new ByteArrayInputStream(container), null);
        ChunkLayout layout = new ChunkLayout(s.infos(), r.header().chunkBytes());
        LZ4SafeDecompressor lz4 = LZ4Factory.safeInstance().safeDecompressor();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < layout.chunkCount(); i++) {
            ByteBuffer enc = r.nextChunk();
            byte[] src = new byte[enc.remaining()];
            enc.get(src);
            byte[] plain = new byte[layout.chunk(i).byteLength()];
            assertEquals(plain.length, lz4.decompress(src, 0, src.length, plain, 0, plain.length), "chunk " + i);
            out.write(plain);
        }
        r.finish();
        return out.toByteArray();
    }

    private static SnapshotCodec lz4() throws ReflectiveOperationException {
        Optional<SnapshotCodec> registered = CodecRegistry.defaultRegistry().find("lz4");
        if (registered.isPresent()) {
            return registered.get();
        }
        try {
            return (SnapshotCodec) Class.forName("org.snapwear.examples.codec.Lz4Codec").getConstructor().newInstance();
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    private static byte[] encode(SnapshotCodec c, Snapshot cur, List<Snapshot> refs) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SnapshotEncoder.encode(c, cur, refs, 1024, out);
        byte[] blob = out.toByteArray();
        Snapshot back = SnapshotDecoder.decode(new ByteArrayInputStream(blob), null, cur.infos(), refs,
                id -> Optional.of(c));
        for (int t = 0; t < cur.tensors().size(); t++) {
            assertArrayEquals(cur.tensors().get(t).toByteArray(), back.tensors().get(t).toByteArray());
        }
        return blob;
    }

    /** One tensor per dtype, 1001 elements of random bits; derived from {@code prev} by low-bit flips if given. */
    private static Snapshot everyDType(long seed, Snapshot prev) {
        SplittableRandom r = new SplittableRandom(seed);
        List<Tensor> ts = new ArrayList<>();
        for (DType d : DType.values()) {
            String name = "t." + d.name().toLowerCase();
            byte[] b = new byte[1001 * d.byteSize()];
            if (prev == null) {
                r.nextBytes(b);
            } else {
                b = prev.tensor(name).orElseThrow().toByteArray();
                for (int i = 0; i < b.length; i += d.byteSize()) {
                    b[i] ^= (byte) r.nextInt(4);
                }
            }
            ts.add(new Tensor(new TensorInfo(name, d, new long[] {1001}), ByteBuffer.wrap(b)));
        }
        return new Snapshot(null, seed, ts);
    }

    private static String sha(byte[] b) throws NoSuchAlgorithmException {
        byte[] d = MessageDigest.getInstance("SHA-256").digest(b);
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            s.append(String.format("%02x", d[i]));
        }
        return s.toString();
    }
}
