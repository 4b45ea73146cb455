package org.snapwear.codec.tests.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Modifier;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/**
 * The built-in codecs' identity (id, display name, kind, reference depth, supported dtypes) is what it was when each
 * codec spelled it out in four overrides (table recorded with commit 10296cc), now that they pass it to
 * {@link AbstractSnapshotCodec}; and the base class's own contract.
 */
class CodecIdentityTest {
    private static final String[] EXPECTED = {
        "raw | Uncompressed | BOTH | 1 | F64 F32 F16 BF16 F8_E4M3 F8_E5M2 I64 I32 I16 I8 U8 BOOL",
        "gzip | Deflate level 6 (XOR delta) | BOTH | 1 | F64 F32 F16 BF16 F8_E4M3 F8_E5M2 I64 I32 I16 I8 U8 BOOL",
        "rle4 | RLE(4) (XOR delta, 4 heading bits) | BOTH | 1 | F32 F16 BF16",
        "rle4+gzip | RLE(4) then Deflate level 6 | BOTH | 1 | F32 F16 BF16",
        "dynrle | DynRLE (XOR delta, dynamic heading bits) | BOTH | 1 | F32 F16 BF16",
        "huffman-exp | Huffman-coded exponents (baseline) | BASELINE | 0 | F32 F16 BF16 F8_E4M3 F8_E5M2",
        "zstd | zstd level 3 (XOR delta) | BOTH | 1 | F64 F32 F16 BF16 F8_E4M3 F8_E5M2 I64 I32 I16 I8 U8 BOOL",
        "xor-shuffle-zstd | XOR delta + byte shuffle + zstd level 3 | BOTH | 1 | F64 F32 F16 BF16 F8_E4M3 F8_E5M2 I64 I32 I16 I8 U8 BOOL",
        "predictive | Predictive (linear extrapolation, context-coded residuals) | BOTH | 2 | F32 F16 BF16",
    };

    @Test
    void builtInIdentitiesAreUnchanged() {
        List<String> got = new ArrayList<>();
        for (SnapshotCodec c : BuiltInCodecs.all()) {
            assertTrue(c instanceof AbstractSnapshotCodec, c.id() + " extends the base class");
            List<String> dtypes = new ArrayList<>();
            for (DType d : DType.values()) {
                if (c.supports(d)) {
                    dtypes.add(d.name());
                }
            }
            got.add(c.id() + " | " + c.displayName() + " | " + c.kind() + " | " + c.referenceDepth() + " | "
                    + String.join(" ", dtypes));
        }
        assertEquals(String.join("\n", EXPECTED), String.join("\n", got));
    }

    @Test
    void withoutAPredicateTheInterfaceDefaultDTypesApply() {
        SnapshotCodec c = new DefaultDTypes("minimal");
        for (DType d : DType.values()) {
            assertEquals(d == DType.F32 || d == DType.F16 || d == DType.BF16, c.supports(d), d.name());
        }
        assertEquals("minimal", c.id());
        assertEquals("Minimal codec", c.displayName());
        assertEquals(CodecKind.DELTA, c.kind());
        assertEquals(1, c.referenceDepth());
        SnapshotCodec bytes = new AllDTypes();
        for (DType d : DType.values()) {
            assertTrue(bytes.supports(d), d.name());
        }
    }

    @Test
    void identityIsFinalAndRequired() throws NoSuchMethodException {
        for (String m : new String[] {"id", "displayName", "kind"}) {
            assertTrue(Modifier.isFinal(AbstractSnapshotCodec.class.getMethod(m).getModifiers()), m);
        }
        assertFalse(Modifier.isFinal(AbstractSnapshotCodec.class.getMethod("supports", DType.class).getModifiers()));
        assertThrows(NullPointerException.class, () -> new DefaultDTypes(null));
    }

    /** A codec with nothing but the base class (default dtypes) and two no-op chunk methods. */
    private static class DefaultDTypes extends AbstractSnapshotCodec {
        DefaultDTypes(String id) {
            super(id, "Minimal codec", CodecKind.DELTA);
        }

        DefaultDTypes(String id, Predicate<DType> dtypes) {
            super(id, "Minimal codec", CodecKind.DELTA, dtypes);
        }

        @Override
        public byte[] encodeChunk(CodecParams params, ChunkInput input) {
            return new byte[0];
        }

        @Override
        public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out) {
        }
    }

    /** The same for every dtype. */
    private static final class AllDTypes extends DefaultDTypes {
        AllDTypes() {
            super("bytes", AbstractSnapshotCodec.ALL_DTYPES);
        }
    }
}
