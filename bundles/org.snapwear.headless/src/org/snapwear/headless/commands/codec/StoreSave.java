package org.snapwear.headless.commands.codec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.store.RecoveryAction;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.study.cli.SchemeOptionsMixin;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.text.SafeText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code snapwear store save STORE PATH --iteration N}: saves one checkpoint, creating the store if needed. */
@Command(name = "save", header = "save a checkpoint file or directory as iteration N",
        description = "PATH is a checkpoint file or a whole checkpoint directory (Hugging Face checkpoint-N/, "
                + "DeepSpeed global_stepN/, anything): every file is kept byte for byte; tensor payloads go through "
                + "the codecs (dtypes a codec declines through xor-shuffle-zstd), all other bytes through zstd. The "
                + "first save creates STORE with the settings given (or their defaults); later saves must not name "
                + "different ones. With --loss PROFILE the tensors the profile names are stored lossily within "
                + "their codec's bound instead (the rest stays byte for byte), each checked before the save "
                + "commits; the entry records the profile.")
final class StoreSave extends StoreAction {

    @Parameters(index = "0", paramLabel = "STORE", description = "the store directory")
    Path dir;

    @Parameters(index = "1", paramLabel = "PATH", description = "the checkpoint file or directory")
    Path path;

    @Option(names = "--iteration", required = true, paramLabel = "N",
            description = "the iteration the checkpoint is saved as")
    long iteration = -1;

    final SchemeOptionsMixin scheme = StoreOpening.options();

    @Mixin(name = SchemeOptionsMixin.MIXIN)
    CommandSpec schemeOptions = scheme.options();

    @Option(names = "--previous", paramLabel = "PATH", description = "an earlier checkpoint still on disk "
            + "(repeatable): if the save refers to it and it is byte for byte what the store holds, it is read "
            + "instead of decoded from the store (faster)")
    List<Path> previous = new ArrayList<>();

    @Mixin
    LossOptionsMixin loss = new LossOptionsMixin();

    @Option(names = { "-j", "--json" },
            description = "print one JSON object: store, created, settings, save, recovered")
    boolean json;

    @Override
    protected int act(CommandContext ctx) throws Exception {
        inRange("--iteration", ParameterRanges.ITERATION);
        StoreOpening opening = StoreOpening.of(scheme);
        if (iteration < 0) {
            throw new UsageException("store save: option --iteration N (>= 0) is required");
        }
        PlanLoss planLoss = loss.resolve("store save");
        // Scan the checkpoint first: a bad input must not leave a new, empty store behind.
        ScannedCheckpoint checkpoint = CheckpointScanner.scan(path);
        List<ScannedCheckpoint> onDisk = new ArrayList<>();
        for (Path p : previous) {
            onDisk.add(CheckpointScanner.scan(p));
        }
        StoreOpening.Opened opened = opening.openOrCreate(dir);
        boolean created = opened.created();
        SnapshotStore store = opened.store();
        try (store) {
            for (RecoveryAction a : store.recoveryActions()) {
                ctx.err().println("store: " + SafeText.printable(a.file()) + ": " + a.action() + " (" + a.reason() + ")");
            }
            // progress on standard error in the one style; a Ctrl-C still stops the JVM, which the store survives
            ProgressReporter progress = ctx.progress();
            SaveResult r = store.save(SaveRequest.of(checkpoint, iteration).withOnDisk(onDisk)
                    .withScheme(opening.given().threads() != null ? opening.scheme() : null) // --threads, else every core
                    .withProgress(progress).withLoss(planLoss));
            progress.done();
            if (json) {
                ctx.printJson(new StoreCommand.SaveReport(dir.toString(), created, store.settings(), r, store.recoveryActions()));
            } else {
                StoreText.printSave(ctx.out(), created, checkpoint, r);
                StoreText.printKeptExact(ctx.out(), planLoss.reported(checkpoint.snapshotInfos()));
                for (String w : r.warnings()) {
                    ctx.err().println("store: warning: " + w);
                }
            }
        }
        return 0;
    }
}
