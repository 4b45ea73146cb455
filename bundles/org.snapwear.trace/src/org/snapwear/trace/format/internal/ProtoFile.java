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
