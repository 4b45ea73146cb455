package org.snapwear.headless.commands.codec;

import java.nio.file.Path;
import java.util.Locale;

import org.snapwear.codec.store.DiskSpace;
import org.snapwear.codec.store.RetentionResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.UsageException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code store gc STORE --keep N}: retention on demand ({@link SnapshotStore#retainNewest}). */
@Command(name = "gc", header = "keep the newest N iterations restorable (and what their deltas need), delete the rest",
        description = "Deletes in one commit.")
final class StoreGc extends StoreAction {
    /** JSON of {@code store gc}. */
    record GcReport(String store, RetentionResult retention, DiskSpace disk) {
    }

    @Parameters(paramLabel = "STORE", description = "the store directory")
    Path dir;

    @Option(names = "--keep", required = true, paramLabel = "N",
            description = "how many of the newest iterations stay restorable")
    long keep = -1;

    @Option(names = { "-j", "--json" }, description = "print one JSON object")
    boolean json;

    @Override
    protected int act(CommandContext ctx) throws Exception {
        if (keep < 1 || keep > Integer.MAX_VALUE) {
            throw new UsageException("store gc: option --keep N (>= 1) is required");
        }
        try (SnapshotStore store = SnapshotStore.open(dir)) {
            RetentionResult r = store.retainNewest((int) keep);
            GcReport rep = new GcReport(dir.toString(), r, DiskSpace.of(dir));
            if (json) {
                ctx.printJson(rep);
            } else {
                ctx.out().printf(Locale.ROOT, "kept newest %s%s; deleted %s (%,d B freed)%n", r.newest(),
                        r.needed().isEmpty() ? "" : " and " + r.needed() + " (their deltas need them)", r.deleted(),
                        r.freedBytes());
                ctx.out().println(WatchText.space("disk: store", rep.disk()));
            }
            for (String w : r.warnings()) {
                ctx.err().println("store: warning: " + w);
            }
        }
        return 0;
    }
}
