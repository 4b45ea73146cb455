package org.snapwear.flash.ssd;

/** The consistency check of {@link Ssd#checkInvariants()}: O(device size), for tests and debugging. */
final class SsdInvariants {
    private SsdInvariants() {
    }

    /** @throws IllegalStateException naming the first inconsistency */
    static void check(Ssd ssd) {
        int[] l2p = ssd.l2p;
        int[] p2l = ssd.p2l;
        int pages = ssd.pages;
        for (int b = 0; b < ssd.blocks; b++) {
            int count = 0;
            for (int o = 0; o < pages; o++) {
                int ppn = b * pages + o;
                int l = p2l[ppn];
                boolean mapsBack = l >= 0 && l2p[l] == ppn;
                if (ssd.isPageValid(ppn) != mapsBack) {
                    throw new IllegalStateException("page " + ppn + " (block " + b + ") has valid bit "
                            + ssd.isPageValid(ppn) + " but the maps say " + mapsBack);
                }
                count += mapsBack ? 1 : 0;
            }
            if (count != ssd.valid[b]) {
                throw new IllegalStateException("block " + b + " counts " + ssd.valid[b] + " valid pages, " + count
                        + " map back to it");
            }
        }
        for (int l = 0; l < ssd.userPages; l++) {
            int ppn = l2p[l];
            if (ppn >= 0 && p2l[ppn] != l) {
                throw new IllegalStateException("logical page " + l + " maps to " + ppn + " which holds " + p2l[ppn]);
            }
        }
    }
}
