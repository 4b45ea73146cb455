package org.snapwear.headless.commands.codec;

import java.nio.file.Path;
import java.util.Locale;

import org.snapwear.codec.store.DiskSpace;
import org.snapwear.codec.store.RetentionResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.headless.cli.support.Args;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.UsageException;

/** {@code store gc STORE --keep N}: retention on demand ({@link SnapshotStore#retainNewest}). */
final class StoreGc {
    /** JSON of {@code store gc}. */
    record GcReport(String store, RetentionResult retention, DiskSpace disk) {
    }

    private StoreGc() {
    }

    static int run(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        long keep = args.longOption("--keep", -1);
        Path dir = args.requiredPath("STORE");
        args.finish();
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
