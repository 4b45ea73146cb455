package org.snapwear.trace.format.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;

import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * A protobuf file read with protobuf-java's wire-format reader (no generated classes): the file is mapped,
 * nested messages are entered with {@link #enter()}/{@link #leave(int)} (push/pop limit), and every
 * length-delimited field is checked against the bytes left before it is used.
 */
public final class ProtoFile {
    private final Path file;
    private final ByteBuffer map;
    private final CodedInputStream in;
    private final int size;

    private ProtoFile(Path file, ByteBuffer map) {
        this.file = file;
        this.map = map;
        this.size = map.remaining();
        this.in = CodedInputStream.newInstance(map.duplicate());
    }

    /** Maps the file (protobuf messages are limited to 2 GiB, so is this reader). */
    public static ProtoFile open(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            int len = Bounds.bufferSize(file, 0, ch.size(), "protobuf file");
            return new ProtoFile(file, ch.map(FileChannel.MapMode.READ_ONLY, 0, len).order(ByteOrder.LITTLE_ENDIAN));
        }
    }

    public CodedInputStream in() {
        return in;
    }

    public Path file() {
        return file;
    }

    /** Current offset in the file. */
    public long offset() {
        return in.getTotalBytesRead();
    }

    public CheckpointFormatException error(String reason) {
        return new CheckpointFormatException(file, offset(), reason);
    }

    /**
     * Why protobuf-java refused the bytes, in the words of the file rather than of its API (its messages advise
     * calling {@code setRecursionLimit()} and the like).
     */
    public static String reason(Throwable e) {
        String m = e.getMessage() == null ? "" : e.getMessage();
        if (m.contains("too many levels of nesting")) {
            return "groups or messages nested deeper than 100 levels";
        }
        if (m.contains("ended unexpectedly") || m.contains("truncated")) {
            return "the data ends inside a field";
        }
        if (m.contains("negative size")) {
            return "a field claims a negative length";
        }
        if (m.contains("malformed varint")) {
            return "a malformed varint";
        }
        if (m.contains("invalid tag")) {
            return "a field with number 0";
        }
        if (m.contains("end-group tag")) {
            return "a group ends with another field's end tag";
        }
        if (m.contains("invalid wire type")) {
            return "a field with an invalid wire type";
        }
        if (m.contains("too large")) {
            return "a message larger than 2 GiB";
        }
        if (m.contains("invalid UTF-8")) {
            return "a string that is not UTF-8";
        }
        // an I/O failure says what it is; a runtime failure's text would be Java's (an index out of bounds)
        return e instanceof IOException && !m.isBlank() ? org.snapwear.trace.text.ErrorText.scrub(m)
                : org.snapwear.trace.text.ErrorText.words(e);
    }

    /** Reads a length prefix and checks it against the bytes left; returns the length. */
    public int length(String what) throws IOException {
        int len = in.readRawVarint32();
        if (len < 0 || len > size - in.getTotalBytesRead()) {
            throw error(what + ": length " + Integer.toUnsignedString(len) + " exceeds the "
                    + (size - in.getTotalBytesRead()) + " bytes left");
        }
        return len;
    }

    /** Enters a nested message: returns the old limit for {@link #leave(int)}. */
    public int enter(String what) throws IOException {
        return in.pushLimit(length(what));
    }

    /** Leaves a nested message, skipping whatever was not read. */
    public void leave(int oldLimit) throws IOException {
        in.skipRawBytes(in.getBytesUntilLimit());
        in.popLimit(oldLimit);
    }

    /** A zero-copy view of the next {@code len} bytes (which are then skipped). */
    public ByteBuffer slice(int len) throws IOException {
        int at = (int) in.getTotalBytesRead();
        ByteBuffer b = map.duplicate();
        b.position(at).limit(at + len);
        in.skipRawBytes(len);
        return b.slice().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Reads a string field (length-checked). */
    public String string(String what) throws IOException {
        int len = length(what);
        byte[] b = in.readRawBytes(len);
        return new String(b, java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * Reads a repeated scalar field occurrence, packed (wire type 2) or not, passing each value's raw bits to
     * the sink. {@code fixedWidth} is 4 (float), 8 (double) or 0 (varint).
     */
    public void repeated(int tag, int fixedWidth, LongSink sink, String what) throws IOException {
        int wt = WireFormat.getTagWireType(tag);
        if (wt == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
            int len = length(what);
            if (fixedWidth > 0 && len % fixedWidth != 0) {
                throw error(what + ": packed length " + len + " is not a multiple of " + fixedWidth);
            }
            int old = in.pushLimit(len);
            while (in.getBytesUntilLimit() > 0) {
                sink.accept(one(fixedWidth));
            }
            in.popLimit(old);
        } else {
            int expected = fixedWidth == 4 ? WireFormat.WIRETYPE_FIXED32
                    : fixedWidth == 8 ? WireFormat.WIRETYPE_FIXED64 : WireFormat.WIRETYPE_VARINT;
            if (wt != expected) {
                throw error(what + ": wire type " + wt + ", expected " + expected);
            }
            sink.accept(one(fixedWidth));
        }
    }

    private long one(int fixedWidth) throws IOException {
        switch (fixedWidth) {
            case 4: return in.readRawLittleEndian32() & 0xFFFFFFFFL;
            case 8: return in.readRawLittleEndian64();
            default: return in.readRawVarint64();
        }
    }

    /** Receives one decoded value. */
    @FunctionalInterface
    public interface LongSink {
        void accept(long bits) throws IOException;
    }
}
