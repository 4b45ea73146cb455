package org.snapwear.codec.container;

import java.io.IOException;
import java.io.OutputStream;
import java.util.zip.CRC32C;

/**
 * Writes one container: the header, then chunk records strictly in chunk order, then the CRC32C trailer. The
 * parallel pipeline uses it too (it hands over chunks in order), which is why the bytes do not depend on how many
 * threads encoded the chunks. Not thread-safe. Does not close the stream.
 */
public final class ContainerWriter {
    private final OutputStream out;
    private final ContainerHeader header;
    private final CRC32C crc = new CRC32C();
    private final byte[] lengthBytes = new byte[ContainerHeader.CHUNK_RECORD_OVERHEAD];
    private int chunksWritten;
    private long bytesWritten;
    private long payloadBytes;
    private boolean finished;

    public ContainerWriter(OutputStream out, ContainerHeader header) throws IOException {
        this.out = out;
        this.header = header;
        write(header.toBytes(), 0, header.byteSize());
    }

    /** Appends the next chunk record (length + bytes). */
    public void writeChunk(byte[] encoded) throws IOException {
        writeChunk(encoded, 0, encoded.length);
    }

    public void writeChunk(byte[] encoded, int offset, int length) throws IOException {
        if (finished || chunksWritten >= header.chunkCount()) {
            throw new IllegalStateException("container already has its " + header.chunkCount() + " chunks");
        }
        lengthBytes[0] = (byte) length;
        lengthBytes[1] = (byte) (length >>> 8);
        lengthBytes[2] = (byte) (length >>> 16);
        lengthBytes[3] = (byte) (length >>> 24);
        write(lengthBytes, 0, 4);
        write(encoded, offset, length);
        payloadBytes += length;
        chunksWritten++;
    }

    /** Writes the trailer; returns the total container size in bytes. */
    public long finish() throws IOException {
        if (chunksWritten != header.chunkCount()) {
            throw new IllegalStateException("only " + chunksWritten + " of " + header.chunkCount() + " chunks written");
        }
        if (!finished) {
            int c = (int) crc.getValue();
            byte[] t = {(byte) c, (byte) (c >>> 8), (byte) (c >>> 16), (byte) (c >>> 24)};
            out.write(t);
            bytesWritten += ContainerHeader.TRAILER_BYTES;
            finished = true;
        }
        return bytesWritten;
    }

    public ContainerHeader header() {
        return header;
    }

    /** Bytes written so far. */
    public long bytesWritten() {
        return bytesWritten;
    }

    /** Sum of chunk payload lengths so far (without the 4-byte length fields). */
    public long payloadBytes() {
        return payloadBytes;
    }

    private void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        crc.update(b, off, len);
        bytesWritten += len;
    }
}
