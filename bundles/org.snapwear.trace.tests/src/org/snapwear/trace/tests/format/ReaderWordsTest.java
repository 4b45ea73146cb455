package org.snapwear.trace.tests.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tests.format.torch.PickleWriter;
import org.snapwear.trace.tests.format.torch.TorchArchiveWriter;
import org.snapwear.trace.text.ErrorText;

import com.google.gson.JsonParseException;

/**
 * What the readers say about bad input is in the words of the file, never of the Java library that found it: a
 * pickled integer beyond 64 bits was "got BigInteger", an empty pickle stack "Index -1 out of bounds for length 0",
 * nested protobuf groups "Use setRecursionLimit()", an out-of-range JSON number "not a whole number", and a
 * safetensors header too large for the heap "malformed JSON ... JsonReader at line ...".
 */
class ReaderWordsTest {

    @TempDir
    Path dir;

    private static CheckpointFormatException refused(Path f) {
        return assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(f).close());
    }

    private static void noJava(String message, String... was) {
        for (String w : was) {
            assertFalse(message.contains(w), message);
        }
        assertFalse(message.matches(".*\\b(java|com)\\.[a-z]+\\..*"), message);
    }

    @Test
    void anIntegerBeyond64BitsInAPickleIsNamedAsSuch() throws Exception {
        PickleWriter p = new PickleWriter();
        p.emptyDict().mark().str("w");
        p.global("torch._utils", "_rebuild_tensor_v2").mark();
        p.mark().str("storage").global("torch", "FloatStorage").str("0").str("cpu").integer(4).tuple().binPersId();
        p.integer(0).mark().op(0x8a).op(16); // LONG1 of 16 bytes: 2^120
        for (int i = 0; i < 15; i++) {
            p.op(0);
        }
        p.op(1).tuple().ints(1).newFalse();
        p.global("collections", "OrderedDict").emptyTuple().reduce();
        p.tuple().reduce().setItems();
        Path f = dir.resolve("bigint.pt");
        new TorchArchiveWriter("b").storage("0", ByteBuffer.allocate(16)).write(f, p.finish(), false);
        CheckpointFormatException e = refused(f);
        assertTrue(e.reason().endsWith("bad pickle: size: the integer 13292279957849158729... (37 digits), beyond "
                + "the 64-bit range"), e.getMessage());
        noJava(e.getMessage(), "BigInteger");
    }

    @Test
    void aPickleThatPopsAnEmptyStackSaysSo() throws Exception {
        Path f = dir.resolve("empty.pt");
        new TorchArchiveWriter("e").write(f, new byte[] {(byte) 0x80, 2, '0', '.'}, false); // POP on nothing
        CheckpointFormatException e = refused(f);
        assertTrue(e.reason().endsWith("bad pickle: an opcode takes a value from an empty stack"), e.getMessage());
        noJava(e.getMessage(), "Index -1", "out of bounds");
    }

    @Test
    void deeplyNestedProtobufGroupsAreNamedWithoutTheLibrarysAdvice() throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int i = 0; i < 200; i++) {
            b.write(new byte[] {(byte) 0xa3, 0x01}); // field 20, start group
        }
        for (int i = 0; i < 200; i++) {
            b.write(new byte[] {(byte) 0xa4, 0x01}); // field 20, end group
        }
        Path f = Files.write(dir.resolve("deep.onnx"), b.toByteArray());
        CheckpointFormatException e = refused(f);
        assertEquals("not a valid ONNX ModelProto: groups or messages nested deeper than 100 levels", e.reason());
        noJava(e.getMessage(), "setRecursionLimit", "malicious");
    }

    @Test
    void aWholeNumberOutOfRangeIsNotCalledNotAWholeNumber() throws Exception {
        byte[] h = "{\"w\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [0, 99999999999999999999]}}"
                .getBytes(StandardCharsets.UTF_8);
        ByteBuffer b = ByteBuffer.allocate(8 + h.length + 4).order(ByteOrder.LITTLE_ENDIAN).putLong(h.length).put(h);
        Path f = Files.write(dir.resolve("huge.safetensors"), b.array());
        CheckpointFormatException e = refused(f);
        assertEquals("tensor w: data_offsets holds 99999999999999999999, beyond the largest size a file can have "
                + "(2^63 - 1)", e.reason());
    }

    /** Gson reports running out of heap as a parse failure "JsonReader at line ..."; it is said as what it is. */
    @Test
    void runningOutOfHeapInAJsonParserIsNotMalformedJson() {
        String text = ErrorText.json(new JsonParseException("Failed parsing JSON source: JsonReader at line 1 column "
                + "609717 path $.w.shape[304841] to Json", new OutOfMemoryError("Java heap space")));
        assertTrue(text.startsWith("too large to parse in the Java heap of "), text);
        noJava(text, "JsonReader", "malformed");
    }

    /**
     * A header of 99 MB (within the format's 100 MB) on a heap too small to parse it is refused before it is read,
     * naming the heap, instead of ending in a heap exhaustion worded as malformed JSON. The file is sparse.
     */
    @Test
    void aHeaderTooLargeForTheHeapIsRefusedBeforeItIsRead() throws Exception {
        long headerLen = 99L << 20;
        Runtime rt = Runtime.getRuntime();
        assumeTrue(headerLen * 64 > rt.maxMemory(), "a heap above 6 GB parses this header");
        Path f = dir.resolve("big-header.safetensors");
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.allocate(9).order(ByteOrder.LITTLE_ENDIAN).putLong(headerLen).put((byte) '{').flip());
            ch.write(ByteBuffer.wrap(new byte[] {'}'}), 8 + headerLen - 1);
        }
        CheckpointFormatException e = refused(f);
        assertEquals(0, e.offset());
        assertTrue(e.reason().startsWith("header of " + headerLen + " bytes would need about 6336 MB of Java heap to "
                + "parse, more than the "), e.getMessage());
    }
}
