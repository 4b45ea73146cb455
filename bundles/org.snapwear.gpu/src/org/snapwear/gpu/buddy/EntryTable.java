package org.snapwear.gpu.buddy;

import java.util.Arrays;
import java.util.List;

import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.image.AllocationKind;

/**
 * Per-entry analysis of a memory image in compact arrays (no object per entry): compressed bits (short),
 * all-zero flags (bitmap) and the compressor's symbol counts (bytes, {@link #symbolNames()} per entry).
 * Entries are numbered over the whole image, allocation after allocation.
 */
public final class EntryTable {
    private final String compressorId;
    private final List<String> symbolNames;
    private final String[] names;
    private final AllocationKind[] kinds;
    private final long[] allocBytes;
    private final int[] firstEntry; // length allocations + 1
    private final short[] bits;
    private final long[] zero;
    private final byte[] counts;

    EntryTable(String compressorId, List<String> symbolNames, String[] names, AllocationKind[] kinds,
            long[] allocBytes, int[] firstEntry, short[] bits, long[] zero, byte[] counts) {
        this.compressorId = compressorId;
        this.symbolNames = List.copyOf(symbolNames);
        this.names = names;
        this.kinds = kinds;
        this.allocBytes = allocBytes;
        this.firstEntry = firstEntry;
        this.bits = bits;
        this.zero = zero;
        this.counts = counts;
    }

    public String compressorId() {
        return compressorId;
    }

    public List<String> symbolNames() {
        return symbolNames;
    }

    public int entries() {
        return bits.length;
    }

    public int allocations() {
        return names.length;
    }

    public String allocationName(int a) {
        return names[a];
    }

    public AllocationKind allocationKind(int a) {
        return kinds[a];
    }

    public long allocationBytes(int a) {
        return allocBytes[a];
    }

    /** First entry index of allocation {@code a}; {@code firstEntry(allocations())} is {@link #entries()}. */
    public int firstEntry(int a) {
        return firstEntry[a];
    }

    public int allocationEntries(int a) {
        return firstEntry[a + 1] - firstEntry[a];
    }

    /** Allocation holding entry {@code e} (binary search over allocation starts). */
    public int allocationOf(int e) {
        if (e < 0 || e >= entries()) {
            throw new IndexOutOfBoundsException("entry " + e + " of " + entries());
        }
        int i = Arrays.binarySearch(firstEntry, e);
        if (i >= 0) {
            // several empty allocations may share a start: take the last one that starts here
            while (i + 1 < firstEntry.length && firstEntry[i + 1] == e) {
                i++;
            }
            return i;
        }
        return -i - 2;
    }

    /** Compressed size of entry {@code e} in bits, before rounding to sectors. */
    public int bits(int e) {
        return bits[e];
    }

    /** Compressed 32 B sectors of entry {@code e}: ceil(bits / 256), at least 1. */
    public int sectors(int e) {
        return EntryCompressor.sectors(bits[e]);
    }

    public boolean isZero(int e) {
        return (zero[e >>> 6] & (1L << e)) != 0;
    }

    /** Symbol count {@code s} (index into {@link #symbolNames()}) of entry {@code e}. */
    public int symbolCount(int e, int s) {
        return counts == null ? 0 : counts[e * symbolNames.size() + s] & 0xFF;
    }

    /** True if every entry of allocation {@code a} is zero. */
    public boolean allZero(int a) {
        for (int e = firstEntry[a]; e < firstEntry[a + 1]; e++) {
            if (!isZero(e)) {
                return false;
            }
        }
        return true;
    }

    /** Mean compressed bits per entry over the image. */
    public double meanBits() {
        long s = 0;
        for (short b : bits) {
            s += b;
        }
        return bits.length == 0 ? 0 : (double) s / bits.length;
    }

    /** Mean compressed bits over allocation {@code a}. */
    public double meanBits(int a) {
        long s = 0;
        for (int e = firstEntry[a]; e < firstEntry[a + 1]; e++) {
            s += bits[e];
        }
        int n = allocationEntries(a);
        return n == 0 ? 0 : (double) s / n;
    }

    /** Same allocation layout (names and sizes, in order): a sequence replays into one allocation map. */
    public boolean sameLayout(EntryTable other) {
        return Arrays.equals(names, other.names) && Arrays.equals(allocBytes, other.allocBytes);
    }
}
