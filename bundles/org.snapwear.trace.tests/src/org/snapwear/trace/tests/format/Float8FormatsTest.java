package org.snapwear.trace.tests.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.format.torch.TorchZipReader;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;
import org.snapwear.trace.tests.format.torch.PickleWriter;
import org.snapwear.trace.tests.format.torch.TorchArchiveWriter;

/**
 * Every dtype a real checkpoint holds, FP8 included, through the dtype tables of the formats that store them:
 * {@link DType#parse} of every spelling, safetensors written and read back bit-exactly (header strings
 * F8_E4M3/F8_E5M2 as the safetensors spec spells them), torch archives with the float8 storage classes (v2) and
 * dtype globals (v3), and ONNX FLOAT8E4M3FN/FLOAT8E5M2 initializers.
 */
class Float8FormatsTest {

    @Test
    void everySpellingParses() {
        for (String s : new String[] {"F8_E4M3", "f8_e4m3", "float8_e4m3fn", "torch.float8_e4m3fn", "F8_E4M3FN",
            "Float8_e4m3fnStorage", "fp8_e4m3"}) {
            assertEquals(DType.F8_E4M3, DType.parse(s), s);
        }
        for (String s : new String[] {"F8_E5M2", "f8_e5m2", "float8_e5m2", "torch.float8_e5m2",
            "Float8_e5m2Storage", "fp8_e5m2"}) {
            assertEquals(DType.F8_E5M2, DType.parse(s), s);
        }
        // Same width, different bias and NaN encoding: must not be read as the fn/IEEE-style formats.
        for (String s : new String[] {"float8_e4m3fnuz", "float8_e5m2fnuz", "F8_E8M0"}) {
            assertThrows(IllegalArgumentException.class, () -> DType.parse(s), s);
        }
        for (DType d : DType.values()) {
            assertEquals(d, DType.parse(d.safetensorsName()), "safetensors name of " + d + " parses back");
        }
    }

    @Test
    void float8FieldWidths() {
        assertEquals(1, DType.F8_E4M3.byteSize());
        assertEquals(1, DType.F8_E5M2.byteSize());
        assertTrue(DType.F8_E4M3.isFloatingPoint() && DType.F8_E5M2.isFloatingPoint());
        assertEquals(4, DType.F8_E4M3.exponentBits());
        assertEquals(3, DType.F8_E4M3.mantissaBits());
        assertEquals(5, DType.F8_E5M2.exponentBits());
        assertEquals(2, DType.F8_E5M2.mantissaBits());
        for (DType d : DType.values()) {
            if (d.isFloatingPoint()) {
                assertEquals(d.bitSize(), 1 + d.exponentBits() + d.mantissaBits(), d.name());
            } else {
                assertEquals(0, d.exponentBits() + d.mantissaBits(), d.name());
            }
        }
    }

