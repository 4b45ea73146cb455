package org.snapwear.headless.commands.codec;

import java.nio.file.Path;
import java.util.Locale;

import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreProblem;
import org.snapwear.codec.store.VerifyReport;
import org.snapwear.headless.cli.support.CancelOnInterrupt;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code snapwear store verify STORE}: checksums every file and decodes every kept iteration. */
@Command(name = "verify", header = "recompute every file's CRC32C and decode every kept iteration",
        description = "Fails naming the file, offset and reason of the first problem.")
final class StoreVerify extends StoreAction {

    @Parameters(paramLabel = "STORE", description = "the store directory")
    Path dir;

    @Option(names = { "-j", "--json" }, description = "print one JSON object")
    boolean json;

    @Override
    protected int act(CommandContext ctx) throws Exception {
        VerifyReport v;
        try (SnapshotStore store = SnapshotStore.openReadOnly(dir)) {
            ProgressReporter progress = ctx.progress();
            v = CancelOnInterrupt.run(progress, "store verify: cancelled", () -> store.verify(progress));
            progress.done();
        }
        if (json) {
            ctx.printJson(v);
        } else {
            ctx.out().printf(Locale.ROOT, "%s: %d kept snapshots, %,d bytes checksummed, %d decoded: %s%n", dir,
                    v.entries(), v.bytesChecked(), v.decoded().size(), v.ok() ? "OK" : "DAMAGED");
            for (StoreProblem p : v.problems()) {
                ctx.out().println("  " + p);
            }
            for (String l : v.leftovers()) {
                ctx.out().println("  leftover (removed by the next save): " + l);
            }
        }
        if (!v.ok()) {
            StoreProblem first = v.problems().get(0);
            throw new CommandFailedException("verification failed: " + dir.resolve(first.file()) + " at offset "
                    + first.offset() + ": " + first.reason()
                    + (v.problems().size() > 1 ? " (and " + (v.problems().size() - 1) + " more problems)" : ""));
        }
        return 0;
    }
}
