package org.snapwear.trace.tests.format.torch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.torch.TorchZipReader;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Archives written by the test's own zip + pickle writer ({@link TorchArchiveWriter}, {@link PickleWriter},
 * opcode sequences copied from the real fixture's data.pkl) to cover what the fixture does not: nested
 * dicts, shared storages, non-contiguous views, fp16, deflated entries, v3/UntypedStorage, bad archives.
 */
class TorchArchiveTest {

    private static float v(int i) {
        return i * 0.5f - 1;
    }

    private static ByteBuffer floats(int n) {
        ByteBuffer b = ByteBuffer.allocate(n * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            b.putFloat(v(i));
        }
        return b.flip();
    }

    private static final short[] HALVES = {0x3C00, (short) 0xC000, 0x3800}; // 1.0, -2.0, 0.5

    static Path nestedArchive(Path dir, boolean deflate) throws Exception {
        ByteBuffer half = ByteBuffer.allocate(6).order(ByteOrder.LITTLE_ENDIAN);
        for (short h : HALVES) {
            half.putShort(h);
        }
        half.flip();
        PickleWriter p = new PickleWriter();
        p.emptyDict().mark();
        p.str("model").emptyDict().mark();
        p.str("w");
        TorchArchiveWriter.tensorV2(p, "FloatStorage", "0", 12, 0, new long[] {3, 4}, new long[] {4, 1});
        p.str("wT");
        TorchArchiveWriter.tensorV2(p, "FloatStorage", "0", 12, 0, new long[] {4, 3}, new long[] {1, 4});
        p.str("tail");
        TorchArchiveWriter.tensorV2(p, "FloatStorage", "0", 12, 8, new long[] {4}, new long[] {1});
        p.setItems();
        p.str("optimizer").emptyDict().mark().str("state").emptyDict().mark().integer(0).emptyDict().mark();
        p.str("momentum_buffer");
        TorchArchiveWriter.tensorV2(p, "HalfStorage", "1", 3, 0, new long[] {3}, new long[] {1});
        p.setItems().setItems().setItems();
        p.str("epoch").integer(7);
        p.setItems();
        Path f = dir.resolve(deflate ? "nested_deflated.pt" : "nested.pt");
        new TorchArchiveWriter("nested").storage("0", floats(12)).storage("1", half).write(f, p.finish(), deflate);
        return f;
    }

    @Test
    void nestedDictsSharedStoragesAndViews(@TempDir Path dir) throws Exception {
        for (boolean deflate : new boolean[] {false, true}) {
            Path f = nestedArchive(dir, deflate);
            try (Snapshot s = CheckpointFormats.read(f)) {
                assertEquals(List.of("model.w", "model.wT", "model.tail", "optimizer.state.0.momentum_buffer"),
                        s.tensors().stream().map(Tensor::name).toList());
                Tensor w = s.tensor("model.w").orElseThrow();
                Tensor wt = s.tensor("model.wT").orElseThrow();
                Tensor tail = s.tensor("model.tail").orElseThrow();
                for (int i = 0; i < 12; i++) {
                    assertEquals(v(i), w.data().getFloat(4 * i));
                }
                // transposed view copied into row-major order: wT[r][c] = w[c][r] = v(c * 4 + r)
                for (int r = 0; r < 4; r++) {
                    for (int c = 0; c < 3; c++) {
                        assertEquals(v(c * 4 + r), wt.data().getFloat(4 * (r * 3 + c)), "wT[" + r + "][" + c + "]");
                    }
                }
                for (int i = 0; i < 4; i++) {
                    assertEquals(v(8 + i), tail.data().getFloat(4 * i));
                }
                Tensor m = s.tensor("optimizer.state.0.momentum_buffer").orElseThrow();
                assertEquals(DType.F16, m.dtype());
                for (int i = 0; i < 3; i++) {
                    assertEquals(HALVES[i], m.data().getShort(2 * i));
                }
                assertEquals(!deflate, w.data().isDirect(), "stored storages are mapped");
                assertFalse(wt.data().isDirect(), "the non-contiguous view is a copy");
            }
        }
    }

