package org.snapwear.trace.tests.format.onnx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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
 * The onnx Java bindings are not a plain Maven artifact: models are built from onnx.proto's field numbers
 * with protobuf-java's CodedOutputStream ({@link ProtoBuilder}).
 */
public class OnnxReaderTest {

    private static byte[] le(float... v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : v) {
            b.putFloat(f);
        }
        return b.array();
    }

    /** ModelProto{ir_version, producer_name, graph{node, initializers...}}. */
    public static byte[] model() throws Exception {
        ProtoBuilder graph = new ProtoBuilder()
                .message(1, new ProtoBuilder().string(1, "x").string(2, "y").string(4, "Gemm"))
                .message(5, new ProtoBuilder().packedVarints(1, 2, 2).varint(2, 1).string(8, "raw_f32")
                        .bytes(9, le(1f, -2f, 3.5f, 0.25f)))
                .message(5, new ProtoBuilder().varint(1, 3).varint(2, 1).packedFloats(4, 9f, 8f, 7f).string(8, "f32"))
                .message(5, new ProtoBuilder().varint(1, 2).varint(2, 10).packedVarints(5, 0x3C00, 0xC000).string(8, "f16"))
                .message(5, new ProtoBuilder().varint(1, 2).varint(2, 16).bytes(9, new byte[] {(byte) 0x80, 0x3F, 0, (byte) 0xC0})
                        .string(8, "bf16"))
                .message(5, new ProtoBuilder().varint(1, 1).varint(2, 11).packedDoubles(10, -0.125).string(8, "f64"))
                .message(5, new ProtoBuilder().varint(1, 2).varint(2, 7).packedVarints(7, -5, 1L << 40).string(8, "i64"))
                .message(5, new ProtoBuilder().varint(1, 3).varint(2, 3).packedVarints(5, -1, 127, -128).string(8, "i8"))
                .string(2, "g");
        return new ProtoBuilder().varint(1, 8).string(2, "snapwear-test").message(7, graph).build();
    }

    @Test
    void initializersOfEveryEncoding(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("model.onnx");
        Files.write(f, model());
        try (Snapshot s = CheckpointFormats.read(f)) {
            assertEquals(List.of("raw_f32", "f32", "f16", "bf16", "f64", "i64", "i8"),
                    s.tensors().stream().map(Tensor::name).toList());
            Tensor raw = s.tensor("raw_f32").orElseThrow();
            assertArrayEquals(new long[] {2, 2}, raw.info().shape());
            assertEquals(3.5f, raw.data().getFloat(8));
            assertTrue(raw.data().isDirect(), "raw_data is a view of the mapped file");
            assertEquals(7f, s.tensor("f32").orElseThrow().data().getFloat(8));
            Tensor h = s.tensor("f16").orElseThrow();
            assertEquals(DType.F16, h.dtype());
            assertEquals((short) 0xC000, h.data().getShort(2));
            Tensor bf = s.tensor("bf16").orElseThrow();
            assertEquals(DType.BF16, bf.dtype());
            assertEquals((short) 0x3F80, bf.data().getShort(0));
            assertEquals(-0.125, s.tensor("f64").orElseThrow().data().getDouble(0));
            assertEquals(1L << 40, s.tensor("i64").orElseThrow().data().getLong(8));
            Tensor i8 = s.tensor("i8").orElseThrow();
            assertEquals(DType.I8, i8.dtype());
            assertArrayEquals(new byte[] {-1, 127, -128}, i8.toByteArray());
        }
    }

    @Test
    void externalDataIsAClearError(@TempDir Path dir) throws Exception {
        byte[] m = new ProtoBuilder().message(7, new ProtoBuilder().message(5, new ProtoBuilder().varint(1, 4)
                .varint(2, 1).string(8, "big").varint(14, 1))).build();
        Path f = dir.resolve("ext.onnx");
        Files.write(f, m);
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(f));
        assertTrue(e.reason().contains("initializer big has data_location EXTERNAL"), e.getMessage());
        assertTrue(e.offset() > 0 && e.offset() <= m.length, "offset " + e.offset());
    }
}
