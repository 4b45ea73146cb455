package org.snapwear.headless.commands.codec;

import java.nio.file.Path;
import java.util.Locale;

import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.model.ranges.ParameterRanges;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code snapwear store delete STORE --iteration N}: deletes a snapshot no kept delta depends on. */
@Command(name = "delete", header = "delete iteration N",
        description = "Refuses snapshots that kept deltas depend on (delete those first, newest first).")
final class StoreDelete extends StoreAction {

    @Parameters(paramLabel = "STORE", description = "the store directory")
    Path dir;

    @Option(names = "--iteration", required = true, paramLabel = "N", description = "the iteration to delete")
    long iteration = -1;

    @Option(names = { "-j", "--json" }, description = "print one JSON object")
    boolean json;

    @Override
    protected int act(CommandContext ctx) throws Exception {
        inRange("--iteration", ParameterRanges.ITERATION);
        if (iteration < 0) {
            throw new UsageException("store delete: option --iteration N (>= 0) is required");
        }
        try (SnapshotStore store = SnapshotStore.open(dir)) {
            long freed = store.delete(iteration);
            StoreCommand.DeleteReport rep = new StoreCommand.DeleteReport(dir.toString(), iteration, freed, store.iterations());
            if (json) {
                ctx.printJson(rep);
            } else {
                ctx.out().printf(Locale.ROOT, "deleted iteration %d (%,d B freed); kept %s%n", iteration, freed,
                        rep.kept());
            }
        }
        return 0;
    }
}