    @Test
    void rebuildV3WithUntypedStorageAndParameter(@TempDir Path dir) throws Exception {
        PickleWriter p = new PickleWriter();
        p.emptyDict().mark().str("p");
        p.global("torch._utils", "_rebuild_parameter").mark();
        p.global("torch._utils", "_rebuild_tensor_v3").mark();
        p.mark().str("storage").global("torch", "UntypedStorage").str("0").str("cpu").integer(24).tuple().binPersId();
        p.integer(1).ints(5).ints(1).newFalse().global("collections", "OrderedDict").emptyTuple().reduce();
        p.global("torch", "float32").emptyDict();
        p.tuple().reduce();
        p.op(0x88).global("collections", "OrderedDict").emptyTuple().reduce().tuple().reduce();
        p.setItems();
        Path f = dir.resolve("v3.pth");
        new TorchArchiveWriter("archive").storage("0", floats(6)).write(f, p.finish(), false);
        try (Snapshot s = new TorchZipReader().read(f)) {
            Tensor t = s.tensor("p").orElseThrow();
            assertEquals(DType.F32, t.dtype());
            for (int i = 0; i < 5; i++) {
                assertEquals(v(i + 1), t.data().getFloat(4 * i));
            }
        }
    }

    /**
     * Objects of unknown classes keep their BUILD state: a TorchScript-style module (NEWOBJ of a
     * {@code __torch__} class, then BUILD with its attribute dict) exposes its parameters by attribute path,
     * while non-tensor attributes ({@code training}) are ignored.
     */
    @Test
    void tensorsInObjectAttributesAreFound(@TempDir Path dir) throws Exception {
        PickleWriter p = new PickleWriter();
        p.global("__torch__", "Net").emptyTuple().op(0x81);
        p.emptyDict().mark().str("training").op(0x88).str("fc");
        p.global("__torch__.torch.nn.modules.linear", "Linear").emptyTuple().op(0x81);
        p.emptyDict().mark().str("weight");
        TorchArchiveWriter.tensorV2(p, "FloatStorage", "0", 6, 0, new long[] {2, 2}, new long[] {2, 1});
        p.str("bias");
        TorchArchiveWriter.tensorV2(p, "FloatStorage", "0", 6, 4, new long[] {2}, new long[] {1});
        p.setItems().op('b'); // BUILD the Linear
        p.setItems().op('b'); // BUILD the Net
        Path f = dir.resolve("scripted.pt");
        new TorchArchiveWriter("scripted").storage("0", floats(6)).write(f, p.finish(), false);
        try (Snapshot s = CheckpointFormats.read(f)) {
            assertEquals(List.of("fc.weight", "fc.bias"), s.tensors().stream().map(Tensor::name).toList());
            assertEquals(v(5), s.tensor("fc.bias").orElseThrow().data().getFloat(4));
        }
    }

    @Test
    void legacyFormatIsRejectedWithAdvice(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("legacy.pt");
        Files.write(f, HexFormat.of().parseHex("80028a0a6cfc9c46f9206aa850192e80024de9032e"));
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(f));
        assertEquals(0, e.offset());
        assertTrue(e.reason().startsWith("unsupported legacy format (re-save with torch.save(..., "
                + "_use_new_zipfile_serialization=True))"), e.getMessage());
    }

    @Test
    void missingStorageEntryAndOversizedViewAreNamed(@TempDir Path dir) throws Exception {
        PickleWriter p = new PickleWriter();
        p.emptyDict().mark().str("a");
        TorchArchiveWriter.tensorV2(p, "FloatStorage", "9", 4, 0, new long[] {4}, new long[] {1});
        p.setItems();
        Path f = dir.resolve("missing.pt");
        new TorchArchiveWriter("m").storage("0", floats(4)).write(f, p.finish(), false);
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(f));
        assertTrue(e.reason().contains("zip entry m/data/9 is missing"), e.getMessage());
        assertTrue(e.offset() > 0, "offset inside data.pkl");

        PickleWriter q = new PickleWriter();
        q.emptyDict().mark().str("a");
        TorchArchiveWriter.tensorV2(q, "FloatStorage", "0", 4, 2, new long[] {3}, new long[] {1});
        q.setItems();
        Path g = dir.resolve("view.pt");
        new TorchArchiveWriter("v").storage("0", floats(4)).write(g, q.finish(), false);
        CheckpointFormatException e2 = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(g));
        assertTrue(e2.reason().contains("exceeds storage 0"), e2.getMessage());
    }

    @Test
    void storageLargerThanItsEntryIsRejected(@TempDir Path dir) throws Exception {
        PickleWriter p = new PickleWriter();
        p.emptyDict().mark().str("a");
        TorchArchiveWriter.tensorV2(p, "FloatStorage", "0", 1_000_000, 0, new long[] {1_000_000}, new long[] {1});
        p.setItems();
        Path f = dir.resolve("inflated.pt");
        new TorchArchiveWriter("i").storage("0", floats(4)).write(f, p.finish(), false);
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(f));
        assertTrue(e.reason().contains("need 4000000 bytes, entry i/data/0 has 16"), e.getMessage());
    }
}
