package org.snapwear.headless.commands.codec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.snapwear.codec.store.CheckpointRestoreResult;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.headless.cli.support.CancelOnInterrupt;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.model.ranges.ParameterRanges;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code snapwear store restore STORE --iteration N --out PATH}: writes back exactly what was saved. */
@Command(name = "restore", header = "write back iteration N as it was saved",
        description = "PATH must not exist; --force replaces an existing file or directory once the new copy is "
                + "complete, never one inside or holding the store. Snapshots of stores written by earlier releases "
                + "(tensors only) are restored as safetensors.")
final class StoreRestore extends StoreAction {

    @Parameters(paramLabel = "STORE", description = "the store directory")
    Path dir;

    @Option(names = "--iteration", required = true, paramLabel = "N", description = "the iteration to restore")
    long iteration = -1;

    @Option(names = { "-o", "--out" }, required = true, paramLabel = "PATH",
            description = "where the checkpoint is written")
    Path out;

    @Option(names = "--force", description = "replace an existing PATH")
    boolean force;

    @Option(names = { "-j", "--json" }, description = "print one JSON object")
    boolean json;

    @Override
    protected int act(CommandContext ctx) throws Exception {
        inRange("--iteration", ParameterRanges.ITERATION);
        if (iteration < 0) {
            throw new UsageException("store restore: option --iteration N (>= 0) is required");
        }
        try (SnapshotStore store = SnapshotStore.openReadOnly(dir)) {
            // the store checks the target and writes it durably in the form the iteration was saved in
            ProgressReporter progress = ctx.progress();
            CheckpointRestoreResult r = CancelOnInterrupt.run(progress, "store restore: cancelled; nothing was written",
                    () -> store.restore(RestoreRequest.of(iteration, out).replacing(force).withProgress(progress)));
            progress.done();
            if (store.isCheckpoint(iteration)) {
                if (json) {
                    ctx.printJson(r);
                } else {
                    ctx.out().printf(Locale.ROOT, "restored iteration %d -> %s (%d files, %,d B); loaded %s, read "
                            + "%,d B, %.1f ms%n", iteration, out, r.files(), r.bytes(), r.loaded(), r.bytesRead(),
                            r.nanos() / 1e6);
                }
                return 0;
            }
            StoreCommand.RestoreReport rep = new StoreCommand.RestoreReport(dir.toString(), iteration, out.toString(), Files.size(out),
                    r.tensorBytes(), r.loaded(), r.bytesRead(), r.nanos() / 1e6);
            if (json) {
                ctx.printJson(rep);
            } else {
                ctx.out().printf(Locale.ROOT, "restored iteration %d -> %s (%,d B); loaded %s, read %,d B, %.1f ms%n",
                        iteration, out, rep.outBytes(), r.loaded(), r.bytesRead(), rep.millis());
            }
        }
        return 0;
    }
}
