package org.snapwear.trace.tests.format.hdf5;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tests.format.FormatFixtures;

/**
 * float16 datasets (Keras mixed precision) written by h5py (data/hdf5/fp16.h5, see its README) come out as F16
 * tensors with the file's exact values, whatever their byte order or storage layout.
 */
class Hdf5HalfFloatTest {

    @Test
    void halfPrecisionDatasetsReadAsF16WithTheirValues() throws Exception {
        try (Snapshot s = CheckpointFormats.read(FormatFixtures.data("hdf5/fp16.h5"))) {
            assertEquals(List.of("f32", "model_weights.dense.dense.bias:0", "model_weights.dense.dense.big:0",
                    "model_weights.dense.dense.kernel:0", "special"),
                    s.tensors().stream().map(t -> t.info().name()).sorted().toList());
            assertValues(s.tensor("model_weights.dense.dense.kernel:0").orElseThrow(), new long[] {3, 4});
            assertValues(s.tensor("model_weights.dense.dense.bias:0").orElseThrow(), new long[] {4});
            assertValues(s.tensor("model_weights.dense.dense.big:0").orElseThrow(), new long[] {40, 50});
            Tensor special = s.tensor("special").orElseThrow();
            assertEquals(DType.F16, special.info().dtype());
            float[] got = halves(special.data());
            assertArrayEquals(new float[] {65504f, 0x1p-24f, -0.0f, Float.POSITIVE_INFINITY,
                Float.NEGATIVE_INFINITY}, got);
            assertEquals(Float.floatToIntBits(-0.0f), Float.floatToIntBits(got[2]), "the sign of zero is kept");
            Tensor f32 = s.tensor("f32").orElseThrow();
            assertEquals(DType.F32, f32.info().dtype());
            for (int i = 0; i < 6; i++) {
                assertEquals(i * 0.25f - 3, f32.data().getFloat(i * 4));
            }
        }
    }

    /** v[i] = i * 0.25 - 3 over the flat C-order index, as make_hdf5_fixtures.py writes them. */
    private static void assertValues(Tensor t, long[] shape) {
        assertEquals(DType.F16, t.info().dtype(), t.info().name());
        assertArrayEquals(shape, t.info().shape(), t.info().name());
        float[] v = halves(t.data());
        assertEquals(java.util.Arrays.stream(shape).reduce(1, (a, b) -> a * b), v.length, t.info().name());
        for (int i = 0; i < v.length; i++) {
            assertEquals(i * 0.25f - 3, v[i], t.info().name() + " element " + i);
        }
    }

    private static float[] halves(ByteBuffer data) {
        float[] out = new float[data.remaining() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = FormatFixtures.halfToFloat(data.getShort(data.position() + 2 * i));
        }
        return out;
    }
}
