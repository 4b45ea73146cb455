package org.snapwear.headless.commands.codec;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

import org.snapwear.codec.store.PartEntry;
import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.StoreEntryInfo;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.text.SafeText;

/** The human-readable output of {@code store save} and {@code store list} (the JSON is the records themselves). */
final class StoreText {
    private StoreText() {
    }

    static void printSave(PrintStream out, boolean created, ScannedCheckpoint c, SaveResult r) {
        out.printf(Locale.ROOT, "%s iteration %d as a %s%s: %d files, %,d B -> %,d B (%.1f%%) in %d store files%n",
                created ? "created store, saved" : "saved", r.iteration(), r.kind(),
                r.references().isEmpty() ? "" : " against " + r.references(), c.tree().files().size(),
                r.checkpointBytes(), r.snapshotBytes(), percent(r.snapshotBytes(), r.checkpointBytes()),
                r.parts().size());
        for (PartEntry p : r.parts()) {
            String what = p.isTensors() ? String.format(Locale.ROOT, "tensors, %s, %s", p.codec(),
                    p.references() == 0 ? "stored alone" : "delta against " + p.references() + " reference(s)")
                    : "other bytes, " + p.codec();
            out.printf(Locale.ROOT, "  %-32s %14s B -> %12s B (%5.1f%%)  %s%n", SafeText.printable(p.file()), group(p.rawBytes()),
                    group(p.size()), percent(p.size(), p.rawBytes()), what);
        }
        if (r.loss() != null) {
            out.printf(Locale.ROOT, "  lossy: loss profile %s; every lossy tensor decoded and within its bound; a "
                    + "restore gives the decoded values%n", SafeText.printable(r.loss().describe()));
        }
        out.printf(Locale.ROOT, "  manifest %,d B; useful storage %,d B (%d pages of 4 KB); read %,d B to rebuild %s%n",
                r.manifestBytes(), r.usefulStorageBytes(), r.usefulStoragePages(), r.bytesRead(), r.loaded());
        out.printf(Locale.ROOT, "  deleted %s, encode %.1f ms, total %.1f ms%n", r.deleted(), r.encodeNanos() / 1e6,
                r.totalNanos() / 1e6);
    }

    /**
     * The tensors a loss profile would have made lossy but that stayed exact (an element type its codecs do not
     * handle, or an {@code --exact} match), at most ten lines; nothing for an exact save.
     */
    static void printKeptExact(PrintStream out, List<org.snapwear.codec.loss.LossDecision> kept) {
        for (int i = 0; i < Math.min(kept.size(), 10); i++) {
            out.printf(Locale.ROOT, "  kept exact: %s (%s)%n", SafeText.printable(kept.get(i).tensor()),
                    kept.get(i).reason());
        }
        if (kept.size() > 10) {
            out.printf(Locale.ROOT, "  kept exact: ... and %d more tensors%n", kept.size() - 10);
        }
    }

    /**
     * The kept entries: "stored bytes" are the entry's store files, "raw size" the checkpoint's own bytes (the tensor
     * bytes for a tensors-only entry), "needed by" the newer entries whose restore reads this one ({@link NeededBy}).
     */
    static void printList(PrintStream out, List<StoreEntryInfo> entries, List<NeededBy> neededBy, long usefulBytes) {
        out.printf("%12s  %-8s  %12s  %14s  %5s  %-12s  %-16s  %s%n", "iteration", "kind", "stored bytes", "raw size",
                "files", "references", "needed by", "first file");
        int files = 0;
        int references = 0;
        for (int i = 0; i < entries.size(); i++) {
            StoreEntryInfo e = entries.get(i);
            long raw = e.checkpointBytes() > 0 ? e.checkpointBytes() : e.rawBytes();
            out.printf(Locale.ROOT, "%12d  %-8s  %12d  %14d  %5d  %-12s  %-16s  %s%n", e.iteration(), e.kind(),
                    e.bytes(), raw, e.files(), e.references(), neededBy.get(i).text(),
                    SafeText.printable(String.valueOf(e.file()))
                            + (e.loss() == null ? "" : "  lossy: " + SafeText.printable(e.loss().profile())));
            files += e.files();
            references += neededBy.get(i).neededBy().isEmpty() ? 0 : 1;
        }
        out.printf(Locale.ROOT, "useful storage: %,d B in %d files%n", usefulBytes, files);
        long lossy = entries.stream().filter(e -> e.loss() != null).count();
        if (lossy > 0) {
            out.printf(Locale.ROOT, "%d of %d entries are lossy (saved through the loss profile named): a restore "
                    + "gives their decoded values, within each codec's bound%n", lossy, entries.size());
        }
        if (references > 0) {
            out.printf(Locale.ROOT, "%d of %d entries are needed by newer ones: restoring an iteration reads every "
                    + "entry it references back to its baseline, so --keep N keeps the newest N and all they need "
                    + "(up to N + snap_dis - 1 in progressive mode, N + 1 in chain mode)%n", references,
                    entries.size());
        }
    }

    private static double percent(long part, long whole) {
        return 100.0 * part / Math.max(1, whole);
    }

    private static String group(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
