package org.snapwear.codec.tests.registry;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.snapwear.codec.registry.CodecSelfCheck;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecDescriptor;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/**
 * The registry's self-check covers every dtype a codec claims: a codec that claims all of them and is lossless on
 * all but one (the last byte of every chunk of that dtype is flipped) is disabled, whichever dtype it is. With the
 * check limited to fp32/bf16/fp16 such a plug-in would be enabled and garble int64 step counters or fp8 weights.
 */
class SelfCheckDTypeTest {

    /** Copies chunks, except that it flips the last byte of every non-empty chunk of {@code victim}. */
    record GarblingCodec(DType victim) implements SnapshotCodec {
        @Override
        public String id() {
            return "garbling";
        }

        @Override
        public String displayName() {
            return "lossless except on " + victim;
        }

        @Override
        public CodecKind kind() {
            return CodecKind.BOTH;
        }

        @Override
        public boolean supports(DType dtype) {
            return true;
        }

        @Override
        public byte[] encodeChunk(CodecParams params, ChunkInput input) {
            byte[] out = new byte[input.chunk().byteLength()];
            input.current().get(0, out);
            if (input.chunk().dtype() == victim && out.length > 0) {
                out[out.length - 1] ^= 1;
            }
            return out;
        }

        @Override
        public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out) {
            out.put(0, encoded, encoded.position(), encoded.remaining());
        }
    }

    @ParameterizedTest
    @EnumSource(DType.class)
    void aCodecWrongOnOneClaimedDtypeIsDisabled(DType victim) throws Exception {
        String failure = CodecSelfCheck.roundTrip(new GarblingCodec(victim));
        assertNotNull(failure, "self-check passed a codec that garbles " + victim);
        assertTrue(failure.contains("w." + victim.name().toLowerCase()), failure);
        CodecRegistry r = CodecRegistry.of(List.of(new GarblingCodec(victim)));
        CodecDescriptor d = r.descriptors().get(0);
        assertFalse(d.enabled(), d.toString());
        assertTrue(r.find("garbling").isEmpty());
    }

    @ParameterizedTest
    @EnumSource(DType.class)
    void aCodecDecliningTheGarbledDtypeIsNotBlamedForIt(DType victim) throws Exception {
        // The same coding, but it declines the dtype it would garble: nothing of that dtype reaches it.
        SnapshotCodec honest = new SnapshotCodec() {
            @Override
            public String id() {
                return "honest";
            }

            @Override
            public String displayName() {
                return "declines " + victim;
            }

            @Override
            public CodecKind kind() {
                return CodecKind.BOTH;
            }

            @Override
            public boolean supports(DType dtype) {
                return dtype != victim;
            }

            @Override
            public byte[] encodeChunk(CodecParams params, ChunkInput input) {
                return new GarblingCodec(victim).encodeChunk(params, input);
            }

            @Override
            public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out) {
                new GarblingCodec(victim).decodeChunk(params, input, encoded, out);
            }
        };
        assertNull(CodecSelfCheck.roundTrip(honest));
        assertTrue(CodecRegistry.of(List.of(honest)).find("honest").isPresent());
    }
}
