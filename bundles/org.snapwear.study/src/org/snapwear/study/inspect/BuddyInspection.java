package org.snapwear.study.inspect;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.gpu.buddy.AllocationResult;
import org.snapwear.gpu.buddy.BuddyLayout;
import org.snapwear.gpu.buddy.BuddyResult;
import org.snapwear.gpu.buddy.CompressibilityMap;
import org.snapwear.gpu.buddy.EntryRecord;
import org.snapwear.gpu.buddy.EntryTable;
import org.snapwear.gpu.buddy.ImageAnalyzer;
import org.snapwear.gpu.buddy.TargetRatio;
import org.snapwear.gpu.image.MemoryImage;

/**
 * One memory image analysed under Buddy Compression, for drill-down: allocations with their targets, the
 * compressibility map rows (64 entries per row), O(1) lookup of any entry's record (compressed bits, device and
 * buddy sectors, symbol counts) and the image summary. All numbers come from the gpu engine's
 * {@link EntryTable} and {@link BuddyLayout}.
 *
 * <p>Targets are chosen on a profiling image and then kept for every image of the sequence, as in
 * {@link org.snapwear.gpu.buddy.OverflowReplay}: memory is not re-laid-out when data changes, overflow changes.
 */
public final class BuddyInspection {
    private final int index;
    private final String label;
    private final long iteration;
    private final BuddySettings settings;
    private final BuddyLayout layout;
    private final BuddyResult summary;
    private byte[] buddySectors;
    private List<AllocationRow> rows;

    private BuddyInspection(int index, String label, long iteration, BuddySettings settings, BuddyLayout layout) {
        this.index = index;
        this.label = label;
        this.iteration = iteration;
        this.settings = settings;
        this.layout = layout;
        this.summary = layout.summarize(settings.policy().profile());
    }

    /** Analyses image {@code index} and chooses its targets with the settings' policy (the profiling image). */
    public static BuddyInspection profile(InspectionSource source, int index, BuddySettings settings, int threads,
            IProgressMonitor monitor) throws IOException {
        Analysed an = analyze(source, index, settings, threads, monitor);
        return new BuddyInspection(index, source.labels().get(index), an.iteration(), settings,
                new BuddyLayout(an.table(), settings.policy().choose(an.table())));
    }

    /** Analyses image {@code index} under fixed targets (those of the profiling image). */
    public static BuddyInspection withTargets(InspectionSource source, int index, BuddySettings settings,
            TargetRatio[] targets, int threads, IProgressMonitor monitor) throws IOException {
        Analysed an = analyze(source, index, settings, threads, monitor);
        return new BuddyInspection(index, source.labels().get(index), an.iteration(), settings,
                new BuddyLayout(an.table(), targets));
    }

    private record Analysed(EntryTable table, long iteration) {
    }

    private static Analysed analyze(InspectionSource source, int index, BuddySettings settings, int threads,
            IProgressMonitor monitor) throws IOException {
        SubMonitor sm = SubMonitor.convert(monitor, "Analysing " + source.labels().get(index), 2);
        if (sm.isCanceled()) {
            throw new OperationCanceledException();
        }
        try (MemoryImage img = source.images().open(index)) {
            sm.worked(1);
            if (sm.isCanceled()) {
                throw new OperationCanceledException();
            }
            EntryTable t = new ImageAnalyzer(settings.compressor(), threads).analyze(img);
            sm.worked(1);
            return new Analysed(t, img.iteration());
        }
    }

    /** Index of the image in its source. */
    public int index() {
        return index;
    }

    public String label() {
        return label;
    }

    /** Training iteration of the image, -1 if unknown. */
    public long iteration() {
        return iteration;
    }

    public BuddySettings settings() {
        return settings;
    }

    public BuddyLayout layout() {
        return layout;
    }

    public EntryTable table() {
        return layout.table();
    }

    /** Image summary: capacity expansion, buddy entry and access fractions, metadata overhead. */
    public BuddyResult summary() {
        return summary;
    }

    public TargetRatio[] targets() {
        return layout.targets();
    }

    /** The allocations in address order, with their targets and ratios (computed once, O(entries)). */
    public synchronized List<AllocationRow> allocations() {
        if (rows != null) {
            return rows;
        }
        EntryTable t = table();
        List<AllocationRow> out = new ArrayList<>();
        byte[] buddy = buddySectorArray();
        for (int a = 0; a < t.allocations(); a++) {
            AllocationResult r = summary.allocations().get(a);
            int be = 0;
            for (int e = t.firstEntry(a); e < t.firstEntry(a + 1); e++) {
                if (buddy[e] > 0) {
                    be++;
                }
            }
            out.add(new AllocationRow(a, r.name(), r.kind(), t.firstEntry(a), r.entries(), r.target(), r.ratio(),
                    r.meanCompressedBits(), be));
        }
        rows = List.copyOf(out);
        return rows;
    }

    /** Number of entries of the image. */
    public int entries() {
        return table().entries();
    }

    /** Record of image-wide entry {@code e}: compressed bits, device/buddy sectors, symbol counts. */
    public EntryRecord entry(int e) {
        return layout.record(e);
    }

    /** Record of entry {@code i} of allocation {@code a}. */
    public EntryRecord entry(int a, int i) {
        if (i < 0 || i >= table().allocationEntries(a)) {
            throw new IndexOutOfBoundsException("entry " + i + " of allocation " + table().allocationName(a) + " ("
                    + table().allocationEntries(a) + " entries)");
        }
        return layout.record(table().firstEntry(a) + i);
    }

    /** Names of the symbol counts of {@link EntryRecord#symbolCounts()}. */
    public List<String> symbolNames() {
        return table().symbolNames();
    }

    /** Compressibility map of allocation {@code a}: rows of 64 entries, compressed sectors 1..4, 0 = zero entry. */
    public CompressibilityMap map(int a) {
        return new CompressibilityMap(table(), a);
    }

    /** Buddy sectors of every entry (index = entry); shared, do not modify. */
    public synchronized byte[] buddySectorArray() {
        if (buddySectors == null) {
            buddySectors = layout.buddySectorArray();
        }
        return buddySectors;
    }
}
