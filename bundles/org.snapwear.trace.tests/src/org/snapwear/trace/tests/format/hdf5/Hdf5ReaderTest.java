package org.snapwear.trace.tests.format.hdf5;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.jhdf.HdfFile;
import io.jhdf.WritableHdfFile;
import io.jhdf.api.WritableGroup;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tests.format.FormatFixtures;

/**
 * Producer: jhdf 0.13's own writer ({@code HdfFile.write}), laid out like a Keras weight file
 * (model_weights/LAYER/LAYER/kernel). h5py is not available offline.
 */
public class Hdf5ReaderTest {

    static final float[][] KERNEL = {{1f, -2f, 3f}, {0.5f, 0.25f, -0.125f}};
    static final float[] BIAS = {9f, -9f, 1e-20f};
    static final double[] D = {Math.PI, -Math.E};

    public static void writeKerasLike(Path f) {
        try (WritableHdfFile h = HdfFile.write(f)) {
            WritableGroup mw = h.putGroup("model_weights");
            WritableGroup dense = mw.putGroup("dense").putGroup("dense");
            dense.putDataset("kernel", KERNEL);
            dense.putDataset("bias", BIAS);
            h.putGroup("extra").putDataset("d", D);
        }
    }

    @Test
    void kerasZipIsReadThroughItsWeightsEntry(@TempDir Path dir) throws Exception {
        Path h5 = dir.resolve("w.h5");
        writeKerasLike(h5);
        Path keras = dir.resolve("model.keras");
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(keras)) {
            zip.putArchiveEntry(new ZipArchiveEntry("config.json"));
            zip.write("{}".getBytes());
            zip.closeArchiveEntry();
            zip.putArchiveEntry(new ZipArchiveEntry("model.weights.h5"));
            zip.write(Files.readAllBytes(h5));
            zip.closeArchiveEntry();
        }
        try (Snapshot a = CheckpointFormats.read(h5); Snapshot b = CheckpointFormats.read(keras)) {
            assertEquals("hdf5", CheckpointFormats.detect(keras).orElseThrow().formatId());
            FormatFixtures.assertSameTensors(a, b);
        }
    }

    @Test
    void datasetsBecomeDottedTensors(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("weights.h5");
        writeKerasLike(f);
        assertEquals("hdf5", CheckpointFormats.detect(f).orElseThrow().formatId());
        try (Snapshot s = CheckpointFormats.read(f)) {
            assertEquals(List.of("model_weights.dense.dense.kernel", "model_weights.dense.dense.bias", "extra.d"),
                    s.tensors().stream().map(Tensor::name).toList());
            Tensor k = s.tensor("model_weights.dense.dense.kernel").orElseThrow();
            assertEquals(DType.F32, k.dtype());
            assertArrayEquals(new long[] {2, 3}, k.info().shape());
            for (int r = 0; r < 2; r++) {
                for (int c = 0; c < 3; c++) {
                    assertEquals(KERNEL[r][c], k.data().getFloat(4 * (r * 3 + c)));
                }
            }
            assertEquals(BIAS[2], s.tensor("model_weights.dense.dense.bias").orElseThrow().data().getFloat(8));
            Tensor d = s.tensor("extra.d").orElseThrow();
            assertEquals(DType.F64, d.dtype());
            assertEquals(-Math.E, d.data().getDouble(8));
        }
    }
}
