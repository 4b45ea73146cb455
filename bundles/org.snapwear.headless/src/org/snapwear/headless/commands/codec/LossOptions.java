package org.snapwear.headless.commands.codec;

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
import org.snapwear.study.sim.CompressReport.LossRow;

/**
 * The loss options of a command ({@code --loss PROFILE}, {@code --loss-file FILE}, {@code --exact GLOB}): resolved
 * before any checkpoint is read, an unknown profile or a malformed profile file a usage error (exit 2) naming the
 * valid profiles or the file, line and reason; and the error table the text output prints.
 */
final class LossOptions {
    private LossOptions() {
    }

    /** The loss the options ask for ({@link PlanLoss#EXACT} without them). */
    static PlanLoss resolve(String command, String profile, Path file, List<String> exactGlobs)
            throws UsageException {
        try {
            List<LossProfile> user = file == null ? List.of() : LossProfileFile.read(file);
            return new PlanLoss(LossProfiles.resolve(profile, user), new ExactGlobs(exactGlobs));
        } catch (LossProfileException | IllegalArgumentException e) {
            throw new UsageException(command + ": --loss: " + e.getMessage());
        }
    }

    /** The measured error per loss role, after the byte tables; nothing for an exact run. */
    static void printErrors(PrintStream out, PlanLoss loss, List<LossRow> rows) {
        if (loss.isExact()) {
            return;
        }
        out.printf("%nloss profile %s: measured error per role (whole run, every lossy tensor within its bound):%n",
                loss.profile().name());
        out.printf("%-12s %-24s %8s %12s %12s %12s %9s%n", "ROLE", "CODEC", "TENSORS", "MAX_ABS_ERR", "MAX_REL_ERR",
                "MEAN_REL_ERR", "%PRUNED");
        for (LossRow r : rows) {
            out.printf("%-12s %-24s %8d %12.4g %12.4g %12.4g %8.2f%%%n", r.role(), r.codec(), r.tensors(),
                    r.maxAbsError(), r.maxRelError(), r.meanRelError(), 100 * r.fractionPruned());
        }
    }
}
