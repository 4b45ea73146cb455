package org.snapwear.trace.tests.format.numpy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tests.format.FormatFixtures;

/**
 * Files written by real NumPy 2.4.6 ({@code data/numpy/make_numpy_fixtures.py}); the values are
 * {@code i * 0.25 - 3} for flat C-order index i, recomputed here.
 */
class NumpyReaderTest {

    private static double expected(long i) {
        return i * 0.25 - 3;
    }

    private static double element(Tensor t, int i) {
        ByteBuffer b = t.data();
        switch (t.dtype()) {
            case F32: return b.getFloat(i * 4);
            case F64: return b.getDouble(i * 8);
            case F16: return FormatFixtures.halfToFloat(b.getShort(i * 2));
            default: throw new AssertionError(t.dtype());
        }
    }

    private static void assertValues(Tensor t, DType dtype, long... shape) {
        assertEquals(dtype, t.dtype(), t.name());
        assertArrayEquals(shape, t.info().shape(), t.name());
        for (int i = 0; i < t.info().elementCount(); i++) {
            assertEquals(expected(i), element(t, i), t.name() + "[" + i + "]");
        }
    }

    private static Tensor only(String file) throws Exception {
        try (Snapshot s = CheckpointFormats.read(FormatFixtures.data("numpy/" + file))) {
            assertEquals(1, s.tensors().size());
            Tensor t = s.tensors().get(0);
            // copy out: the mapping belongs to the snapshot
            return Tensor.of(t.name(), t.dtype(), t.info().shape(), t.toByteArray());
        }
    }

    @Test
    void littleEndianFloatTypes() throws Exception {
        assertValues(only("f32_2x3.npy"), DType.F32, 2, 3);
        assertValues(only("f16_4.npy"), DType.F16, 4);
        assertValues(only("f64_3x2x2.npy"), DType.F64, 3, 2, 2);
        assertEquals("f32_2x3", only("f32_2x3.npy").name());
    }

    @Test
    void int64() throws Exception {
        Tensor t = only("i64_5.npy");
        assertEquals(DType.I64, t.dtype());
        for (int i = 0; i < 5; i++) {
            assertEquals(-7L * i, t.data().getLong(i * 8));
        }
    }

    @Test
    void scalarHasEmptyShape() throws Exception {
        Tensor t = only("scalar_f32.npy");
        assertEquals(0, t.info().shape().length);
        assertEquals(-3.0f, t.data().getFloat(0));
    }

    @Test
    void bigEndianIsConvertedToLittleEndian() throws Exception {
        assertValues(only("be_f32_2x3.npy"), DType.F32, 2, 3);
    }

    @Test
    void fortranOrderIsTransposedToCOrder() throws Exception {
        // the file holds the column-major bytes of the same logical array; the reader returns row-major
        assertValues(only("fortran_f32_3x4.npy"), DType.F32, 3, 4);
    }

    @Test
    void npzStoredAndDeflatedHoldTheSameTensors() throws Exception {
        for (String f : new String[] {"stored.npz", "deflated.npz"}) {
            Path p = FormatFixtures.data("numpy/" + f);
            assertEquals("npz", CheckpointFormats.detect(p).orElseThrow().formatId());
            try (Snapshot s = CheckpointFormats.read(p)) {
                assertEquals(2, s.tensors().size(), f);
                assertValues(s.tensor("w").orElseThrow(), DType.F32, 2, 3);
                assertValues(s.tensor("b").orElseThrow(), DType.F32, 3);
                assertEquals(f.equals("stored.npz"), s.tensor("w").orElseThrow().data().isDirect(),
                        "stored entries are mapped, deflated ones inflated");
            }
        }
    }

    @Test
    void unsupportedDtypeNamesFileAndOffset(@TempDir Path dir) throws Exception {
        byte[] good = Files.readAllBytes(FormatFixtures.data("numpy/f32_2x3.npy"));
        String text = new String(good, java.nio.charset.StandardCharsets.ISO_8859_1).replace("'<f4'", "'<c8'");
        Path bad = dir.resolve("complex.npy");
        Files.write(bad, text.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(bad));
        assertEquals(bad, e.file());
        assertEquals(10, e.offset());
        assertTrue(e.getMessage().contains("unsupported dtype '<c8'"), e.getMessage());
    }

    @Test
    void dataSizeMustMatchTheShape(@TempDir Path dir) throws Exception {
        byte[] good = Files.readAllBytes(FormatFixtures.data("numpy/f32_2x3.npy"));
        Path bad = dir.resolve("long.npy");
        byte[] longer = java.util.Arrays.copyOf(good, good.length + 4);
        Files.write(bad, longer);
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(bad));
        assertTrue(e.reason().contains("28 data bytes"), e.getMessage());
    }
}
