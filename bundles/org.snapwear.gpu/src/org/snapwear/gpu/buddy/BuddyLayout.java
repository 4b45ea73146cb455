package org.snapwear.gpu.buddy;

import java.util.ArrayList;
import java.util.List;

/**
 * An analysed image with one target ratio per allocation: answers per-entry questions in O(1) (device and
 * buddy sectors of entry e) and summarises the whole image.
 */
public final class BuddyLayout {
    private final EntryTable table;
    private final TargetRatio[] targets;

    public BuddyLayout(EntryTable table, TargetRatio[] targets) {
        if (targets.length != table.allocations()) {
            throw new IllegalArgumentException(targets.length + " targets for " + table.allocations() + " allocations");
        }
        this.table = table;
        this.targets = targets.clone();
    }

    public EntryTable table() {
        return table;
    }

    public TargetRatio target(int allocation) {
        return targets[allocation];
    }

    public TargetRatio[] targets() {
        return targets.clone();
    }

    /** Buddy sectors of entry e under its allocation's target. */
    public int buddySectors(int e) {
        return targets[table.allocationOf(e)].buddySectors(table.bits(e));
    }

    /** Device sectors actually read for entry e (its compressed sectors minus the buddy ones). */
    public int deviceSectors(int e) {
        return table.sectors(e) - buddySectors(e);
    }

    public EntryRecord record(int e) {
        int a = table.allocationOf(e);
        int buddy = targets[a].buddySectors(table.bits(e));
        int[] counts = new int[table.symbolNames().size()];
        for (int s = 0; s < counts.length; s++) {
            counts[s] = table.symbolCount(e, s);
        }
        return new EntryRecord(e, a, table.allocationName(a), e - table.firstEntry(a), table.bits(e),
                table.isZero(e), table.sectors(e) - buddy, buddy, counts);
    }

    /** Buddy sectors of every entry (index = entry), for comparing snapshots of a sequence. */
    public byte[] buddySectorArray() {
        byte[] out = new byte[table.entries()];
        for (int a = 0; a < table.allocations(); a++) {
            TargetRatio t = targets[a];
            for (int e = table.firstEntry(a); e < table.firstEntry(a + 1); e++) {
                out[e] = (byte) t.buddySectors(table.bits(e));
            }
        }
        return out;
    }

    public BuddyResult summarize(AccessProfile profile) {
        List<AllocationResult> allocs = new ArrayList<>();
        long original = 0;
        long device = 0;
        long reserved = 0;
        long buddyEntries = 0;
        double wAll = 0;
        double wBuddy = 0;
        double secAll = 0;
        double secBuddy = 0;
        for (int a = 0; a < table.allocations(); a++) {
            TargetRatio t = targets[a];
            int n = table.allocationEntries(a);
            long aBuddy = 0;
            double aw = 0;
            double awb = 0;
            double as = 0;
            double asb = 0;
            for (int e = table.firstEntry(a); e < table.firstEntry(a + 1); e++) {
                int bits = table.bits(e);
                int b = t.buddySectors(bits);
                double w = profile.weight(e);
                aw += w;
                as += w * table.sectors(e);
                if (b > 0) {
                    aBuddy++;
                    awb += w;
                    asb += w * b;
                }
            }
            long aDevice = (long) n * t.deviceBytes();
            original += table.allocationBytes(a);
            device += aDevice;
            reserved += (long) n * t.buddyReserveBytes();
            buddyEntries += aBuddy;
            wAll += aw;
            wBuddy += awb;
            secAll += as;
            secBuddy += asb;
            allocs.add(new AllocationResult(table.allocationName(a), table.allocationKind(a).label(), t.label(),
                    table.allocationBytes(a), n, table.meanBits(a),
                    aDevice == 0 ? 1.0 : (double) table.allocationBytes(a) / aDevice, frac(aBuddy, n),
                    frac(awb, aw), frac(asb, as), table.allZero(a)));
        }
        int entries = table.entries();
        long meta = (entries + 1L) / 2;
        return new BuddyResult(table.compressorId(), entries, original, device, meta, reserved, table.meanBits(),
                device == 0 ? 1.0 : (double) original / device,
                device + meta == 0 ? 1.0 : (double) original / (device + meta), frac(buddyEntries, entries),
                frac(wBuddy, wAll), frac(secBuddy, secAll), original == 0 ? 0 : (double) meta / original,
                List.copyOf(allocs));
    }

    private static double frac(double part, double whole) {
        return whole == 0 ? 0 : part / whole;
    }
}
