package org.snapwear.codec.tests.codecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.plan.SchemeSimulation;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Pins the exact container bytes every built-in codec writes (baseline and two-reference delta, fp32/fp16/bf16
 * tensors of odd lengths, chunks that split tensors) to SHA-256 prefixes recorded from the implementation before
 * the 2026-11-22 container/dynrle speed work, so speed work can never change the format silently. The same
 * snapshots held in direct buffers must give the same bytes, and every container must decode back bit for bit.
 */
class EncodedBytesPinTest {

    /** codec id, baseline digest, delta digest (recorded with commit 1741b48). */
    private static final String[][] EXPECTED = {
        {"raw", "1ca39fee9c03aa2b", "5931f16c9b48c1ba"},
        {"gzip", "8b5a68936c52e740", "2bc5b6e4bdb9a9a5"},
        {"rle4", "a5877bc670d9c888", "d47f26cd2fc1d366"},
        {"rle4+gzip", "5b5140830818d74e", "6418cdeaab9f512f"},
        {"dynrle", "acbdf6fab7b9501a", "ad35746877e66753"},
        {"huffman-exp", "8b057193ca5c42dd", "-"},
        {"zstd", "717d6dfc144172f1", "bc909a3111ff5831"},
        {"xor-shuffle-zstd", "d6f980341e9a98bf", "e63660f39d2d50c0"},
        {"predictive", "555478838905f7aa", "ef3e3972a895a1e3"},
    };

    private static String sha(byte[] b) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(b);
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < 8; i++) {
                s.append(String.format("%02x", d[i]));
            }
            return s.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static Snapshot direct(Snapshot s) {
        List<Tensor> ts = new ArrayList<>();
        for (Tensor t : s.tensors()) {
            ByteBuffer src = t.data();
            ByteBuffer d = ByteBuffer.allocateDirect(src.remaining()).order(ByteOrder.LITTLE_ENDIAN);
            d.put(src).flip();
            ts.add(new Tensor(t.info(), d));
        }
        return new Snapshot(null, s.iteration(), ts);
    }

    private static byte[] encode(SnapshotCodec c, Snapshot cur, List<Snapshot> refs) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SnapshotEncoder.encode(c, cur, refs, 12_000, out);
        byte[] blob = out.toByteArray();
        Snapshot back = SnapshotDecoder.decode(new ByteArrayInputStream(blob), null, cur.infos(),
                refs.subList(0, Math.min(refs.size(), c.referenceDepth())), id -> Optional.of(c));
        assertTrue(SchemeSimulation.sameData(cur, back), c.id() + ": round trip differs");
        return blob;
    }

    /** The digests of the current implementation: [id, baseline, delta] per built-in codec. */
    static List<String[]> digests() throws IOException {
        int[] lengths = {10_007, 3, 6_001, 2_999, 1};
        DType[] dtypes = {DType.F32, DType.F16, DType.BF16, DType.F32, DType.F16};
        Snapshot s0 = TestTensors.weights(41, 0, lengths, dtypes, 0.01);
        Snapshot s1 = TestTensors.step(s0, 42, 1, 1e-3);
        Snapshot s2 = TestTensors.step(s1, 43, 2, 1e-3);
        List<String[]> out = new ArrayList<>();
        for (SnapshotCodec c : BuiltInCodecs.all()) {
            String base = "-";
            String delta = "-";
            if (c.kind().encodesBaselines()) {
                byte[] b = encode(c, s2, List.of());
                assertEquals(sha(b), sha(encode(c, direct(s2), List.of())), c.id() + " baseline, direct buffers");
                base = sha(b);
            }
            if (c.kind().encodesDeltas()) {
                byte[] b = encode(c, s2, List.of(s1, s0));
                assertEquals(sha(b), sha(encode(c, direct(s2), List.of(direct(s1), direct(s0)))),
                        c.id() + " delta, direct buffers");
                delta = sha(b);
            }
            out.add(new String[] {c.id(), base, delta});
        }
        return out;
    }

    @Test
    void containerBytesMatchTheRecordedDigests() throws IOException {
        List<String[]> got = digests();
        assertEquals(EXPECTED.length, got.size());
        for (int i = 0; i < got.size(); i++) {
            assertEquals(String.join(" ", EXPECTED[i]), String.join(" ", got.get(i)));
        }
    }
}
