package org.snapwear.codec.internal.bits;

import java.io.IOException;
import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * A canonical Huffman code over symbols 0..n-1 with lengths limited to {@link #MAX_LENGTH} bits, in the LSB-first
 * bit order of {@link BitWriter}. Built from a histogram, serialized as 4-bit code lengths, decoded with one table
 * lookup per symbol. Immutable.
 */
public final class HuffmanCode {
    /** Longest code; keeps the decode table at 4096 entries (fits in L1). */
    public static final int MAX_LENGTH = 12;

    private final int[] lengths;
    private final int[] codes; // bit-reversed canonical codes, ready for LSB-first writing
    private final short[] table; // (symbol << 4) | length, indexed by the next MAX_LENGTH bits

    private HuffmanCode(int[] lengths) {
        this.lengths = lengths;
        this.codes = new int[lengths.length];
        this.table = new short[1 << MAX_LENGTH];
        assign();
    }

    /** A code for the histogram; symbols with count 0 get no code. An all-zero histogram gives an empty code. */
    public static HuffmanCode fromCounts(long[] counts) {
        if (counts.length > 4095) {
            throw new IllegalArgumentException("alphabet too large: " + counts.length);
        }
        long[] f = counts.clone();
        while (true) {
            int[] len = lengthsFor(f);
            int max = Arrays.stream(len).max().orElse(0);
            if (max <= MAX_LENGTH) {
                return new HuffmanCode(len);
            }
            // Flatten the distribution and retry: converges because equal counts give a balanced tree.
            for (int i = 0; i < f.length; i++) {
                if (f[i] > 0) {
                    f[i] = Math.max(1, f[i] >>> 1);
                }
            }
        }
    }

    private static int[] lengthsFor(long[] f) {
        int n = f.length;
        int[] len = new int[n];
        int used = 0;
        int last = -1;
        for (int i = 0; i < n; i++) {
            if (f[i] > 0) {
                used++;
                last = i;
            }
        }
        if (used == 0) {
            return len;
        }
        if (used == 1) {
            len[last] = 1;
            return len;
        }
        // Nodes: 0..n-1 leaves, n.. internal. Ties broken by node index so the result is deterministic.
        long[] weight = new long[2 * n];
        int[] parent = new int[2 * n];
        PriorityQueue<long[]> pq = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0])
                : Long.compare(a[1], b[1]));
        for (int i = 0; i < n; i++) {
            if (f[i] > 0) {
                weight[i] = f[i];
                pq.add(new long[] {f[i], i});
            }
        }
        int next = n;
        while (pq.size() > 1) {
            long[] a = pq.poll();
            long[] b = pq.poll();
            weight[next] = a[0] + b[0];
            parent[(int) a[1]] = next;
            parent[(int) b[1]] = next;
            pq.add(new long[] {weight[next], next});
            next++;
        }
        int root = next - 1;
        int[] depth = new int[2 * n];
        for (int node = root - 1; node >= n; node--) {
            depth[node] = depth[parent[node]] + 1;
        }
        for (int i = 0; i < n; i++) {
            if (f[i] > 0) {
                len[i] = depth[parent[i]] + 1;
            }
        }
        return len;
    }

    private void assign() {
        int n = lengths.length;
        int[] blCount = new int[MAX_LENGTH + 1];
        for (int l : lengths) {
            blCount[l]++;
        }
        blCount[0] = 0;
        int[] nextCode = new int[MAX_LENGTH + 2];
        int code = 0;
        for (int bits = 1; bits <= MAX_LENGTH; bits++) {
            code = (code + blCount[bits - 1]) << 1;
            nextCode[bits] = code;
        }
        for (int s = 0; s < n; s++) {
            int l = lengths[s];
            if (l == 0) {
                continue;
            }
            int c = nextCode[l]++;
            int r = Integer.reverse(c) >>> (32 - l);
            codes[s] = r;
            for (int fill = r; fill < table.length; fill += 1 << l) {
                table[fill] = (short) (s << 4 | l);
            }
        }
    }

    /** Number of symbols. */
    public int size() {
        return lengths.length;
    }

    /** Code length of a symbol (0 if it has no code). */
    public int length(int symbol) {
        return lengths[symbol];
    }

    /** LSB-first code bits of a symbol. */
    public int code(int symbol) {
        return codes[symbol];
    }

    /** Writes a symbol. */
    public void write(BitWriter w, int symbol) {
        w.write(codes[symbol], lengths[symbol]);
    }

    /** Reads a symbol. */
    public int read(BitReader r) throws IOException {
        int e = table[(int) (r.peek() & ((1 << MAX_LENGTH) - 1))];
        int l = e & 15;
        if (l == 0) {
            throw new IOException("invalid Huffman code at bit " + r.bitPosition());
        }
        r.skip(l);
        return e >>> 4;
    }

    /** The raw decode table entry for the next bits: (symbol << 4) | length; length 0 = invalid. */
    public short[] table() {
        return table;
    }

    /** Sum over symbols of count * length: the exact encoded size in bits of a histogram. */
    public long cost(long[] counts) {
        long bits = 0;
        for (int i = 0; i < counts.length; i++) {
            bits += counts[i] * lengths[i];
        }
        return bits;
    }

    /** Serialized form: the code lengths, 4 bits each, two per byte. */
    public byte[] toBytes() {
        byte[] out = new byte[(lengths.length + 1) / 2];
        for (int i = 0; i < lengths.length; i++) {
            out[i >> 1] |= (byte) (lengths[i] << ((i & 1) * 4));
        }
        return out;
    }

    /** Reads {@code n} code lengths written by {@link #toBytes()} at {@code offset}; checks they form a valid code. */
    public static HuffmanCode fromBytes(byte[] in, int offset, int n) throws IOException {
        if (offset + (n + 1) / 2 > in.length) {
            throw new IOException("truncated Huffman table");
        }
        int[] len = new int[n];
        long kraft = 0;
        int used = 0;
        for (int i = 0; i < n; i++) {
            len[i] = (in[offset + (i >> 1)] >>> ((i & 1) * 4)) & 15;
            if (len[i] > MAX_LENGTH) {
                throw new IOException("Huffman code length " + len[i] + " exceeds " + MAX_LENGTH);
            }
            if (len[i] > 0) {
                kraft += 1L << (MAX_LENGTH - len[i]);
                used++;
            }
        }
        if (kraft > (1L << MAX_LENGTH) || (used > 1 && kraft != (1L << MAX_LENGTH))) {
            throw new IOException("Huffman code lengths do not form a complete prefix code");
        }
        return new HuffmanCode(len);
    }

    /** Bytes of the serialized form for an alphabet of n symbols. */
    public static int serializedSize(int n) {
        return (n + 1) / 2;
    }
}
