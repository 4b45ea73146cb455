package org.snapwear.trace.blockio;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

import org.snapwear.trace.text.ErrorText;
import org.snapwear.trace.text.InputFiles;

/**
 * Reads a text trace line by line and keeps the line number and byte offset of each line for error messages.
 * Gzip files (.gz, magic 1f 8b) are decompressed on the fly; offsets then refer to the decompressed text.
 * Lines are decoded as ISO-8859-1: traces are ASCII, and this never fails on stray bytes.
 */
final class LineSource implements AutoCloseable {
    private final Path file;
    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int limit;
    private byte[] line = new byte[256];
    private long lineNumber;
    private long lineOffset;
    private long consumed;
    private boolean eof;

    LineSource(Path file) throws IOException {
        this.file = file;
        InputStream raw = new BufferedInputStream(InputFiles.open(file), 1 << 16);
        try {
            raw.mark(2);
            int b0 = raw.read();
            int b1 = raw.read();
            raw.reset();
            this.in = b0 == 0x1f && b1 == 0x8b ? new GZIPInputStream(raw, 1 << 16) : raw;
        } catch (IOException e) {
            raw.close();
            throw new BlockTraceException(file, 0, 0, ErrorText.reason(e));
        }
    }

    /** The next line without its terminator (\n or \r\n), or null at the end. */
    String next() throws IOException {
        int len = 0;
        lineOffset = consumed;
        while (true) {
            if (pos >= limit) {
                if (eof || !refill()) {
                    if (len == 0) {
                        return null;
                    }
                    break;
                }
            }
            int start = pos;
            while (pos < limit && buf[pos] != '\n') {
                pos++;
            }
            int n = pos - start;
            consumed += n;
            boolean newline = pos < limit;
            if (newline) {
                pos++;
                consumed++;
                if (len == 0) {
                    // Common case: the whole line is in the buffer, no copy into the line array.
                    lineNumber++;
                    if (n > 0 && buf[start + n - 1] == '\r') {
                        n--;
                    }
                    return new String(buf, start, n, StandardCharsets.ISO_8859_1);
                }
            }
            if (len + n > line.length) {
                if (len + n > 1 << 20) {
                    throw new BlockTraceException(file, lineNumber + 1, lineOffset,
                            "line longer than 1 MB: not a text trace");
                }
                line = java.util.Arrays.copyOf(line, Math.max(line.length * 2, len + n));
            }
            System.arraycopy(buf, start, line, len, n);
            len += n;
            if (newline) {
                break;
            }
        }
        lineNumber++;
        if (len > 0 && line[len - 1] == '\r') {
            len--;
        }
        return new String(line, 0, len, StandardCharsets.ISO_8859_1);
    }

    /** Reads the next buffer; a read error (a damaged .gz, a disk error) names the file and the line. */
    private boolean refill() throws IOException {
        try {
            limit = in.read(buf, 0, buf.length);
        } catch (IOException e) {
            throw new BlockTraceException(file, lineNumber + 1, lineOffset, ErrorText.reason(e));
        }
        pos = 0;
        if (limit <= 0) {
            limit = 0;
            eof = true;
            return false;
        }
        return true;
    }

    /** 1-based number of the line last returned. */
    long lineNumber() {
        return lineNumber;
    }

    /** Byte offset of the start of the line last returned. */
    long lineOffset() {
        return lineOffset;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
