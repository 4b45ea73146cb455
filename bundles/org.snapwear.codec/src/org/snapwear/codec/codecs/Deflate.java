package org.snapwear.codec.codecs;

import java.io.IOException;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/** Raw Deflate (no zlib/gzip wrapper: the container already has lengths and a CRC) at a fixed level. */
final class Deflate {
    private Deflate() {
    }

    static byte[] compress(byte[] data, int level) {
        Deflater d = new Deflater(level, true);
        try {
            d.setInput(data);
            d.finish();
            byte[] out = new byte[data.length + data.length / 1000 + 64];
            int n = 0;
            while (!d.finished()) {
                if (n == out.length) {
                    out = Arrays.copyOf(out, out.length * 2);
                }
                n += d.deflate(out, n, out.length - n);
            }
            return Arrays.copyOf(out, n);
        } finally {
            d.end();
        }
    }

    static byte[] decompress(byte[] data, int expectedLength) throws IOException {
        Inflater inf = new Inflater(true);
        try {
            // nowrap inflaters may need one extra byte of input to finish (java.util.zip contract).
            inf.setInput(Arrays.copyOf(data, data.length + 1));
            byte[] out = new byte[expectedLength + 1]; // one spare byte detects streams that are too long
            int n = 0;
            while (!inf.finished()) {
                if (n == out.length) {
                    throw new IOException("deflate stream holds more than the " + expectedLength + " bytes expected");
                }
                int r = inf.inflate(out, n, out.length - n);
                if (r == 0 && (inf.needsInput() || inf.needsDictionary())) {
                    throw new IOException("truncated deflate stream after " + n + " bytes");
                }
                n += r;
            }
            if (n != expectedLength) {
                throw new IOException("deflate stream gives " + n + " bytes, " + expectedLength + " expected");
            }
            return Arrays.copyOf(out, n);
        } catch (DataFormatException e) {
            throw new IOException("corrupt deflate stream: " + e.getMessage(), e);
        } finally {
            inf.end();
        }
    }
}
