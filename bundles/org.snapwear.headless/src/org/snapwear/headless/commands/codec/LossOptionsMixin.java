package org.snapwear.headless.commands.codec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.headless.cli.support.UsageException;

import picocli.CommandLine.Option;

/**
 * The loss options of the commands that save with one loss profile ({@code compress}, {@code store save},
 * {@code store watch}, {@code ssd --sequence}): {@code --loss}, {@code --loss-file}, {@code --exact}, declared once
 * and resolved by {@link LossOptions#resolve} before anything is read or created: an unknown profile or a malformed
 * profile file is a usage error (exit 2) naming the valid profiles or the file, line and reason.
 */
public final class LossOptionsMixin {

    @Option(names = "--loss", paramLabel = "PROFILE", description = "loss profile: exact (the default: every byte "
            + "as saved); moments-8bit (both Adam moments as 8-bit codes); aggressive (moments at 4 bits, weights "
            + "within an absolute 1e-3); excp-4bit (ExCP: pruned 4-bit weight residuals and 4-bit moments); "
            + "sz-4bit (weights within an absolute 2e-3, 4-bit moments: about a tenth of raw); or one of "
            + "--loss-file. Each lossy tensor is checked against its codec's bound, and the "
            + "measured error per role is reported in the domain the codec bounds (sqrt: between square roots)")
    String loss = LossProfiles.EXACT;

    @Option(names = "--loss-file", paramLabel = "FILE", description = "user loss profiles, one rule a line: "
            + "NAME.ROLE = CODEC[:k=v,...] (roles parameter, exp_avg, exp_avg_sq, other_float; NAME.ROLE.first = CODEC "
            + "for tensors with no earlier save)")
    Path lossFile;

    @Option(names = "--exact", paramLabel = "GLOB", description = "keep the tensors this glob names exact whatever "
            + "the profile (FILE::path names, * matches anything); repeatable")
    List<String> exactGlobs = new ArrayList<>();

    /** The loss asked for ({@link PlanLoss#EXACT} without options). */
    public PlanLoss resolve(String command) throws UsageException {
        return LossOptions.resolve(command, loss, lossFile, exactGlobs);
    }

    /** True if any of the options was given other than as its default. */
    public boolean given() {
        return !LossProfiles.EXACT.equals(loss) || lossFile != null || !exactGlobs.isEmpty();
    }
}
