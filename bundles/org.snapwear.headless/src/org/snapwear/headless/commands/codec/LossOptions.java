package org.snapwear.headless.commands.codec;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfileException;
import org.snapwear.codec.loss.LossProfileFile;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.study.sim.CompressReport.KeptExact;
import org.snapwear.study.sim.LossRow;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The loss options of a command ({@code --loss PROFILE}, {@code --loss-file FILE}, {@code --exact GLOB}): resolved
 * before any checkpoint is read, an unknown profile or a malformed profile file a usage error (exit 2) naming the
 * valid profiles or the file, line and reason; and the error table the text output prints.
 */
public final class LossOptions {
    private static final int MAX_KEPT_LINES = 10;

    private LossOptions() {
    }

    /** The loss the options ask for ({@link PlanLoss#EXACT} without them). */
    public static PlanLoss resolve(String command, String profile, Path file, List<String> exactGlobs)
            throws UsageException {
        try {
            List<LossProfile> user = file == null ? List.of() : LossProfileFile.read(file);
            return new PlanLoss(LossProfiles.resolve(profile, user), new ExactGlobs(exactGlobs));
        } catch (LossProfileException | IllegalArgumentException e) {
            throw new UsageException(command + ": --loss: " + e.getMessage());
        }
    }

    /**
     * The measured error per loss role, after the byte tables; nothing for an exact run. The error columns are in
     * the domain each codec bounds (DOMAIN): {@code sqrt} for {@code quant-sqrt}, which bounds the distance between
     * square roots, so a tiny second moment raised to the smallest code does not show as a huge relative error on
     * the values; OF_BOUND is the largest error as a fraction of what the bound allows.
     */
    static void printErrors(PrintStream out, PlanLoss loss, List<LossRow> rows, List<KeptExact> kept) {
        if (loss.isExact()) {
            return;
        }
        out.printf("%nloss profile %s: measured error per role (whole run, every lossy tensor within its bound;%n"
                + "errors in the domain the codec bounds: value, or sqrt = between square roots):%n",
                loss.profile().name());
        int width = "CODEC".length();
        for (LossRow r : rows) {
            width = Math.max(width, r.codec().length());
        }
        String head = "%-12s %-" + width + "s %8s %-6s %12s %12s %12s %9s %9s%n";
        out.printf(head, "ROLE", "CODEC", "TENSORS", "DOMAIN", "MAX_ABS_ERR", "MAX_REL_ERR", "MEAN_REL_ERR",
                "OF_BOUND", "%PRUNED");
        for (LossRow r : rows) {
            // relative errors are bounded (and so shown) on the values only: in the square-root domain the bound
            // is relative to the block's scale, which OF_BOUND shows
            boolean value = "value".equals(r.errorDomain());
            out.printf(java.util.Locale.ROOT, "%-12s %-" + width + "s %8d %-6s %12.4g %12s %12s %9.3f %8.2f%%%n",
                    r.role(), r.codec(), r.tensors(), r.errorDomain(), r.maxAbsErrorInDomain(),
                    value ? g(r.maxRelError()) : "-", value ? g(r.meanRelError()) : "-", r.maxErrorOfBound(),
                    100 * r.fractionPruned());
        }
        for (int i = 0; i < Math.min(kept.size(), MAX_KEPT_LINES); i++) {
            out.printf("kept exact: %s (%s)%n", kept.get(i).tensor(), kept.get(i).reason());
        }
        if (kept.size() > MAX_KEPT_LINES) {
            out.printf("kept exact: ... and %d more tensors (--json lists them all)%n", kept.size() - MAX_KEPT_LINES);
        }
    }

    private static String g(double v) {
        return String.format(java.util.Locale.ROOT, "%.4g", v);
    }

    /**
     * The tensors of the sequence's last member (the layout with the most state: optimizer moments appear after
     * step 0) that the profile would have made lossy but kept exact; empty for an exact run.
     */
    static List<KeptExact> keptExact(SnapshotSequence seq, PlanLoss loss) throws IOException {
        if (loss.isExact() || seq.entries().isEmpty()) {
            return List.of();
        }
        SnapshotSupplier snaps = SnapshotSupplier.of(seq);
        try (Snapshot last = snaps.open(snaps.size() - 1)) {
            return loss.reported(last.infos()).stream().map(d -> new KeptExact(d.tensor(), d.reason())).toList();
        }
    }
}