    /** A tensor of every dtype whose bytes are all 256 byte values in turn (NaNs, infinities, -0 included). */
    static List<Tensor> everyDtype() {
        List<Tensor> ts = new ArrayList<>();
        for (DType d : DType.values()) {
            int n = 256 / d.byteSize() + 1;
            ByteBuffer b = ByteBuffer.allocate(n * d.byteSize()).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < b.capacity(); i++) {
                b.put(i, (byte) (i * 7 + d.ordinal()));
            }
            ts.add(new Tensor(new TensorInfo("t." + d.name().toLowerCase(), d, new long[] {n}), b));
        }
        return ts;
    }

    @Test
    void safetensorsRoundTripsEveryDtype(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("all.safetensors");
        List<Tensor> ts = everyDtype();
        SafetensorsWriter.write(f, ts, null);
        String header = new String(SafetensorsWriter.header(ts, null), StandardCharsets.UTF_8);
        assertTrue(header.contains("\"dtype\":\"F8_E4M3\"") && header.contains("\"dtype\":\"F8_E5M2\""), header);
        try (Snapshot s = new SafetensorsReader().read(f)) {
            assertEquals(ts.size(), s.tensors().size());
            for (Tensor t : ts) {
                Tensor back = s.tensor(t.name()).orElseThrow();
                assertEquals(t.dtype(), back.dtype(), t.name());
                assertArrayEquals(t.toByteArray(), back.toByteArray(), t.name());
            }
        }
    }

    @Test
    void torchFloat8StoragesAndDtypeGlobals(@TempDir Path dir) throws Exception {
        byte[] e4 = {0x38, (byte) 0xb8, 0x7f, (byte) 0x80, 0x01};
        byte[] e5 = {0x3c, 0x7c, (byte) 0xfc, 0x7e, 0x00, 0x02};
        PickleWriter p = new PickleWriter();
        p.emptyDict().mark();
        p.str("w8");
        TorchArchiveWriter.tensorV2(p, "Float8_e4m3fnStorage", "0", e4.length, 0, new long[] {e4.length},
                new long[] {1});
        // torch >= 2.1 pickles an untyped storage plus the dtype global for _rebuild_tensor_v3
        p.str("g8");
        p.global("torch._utils", "_rebuild_tensor_v3").mark();
        p.mark().str("storage").global("torch", "UntypedStorage").str("1").str("cpu").integer(e5.length).tuple()
                .binPersId();
        p.integer(0).ints(2, 3).ints(3, 1).newFalse().global("collections", "OrderedDict").emptyTuple().reduce();
        p.global("torch", "float8_e5m2").tuple().reduce();
        p.setItems();
        Path f = dir.resolve("fp8.pt");
        new TorchArchiveWriter("fp8").storage("0", ByteBuffer.wrap(e4)).storage("1", ByteBuffer.wrap(e5))
                .write(f, p.finish(), false);
        try (Snapshot s = new TorchZipReader().read(f)) {
            Tensor w = s.tensor("w8").orElseThrow();
            assertEquals(DType.F8_E4M3, w.dtype());
            assertArrayEquals(e4, w.toByteArray());
            Tensor g = s.tensor("g8").orElseThrow();
            assertEquals(DType.F8_E5M2, g.dtype());
            assertArrayEquals(new long[] {2, 3}, g.info().shape());
            assertArrayEquals(e5, g.toByteArray());
        }
    }

    @Test
    void onnxFloat8Initializers(@TempDir Path dir) throws Exception {
        byte[] e4 = {0x38, 0x7f, (byte) 0x80};
        ProtoBuilder graph = new ProtoBuilder()
                .message(5, new ProtoBuilder().varint(1, 3).varint(2, 17).bytes(9, e4).string(8, "e4m3"))
                .message(5, new ProtoBuilder().varint(1, 2).varint(2, 19).packedVarints(5, 0x7c, 0x3c).string(8, "e5m2"))
                .string(2, "g");
        Path f = dir.resolve("fp8.onnx");
        Files.write(f, new ProtoBuilder().varint(1, 9).message(7, graph).build());
        try (Snapshot s = CheckpointFormats.read(f)) {
            assertEquals(DType.F8_E4M3, s.tensor("e4m3").orElseThrow().dtype());
            assertArrayEquals(e4, s.tensor("e4m3").orElseThrow().toByteArray());
            assertEquals(DType.F8_E5M2, s.tensor("e5m2").orElseThrow().dtype());
            assertArrayEquals(new byte[] {0x7c, 0x3c}, s.tensor("e5m2").orElseThrow().toByteArray());
        }
        // FLOAT8E4M3FNUZ (18) has bias 8 and NaN 0x80: rejected rather than read as F8_E4M3.
        ProtoBuilder fnuz = new ProtoBuilder()
                .message(5, new ProtoBuilder().varint(1, 1).varint(2, 18).bytes(9, new byte[] {1}).string(8, "x"));
        Path g = dir.resolve("fnuz.onnx");
        Files.write(g, new ProtoBuilder().varint(1, 9).message(7, fnuz).build());
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(g));
        assertTrue(e.getMessage().contains("data_type 18"), e.getMessage());
    }
}
