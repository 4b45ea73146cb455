package org.snapwear.gpu.buddy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;

import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.bpc.EntryWords;
import org.snapwear.gpu.image.Allocation;
import org.snapwear.gpu.image.AllocationKind;
import org.snapwear.gpu.image.MemoryImage;

/**
 * Compresses every entry of a memory image and records the results in an {@link EntryTable}. Work is split
 * into fixed ranges of entries that write disjoint array slots, run on a fork-join pool: the result does not
 * depend on the number of threads or on scheduling.
 */
public final class ImageAnalyzer {
    private static final int CHUNK = 8192; // entries per task (multiple of 64 so zero-bitmap words are not shared)

    private final EntryCompressor compressor;
    private final int threads;

    /** @param threads worker threads; 0 means all available processors */
    public ImageAnalyzer(EntryCompressor compressor, int threads) {
        this.compressor = compressor;
        this.threads = threads <= 0 ? Runtime.getRuntime().availableProcessors() : threads;
    }

    public ImageAnalyzer(EntryCompressor compressor) {
        this(compressor, 0);
    }

    public EntryCompressor compressor() {
        return compressor;
    }

    public EntryTable analyze(MemoryImage image) {
        List<Allocation> allocs = image.allocations();
        int n = allocs.size();
        String[] names = new String[n];
        AllocationKind[] kinds = new AllocationKind[n];
        long[] bytes = new long[n];
        int[] first = new int[n + 1];
        long total = 0;
        for (int a = 0; a < n; a++) {
            Allocation al = allocs.get(a);
            names[a] = al.name();
            kinds[a] = al.kind();
            bytes[a] = al.bytes();
            first[a] = (int) total;
            total += al.entries();
            if (total > Integer.MAX_VALUE - 64) {
                throw new IllegalArgumentException(image.source() + ": more than 2^31 entries (256 GiB) per image");
            }
        }
        first[n] = (int) total;
        int entries = (int) total;
        short[] bits = new short[entries];
        long[] zero = new long[(entries + 63) / 64];
        int stride = compressor.symbolNames().size();
        byte[] counts = stride == 0 ? null : new byte[Math.multiplyExact(entries, stride)];
        // chunks over the global entry range; a chunk may span allocations
        List<int[]> chunks = new ArrayList<>();
        for (int s = 0; s < entries; s += CHUNK) {
            chunks.add(new int[] {s, Math.min(entries, s + CHUNK)});
        }
        Runnable work = () -> IntStream.range(0, chunks.size()).parallel().forEach(c -> {
            int[] words = new int[32];
            int start = chunks.get(c)[0];
            int end = chunks.get(c)[1];
            int a = allocationOf(first, start);
            for (int e = start; e < end; e++) {
                while (e >= first[a + 1]) {
                    a++;
                }
                EntryWords.load(allocs.get(a).data(), (long) (e - first[a]) * 128, words);
                int b = compressor.analyze(words, counts, e * stride);
                bits[e] = (short) b;
                int or = 0;
                for (int w : words) {
                    or |= w;
                }
                if (or == 0) {
                    zero[e >>> 6] |= 1L << e;
                }
            }
        });
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            pool.submit(work).join();
        } finally {
            pool.shutdown();
        }
        return new EntryTable(compressor.id(), compressor.symbolNames(), names, kinds, bytes, first, bits, zero,
                counts);
    }

    private static int allocationOf(int[] first, int e) {
        int a = 0;
        while (a + 1 < first.length - 1 && first[a + 1] <= e) {
            a++;
        }
        return a;
    }
}
