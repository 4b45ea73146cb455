package org.snapwear.flash.ssd;

import java.util.SplittableRandom;

/**
 * Puts a fresh {@link Ssd} into a requested block state without simulating the writes, after checking that the
 * state is possible: valid pages hold logical pages 0 .. valid pages - 1, blocks are spread evenly over the
 * chips, the counters and clocks stay at zero. Reads and writes the simulator's maps directly (it runs once,
 * before any host operation).
 */
final class Warmup {
    private Warmup() {
    }

    /** @throws WarmupException if the state is impossible, with the reason */
    static void apply(Ssd ssd, WarmupState w) {
        SsdConfig cfg = ssd.config();
        int chips = ssd.chips;
        int pages = ssd.pages;
        int blocksPerChip = ssd.blocksPerChip;
        int threshold = ssd.threshold;
        if (w.validBlocks() < 0 || w.invalidBlocks() < 0 || w.freeBlocks() < 0) {
            throw new WarmupException("negative block count in " + w);
        }
        long sum = w.validBlocks() + w.invalidBlocks() + w.freeBlocks();
        if (sum != ssd.blocks) {
            throw new WarmupException("valid + invalid + free = " + sum + " blocks, but the device has " + ssd.blocks
                    + " (" + ssd.channels + " channels x " + cfg.chipsPerChannel() + " chips x " + blocksPerChip
                    + " blocks)");
        }
        long validPages = w.validBlocks() * pages;
        if (validPages > ssd.userPages) {
            OverProvisioning other = cfg.opConvention() == OverProvisioning.SPARE_OVER_USER
                    ? OverProvisioning.SPARE_OVER_TOTAL : OverProvisioning.SPARE_OVER_USER;
            throw new WarmupException(validPages + " valid pages (" + w.validBlocks() + " blocks) exceed the user space of "
                    + ssd.userPages + " pages (over-provisioning " + cfg.overProvisioning() + " as " + cfg.opConvention()
                    + "; as " + other + " the user space would be "
                    + other.userPages(ssd.physicalPages, cfg.overProvisioning()) + " pages)");
        }
        long[] v = spread(w.validBlocks(), chips);
        long[] inv = spread(w.invalidBlocks(), chips);
        long[] f = spread(w.freeBlocks(), chips);
        for (int c = 0; c < chips; c++) {
            if (f[c] < threshold) {
                throw new WarmupException("chip " + c + " would get " + f[c] + " free blocks, below its GC pool of "
                        + threshold + " blocks (gc_threshold " + cfg.gcThreshold() + " x " + blocksPerChip
                        + " blocks): GC would run before the first host write");
            }
            if (f[c] == 0 && inv[c] == 0) {
                throw new WarmupException("chip " + c + " would have neither free blocks nor invalid pages");
            }
        }
        SplittableRandom rnd = new SplittableRandom(cfg.seed());
        int lpn = 0;
        for (int c = 0; c < chips; c++) {
            ssd.free.clear(c); // blocks after the used ones are pushed back below
            int from = c * blocksPerChip;
            int used = (int) (v[c] + inv[c]);
            long needValid = v[c] * pages;
            long remaining = (long) used * pages;
            for (int k = 0; k < used; k++) {
                int b = from + k;
                for (int p = 0; p < pages; p++) {
                    boolean isValid;
                    if (w.layout() == WarmupLayout.SEGREGATED) {
                        isValid = k < v[c];
                    } else {
                        // Selection sampling (Knuth's algorithm S): exactly needValid valid pages, uniform.
                        isValid = rnd.nextLong(remaining) < needValid;
                        remaining--;
                    }
                    if (isValid) {
                        needValid--;
                        int ppn = b * pages + p;
                        ssd.p2l[ppn] = lpn;
                        ssd.l2p[lpn++] = ppn;
                        ssd.validBits[ssd.validWord(ppn)] |= ssd.validMask(ppn);
                        ssd.valid[b]++;
                    }
                }
                ssd.written[b] = pages;
                ssd.seal(b);
            }
            for (int k = used; k < blocksPerChip; k++) {
                ssd.free.push(c, from + k);
            }
        }
    }

    private static long[] spread(long total, int chips) {
        long[] r = new long[chips];
        for (int c = 0; c < chips; c++) {
            r[c] = total / chips + (c < total % chips ? 1 : 0);
        }
        return r;
    }
}
