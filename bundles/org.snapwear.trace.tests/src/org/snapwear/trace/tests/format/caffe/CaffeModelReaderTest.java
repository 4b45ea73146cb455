package org.snapwear.trace.tests.format.caffe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tests.format.ProtoBuilder;

/**
 * No Caffe on Maven Central: the .caffemodel files are built from caffe.proto's field numbers with
 * protobuf-java's CodedOutputStream ({@link ProtoBuilder}), covering packed and unpacked data and dims,
 * BlobShape and legacy num/channels/height/width, double_data and V1 {@code layers}.
 */
public class CaffeModelReaderTest {

    static final float[] W = {0.5f, -1.25f, 3f, 0f, -0f, 1e-30f};
    static final float[] B = {7f, -8f};

    /** NetParameter with layer conv1 (V2) and legacy layer ip1 (V1), plus fields the reader must skip. */
    public static byte[] net() throws Exception {
        ProtoBuilder conv1 = new ProtoBuilder().string(1, "conv1").string(2, "Convolution")
                .message(7, new ProtoBuilder().message(7, new ProtoBuilder().packedVarints(1, 2, 1, 3))
                        .packedFloats(5, W))
                .message(7, new ProtoBuilder().message(7, new ProtoBuilder().varint(1, 2)).floats(5, B))
                .string(3, "data");
        ProtoBuilder ip1 = new ProtoBuilder().string(4, "ip1").varint(5, 14)
                .message(6, new ProtoBuilder().varint(1, 1).varint(2, 1).varint(3, 2).varint(4, 2)
                        .packedDoubles(8, 1.5, -2.5, 1e300, 4));
        return new ProtoBuilder().string(1, "LeNet").message(100, conv1).message(2, ip1).build();
    }

    @Test
    void layerBlobsBecomeNamedTensors(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("lenet_iter_500.caffemodel");
        Files.write(f, net());
        assertEquals("caffe", CheckpointFormats.detect(f).orElseThrow().formatId());
        try (Snapshot s = CheckpointFormats.read(f)) {
            assertEquals(List.of("conv1.0", "conv1.1", "ip1.0"), s.tensors().stream().map(Tensor::name).toList());
            Tensor w = s.tensor("conv1.0").orElseThrow();
            assertArrayEquals(new long[] {2, 1, 3}, w.info().shape());
            for (int i = 0; i < W.length; i++) {
                assertEquals(Float.floatToRawIntBits(W[i]), w.data().getInt(4 * i));
            }
            Tensor b = s.tensor("conv1.1").orElseThrow();
            assertEquals(B[1], b.data().getFloat(4));
            Tensor ip = s.tensor("ip1.0").orElseThrow();
            assertEquals(DType.F64, ip.dtype());
            assertArrayEquals(new long[] {1, 1, 2, 2}, ip.info().shape());
            assertEquals(1e300, ip.data().getDouble(16));
        }
    }

    @Test
    void shapeDataMismatchIsAnError(@TempDir Path dir) throws Exception {
        byte[] bad = new ProtoBuilder().message(100, new ProtoBuilder().string(1, "fc")
                .message(7, new ProtoBuilder().message(7, new ProtoBuilder().packedVarints(1, 3, 3)).packedFloats(5, W)))
                .build();
        Path f = dir.resolve("bad.caffemodel");
        Files.write(f, bad);
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(f));
        assertTrue(e.reason().contains("blob fc.0: shape [3, 3] has 9 elements, data has 6"), e.getMessage());
    }
}
