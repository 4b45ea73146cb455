package org.snapwear.codec.tests.codecs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.container.SnapshotChunks;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Pins the bytes (parameters and every chunk) each built-in codec writes for the real hf_charlm_adamw run, as
 * baselines and as deltas against one or two references ({@link RunDeltas}), to SHA-256 prefixes recorded before
 * the 2026-11-28 speed work on {@code predictive}: speed work must not change a byte of what stores hold, so
 * containers written before it still decode and new ones are the same. Every chunk must also decode back.
 */
class FixtureBytesPinTest {

    /** codec id, baseline digest, delta digest (recorded with commit d7ea7ce). */
    private static final String[][] EXPECTED = {
        {"raw", "a4c5d5eded41f8cb", "a4c5d5eded41f8cb"},
        {"gzip", "4e40abd5d29e4912", "86b6b754ed6eead5"},
        {"rle4", "a44157be8865cef6", "5fa4673ed5365cda"},
        {"rle4+gzip", "c55bbd30192c6f88", "a311a3a28173191d"},
        {"dynrle", "4325a55f3c30deac", "0b5ef8b8e8e58d0f"},
        {"huffman-exp", "9888a3c08fb921d5", "-"},
        {"zstd", "95ac6dbd3fcace77", "c06a73a7cc1bf24a"},
        {"xor-shuffle-zstd", "b1b76e1c581ccdd9", "31e3b4e8c92d95b0"},
        {"predictive", "860331d3a9388a6f", "a564caebe052b5a1"},
    };

    /** SHA-256 prefix over the parameters and chunks of every part, each prefixed with its length. */
    static String digest(SnapshotCodec codec, List<RunDeltas.Part> parts, boolean delta) throws IOException {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        for (RunDeltas.Part p : parts) {
            List<Snapshot> refs = delta ? p.references().subList(0, Math.min(p.references().size(),
                    codec.referenceDepth())) : List.of();
            ChunkLayout layout = new ChunkLayout(p.current().infos(), 100_000);
            SnapshotChunks source = new SnapshotChunks(layout, p.current(), refs);
            CodecParams params = codec.prepare(source);
            byte[] pb = params.toBytes();
            add(md, pb);
            CodecParams read = codec.readParams(pb);
            for (int i = 0; i < layout.chunkCount(); i++) {
                ChunkInput in = source.chunk(i);
                byte[] enc = codec.encodeChunk(params, in);
                add(md, enc);
                ByteBuffer out = ByteBuffer.allocate(in.chunk().byteLength()).order(ByteOrder.LITTLE_ENDIAN);
                codec.decodeChunk(read, new ChunkInput(in.chunk(), null, in.previous(), in.beforePrevious()),
                        ByteBuffer.wrap(enc).order(ByteOrder.LITTLE_ENDIAN), out);
                assertEquals(in.current(), out.clear(), codec.id() + " " + p.label() + " chunk " + i);
            }
        }
        return HexFormat.of().formatHex(Arrays.copyOf(md.digest(), 8));
    }

    private static void add(MessageDigest md, byte[] b) {
        md.update(ByteBuffer.allocate(4).putInt(b.length).array());
        md.update(b);
    }

    @Test
    void fixtureBytesMatchTheRecordedDigests() throws IOException {
        List<RunDeltas.Part> parts = RunDeltas.of(Fixtures.path("hf_charlm_adamw"));
        assertEquals(4, parts.size());
        List<String> got = new ArrayList<>();
        for (SnapshotCodec c : BuiltInCodecs.all()) {
            String base = c.kind().encodesBaselines() ? digest(c, parts, false) : "-";
            String delta = c.kind().encodesDeltas() ? digest(c, parts, true) : "-";
            got.add(c.id() + " " + base + " " + delta);
        }
        System.out.println("FixtureBytesPinTest digests:\n" + String.join("\n", got));
        List<String> expected = new ArrayList<>();
        for (String[] e : EXPECTED) {
            expected.add(String.join(" ", e));
        }
        assertEquals(String.join("\n", expected), String.join("\n", got));
    }
}
