package org.snapwear.headless.commands.codec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.headless.cli.support.UsageException;

import picocli.CommandLine.Option;

/**
 * The loss options of {@code store save} and {@code store watch} ({@code --loss}, {@code --loss-file},
 * {@code --exact}), resolved as {@code compress} resolves its own ({@link LossOptions#resolve}): before the store is
 * opened or created, an unknown profile or a malformed profile file a usage error (exit 2) naming the valid profiles
 * or the file, line and reason.
 */
final class StoreLossOptions {

    @Option(names = "--loss", paramLabel = "PROFILE", description = "loss profile: exact (the default: every byte "
            + "restored as saved), moments-8bit, aggressive, or one of --loss-file; each lossy tensor is decoded and "
            + "checked against its codec's bound before the save commits, and a restore gives the decoded values")
    String loss = LossProfiles.EXACT;

    @Option(names = "--loss-file", paramLabel = "FILE", description = "user loss profiles, one rule a line: "
            + "NAME.ROLE = CODEC[:k=v,...] (roles parameter, exp_avg, exp_avg_sq, other_float)")
    Path lossFile;

    @Option(names = "--exact", paramLabel = "GLOB", description = "keep the tensors this glob names exact whatever "
            + "the profile (FILE::path names, * matches anything); repeatable")
    List<String> exactGlobs = new ArrayList<>();

    /** The loss asked for ({@link PlanLoss#EXACT} without options). */
    PlanLoss resolve(String command) throws UsageException {
        return LossOptions.resolve(command, loss, lossFile, exactGlobs);
    }
}
