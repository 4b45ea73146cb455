package org.snapwear.codec.tests.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.container.ContainerBound;
import org.snapwear.codec.container.ContainerReader;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.lossy.LossyCodecs;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.registry.CodecSelfCheck;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.tests.plan.DelegatingCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Lossy codecs are found by id wherever containers are decoded ({@link CodecRegistry#decoder}), never offered as
 * codecs ({@link CodecRegistry#find}, {@link CodecRegistry#codecs}); a container records its bound in the codec's
 * parameters, so the container alone says what it bounds; the bound self-check fails a codec that breaks its bound.
 */
class LossyDecodersTest {
    private final CodecRegistry registry = CodecRegistry.defaultRegistry();

    @Test
    void lossyCodecsDecodeByIdButAreNotOffered() {
        for (String id : LossyCodecs.IDS) {
            assertTrue(registry.decoder(id).isPresent(), id);
            assertTrue(registry.find(id).isEmpty(), id);
            assertFalse(registry.codecs().stream().anyMatch(c -> c.id().equals(id)), id);
        }
        assertEquals(LossyCodecs.IDS.size(), registry.lossyDescriptors().size());
        registry.lossyDescriptors().forEach(d -> assertTrue(d.enabled(), d.id() + ": " + d.reason()));
        assertEquals(registry.find("xor-shuffle-zstd"), registry.decoder("xor-shuffle-zstd"));
    }

    @Test
    void theContainerRecordsTheConfiguredBound() throws IOException {
        for (String spec : List.of("quant-absmax:bits=4,block=64", "quant-sqrt:bits=4", "error-bounded:abs=0.01",
                "error-bounded:rel=0.05")) {
            SnapshotCodec configured = LossyCodecs.create(spec);
            Snapshot s = sample(spec.startsWith("quant-sqrt"));
            byte[] container = encode(configured, s, List.of());
            LossBound recorded = ContainerBound.of(new ContainerReader(new ByteArrayInputStream(container), null)
                    .header(), registry::decoder);
            assertEquals(configured.bound(), recorded, spec);
            // the registry's decoder has its own default configuration: only the container can tell the bound
            assertNotEquals(registry.decoder(configured.id()).orElseThrow().bound(), recorded, spec);
            Snapshot byRegistry = SnapshotDecoder.decode(new ByteArrayInputStream(container), null, s.infos(),
                    List.of(), registry::decoder);
            Snapshot byConfigured = SnapshotDecoder.decode(new ByteArrayInputStream(container), null, s.infos(),
                    List.of(), id -> Optional.of(configured));
            assertEquals(byConfigured.tensors().get(0).data(), byRegistry.tensors().get(0).data(), spec);
            assertNotEquals(s.tensors().get(0).data(), byRegistry.tensors().get(0).data(), spec + " lost nothing");
        }
    }

    @Test
    void aCodecOutsideItsBoundFailsTheBoundSelfCheck() throws Exception {
        SnapshotCodec good = LossyCodecs.create("quant-absmax:bits=8");
        assertEquals(null, CodecSelfCheck.boundRoundTrip(good));
        String failure = CodecSelfCheck.boundRoundTrip(new Noisy(good));
        assertNotNull(failure);
        assertTrue(failure.contains("error above the bound"), failure);
        String lossless = CodecSelfCheck.boundRoundTrip(registry.require("xor-shuffle-zstd"));
        assertTrue(lossless != null && lossless.contains("exact bound"), lossless);
    }

    private static Snapshot sample(boolean nonNegative) {
        float[] v = new float[1000];
        for (int i = 0; i < v.length; i++) {
            float x = (float) Math.sin(i * 0.37) * (1 + i % 17);
            v[i] = nonNegative ? x * x : x;
        }
        return new Snapshot(null, 1, List.of(Tensor.ofFloats("t", new long[] {v.length}, v)));
    }

    private static byte[] encode(SnapshotCodec codec, Snapshot s, List<Snapshot> refs) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SnapshotEncoder.encode(codec, s, refs, 1 << 12, out);
        return out.toByteArray();
    }

    /** A lossy codec whose decoder adds an error of 0.5 to every other element: it breaks any sane bound. */
    private static final class Noisy extends DelegatingCodec {
        Noisy(SnapshotCodec inner) {
            super(inner);
        }

        @Override
        public String displayName() {
            return "noisy";
        }

        @Override
        public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
                throws IOException {
            int start = out.position();
            super.decodeChunk(params, input, encoded, out);
            if (input.chunk().dtype() == DType.F32) {
                ByteBuffer o = out.duplicate().order(java.nio.ByteOrder.LITTLE_ENDIAN);
                for (int p = start; p + 4 <= o.limit(); p += 8) {
                    float f = o.getFloat(p);
                    if (Float.isFinite(f)) {
                        o.putFloat(p, f + 0.5f);
                    }
                }
            }
        }
    }
}
