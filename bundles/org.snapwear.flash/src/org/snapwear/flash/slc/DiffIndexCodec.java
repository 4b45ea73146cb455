package org.snapwear.flash.slc;

import java.io.ByteArrayOutputStream;

import org.snapwear.trace.io.Varint;

/**
 * SLC progressive programming's (docs/papers.md#slc-progressive) diff-index codec: the page is cut into fixed segments; the delta stores the index and the content of
 * every segment that differs (the last segment may be shorter than the segment size). Two index layouts:
 * <ul>
 * <li>{@link IndexEncoding#U16} (default): u16 count, then per mismatched segment a little-endian u16 segment
 * index and the content. This is the layout behind docs/papers.md#reference-figures 3.67% (8-byte segments, SQLite fixture).</li>
 * <li>{@link IndexEncoding#VARINT_GAP}: varint count, then per segment a varint gap to the previous mismatched
 * segment (usually one byte) and the content: 3.30% on the same data.</li>
 * </ul>
 */
public final class DiffIndexCodec implements DeltaCodec {
    /** How segment indices are stored. */
    public enum IndexEncoding { U16, VARINT_GAP }

    private final int segment;
    private final IndexEncoding encoding;

    public DiffIndexCodec(int segmentBytes) {
        this(segmentBytes, IndexEncoding.U16);
    }

    public DiffIndexCodec(int segmentBytes, IndexEncoding encoding) {
        if (segmentBytes < 1) {
            throw new IllegalArgumentException("segment size must be >= 1: " + segmentBytes);
        }
        this.segment = segmentBytes;
        this.encoding = encoding;
    }

    private void putIndex(ByteArrayOutputStream out, int value) {
        if (encoding == IndexEncoding.U16) {
            out.write(value & 0xFF);
            out.write(value >>> 8);
        } else {
            Varint.write(out, value);
        }
    }

    private int getIndex(byte[] in, int[] pos, int end) {
        if (encoding == IndexEncoding.VARINT_GAP) {
            return Varint.read(in, pos, end);
        }
        if (pos[0] + 2 > end) {
            throw new IllegalArgumentException("corrupt diff-index delta: truncated index at byte " + pos[0]);
        }
        int v = (in[pos[0]] & 0xFF) | (in[pos[0] + 1] & 0xFF) << 8;
        pos[0] += 2;
        return v;
    }

    public int segmentBytes() {
        return segment;
    }

    @Override
    public String id() {
        return "diff-index";
    }

    @Override
    public byte[] encode(byte[] base, byte[] next) {
        if (base.length != next.length) {
            throw new IllegalArgumentException("versions differ in length: " + base.length + " vs " + next.length);
        }
        int n = next.length;
        int segments = (n + segment - 1) / segment;
        if (encoding == IndexEncoding.U16 && segments > 0xFFFF) {
            throw new IllegalArgumentException("more than 65535 segments: use a larger segment or VARINT_GAP");
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        int count = 0;
        int prev = -1;
        for (int s = 0; s < segments; s++) {
            int from = s * segment;
            int to = Math.min(n, from + segment);
            if (!java.util.Arrays.equals(base, from, to, next, from, to)) {
                putIndex(body, encoding == IndexEncoding.U16 ? s : s - prev - 1);
                body.write(next, from, to - from);
                prev = s;
                count++;
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(body.size() + 3);
        putIndex(out, count);
        out.writeBytes(body.toByteArray());
        return out.toByteArray();
    }


    @Override
    public byte[] decode(byte[] base, byte[] delta, int off, int len) {
        byte[] out = base.clone();
        int end = off + len;
        int[] pos = {off};
        int count = getIndex(delta, pos, end);
        int s = -1;
        for (int k = 0; k < count; k++) {
            s = encoding == IndexEncoding.U16 ? getIndex(delta, pos, end) : s + getIndex(delta, pos, end) + 1;
            int from = s * segment;
            if (from >= out.length) {
                throw new IllegalArgumentException("corrupt diff-index delta: segment " + s + " beyond the page");
            }
            int size = Math.min(segment, out.length - from);
            if (pos[0] + size > end) {
                throw new IllegalArgumentException("corrupt diff-index delta: segment " + s + " truncated at byte " + pos[0]);
            }
            System.arraycopy(delta, pos[0], out, from, size);
            pos[0] += size;
        }
        if (pos[0] != end) {
            throw new IllegalArgumentException("corrupt diff-index delta: " + (end - pos[0]) + " trailing bytes");
        }
        return out;
    }

    @Override
    public double compressMicrosPer16K() {
        return 5.2;
    }

    @Override
    public double decompressMicrosPer16K() {
        return 4.1;
    }
}
