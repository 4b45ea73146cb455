package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.lossy.AbsmaxQuantCodec;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.store.Manifest;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.trace.tensor.DType;

/**
 * The save checks each lossy tensor as a restore decodes it, against the bound its container records, with the
 * codec-independent checker: a decoder that breaks its bound (a test-only codec registered under the lossy codec's
 * id, whose decoder adds 1.0 to one element of every chunk) fails the save with one line naming the file, the
 * tensor and the element, and nothing is committed: the manifest and the store's files are as before. The restored
 * form a lossy save builds in the store (a {@code .tmp-lossy-*} tree) is removed by recovery if a crash leaves it.
 */
class LossyStoreBoundTest {
    @TempDir
    Path tmp;

    /**
     * Registered under {@code quant-absmax}, the id the store's containers name: it decodes the real codec's
     * containers wrongly (1.0 added to one element of every chunk). A registry enables only codecs that pass its
     * exact self-check, so on its own containers (no parameters: the self-check's) it stores chunks as they are; the
     * store's containers, written by the profile's real codec, carry that codec's parameters.
     */
    private static final class BrokenDecoder implements SnapshotCodec {
        private final AbsmaxQuantCodec real = new AbsmaxQuantCodec();

        @Override
        public String id() {
            return real.id();
        }

        @Override
        public String displayName() {
            return "broken " + real.displayName();
        }

        @Override
        public CodecKind kind() {
            return real.kind();
        }

        @Override
        public int referenceDepth() {
            return real.referenceDepth();
        }

        @Override
        public LossBound bound(CodecParams params) {
            return real.bound(params);
        }

        @Override
        public boolean supports(DType dtype) {
            return real.supports(dtype);
        }

        @Override
        public CodecParams readParams(byte[] bytes) throws IOException {
            return bytes.length == 0 ? CodecParams.NONE : real.readParams(bytes);
        }

        @Override
        public byte[] encodeChunk(CodecParams params, ChunkInput input) throws IOException {
            ByteBuffer c = input.current().duplicate();
            byte[] b = new byte[c.remaining()];
            c.get(b);
            return b;
        }

        @Override
        public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
                throws IOException {
            if (params == CodecParams.NONE) {
                out.put(encoded.duplicate());
                return;
            }
            int at = out.position();
            real.decodeChunk(params, input, encoded, out);
            ByteBuffer w = out.duplicate().order(ByteOrder.LITTLE_ENDIAN);
            int k = at + 4 * Math.min(3, input.chunk().elementCount() - 1);
            w.putFloat(k, w.getFloat(k) + 1.0f);
        }
    }

    @Test
    void aDecoderOutsideItsBoundFailsTheSaveAndCommitsNothing() throws Exception {
        List<SnapshotCodec> codecs = new ArrayList<>(CodecRegistry.defaultRegistry().codecs());
        codecs.add(new BrokenDecoder());
        CodecRegistry registry = CodecRegistry.of(codecs);
        assertTrue(registry.decoder(AbsmaxQuantCodec.ID).orElseThrow() instanceof BrokenDecoder,
                () -> "the broken decoder is not enabled: " + registry.descriptors());
        Path dir = tmp.resolve("store");
        try (SnapshotStore store = SnapshotStore.create(dir, StoreSettings.of("predictive", "huffman-exp",
                "progressive", 3, 50), registry, DurableIo.local())) {
            store.save(SaveRequest.of(CheckpointScanner.scan(Fixtures.path("hf_charlm_adamw", "checkpoint-0")), 0)
                    .withLoss(LossyStoreTest.loss("moments-8bit")));
            byte[] manifest = Files.readAllBytes(dir.resolve(Manifest.FILE_NAME));
            List<String> files = listing(dir);
            Path source = Fixtures.path("hf_charlm_adamw", "checkpoint-50");
            IOException e = assertThrows(IOException.class, () -> store.save(SaveRequest.of(
                    CheckpointScanner.scan(source), 50).withLoss(LossyStoreTest.loss("moments-8bit"))));
            String m = e.getMessage();
            assertFalse(m.contains("\n"), m);
            assertTrue(m.startsWith(source.resolve("optimizer.pt").toString() + ": iteration 50: "
                    + "quant-absmax:bits=8 broke its bound"), m);
            assertTrue(m.matches(".*tensor optimizer\\.pt::state\\.\\d+\\.exp_avg element 3: .*"), m);
            assertEquals(List.of(0L), store.iterations());
            assertArrayEquals(manifest, Files.readAllBytes(dir.resolve(Manifest.FILE_NAME)), "nothing committed");
            assertEquals(files, listing(dir), "no file of the failed save is left");
        }
    }

    @Test
    void aRestoredFormLeftByACrashIsRemovedWhenTheStoreOpens() throws Exception {
        Path dir = tmp.resolve("store");
        try (SnapshotStore store = SnapshotStore.create(dir, StoreSettings.of("predictive", "huffman-exp",
                "progressive", 3, 50), CodecRegistry.defaultRegistry(), DurableIo.local())) {
            store.save(SaveRequest.of(CheckpointScanner.scan(Fixtures.path("hf_charlm_adamw", "checkpoint-0")), 0));
        }
        Path left = Files.createDirectories(dir.resolve(".tmp-lossy-50-1234").resolve("checkpoint-50"));
        Files.writeString(left.resolve("optimizer.pt"), "half written");
        try (SnapshotStore store = SnapshotStore.openReadOnly(dir)) {
            assertEquals(List.of("temp"), store.recoveryActions().stream().map(a -> a.action()).toList());
        }
        try (SnapshotStore store = SnapshotStore.open(dir)) {
            assertEquals(List.of(".tmp-lossy-50-1234 removed-temp"), store.recoveryActions().stream()
                    .map(a -> a.file() + " " + a.action()).toList());
        }
        assertFalse(Files.exists(dir.resolve(".tmp-lossy-50-1234")));
    }

    private static List<String> listing(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !n.equals(".lock")).sorted().toList();
        }
    }
}
