package org.snapwear.headless.commands.codec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.snapwear.codec.store.DiskSpace;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.store.RecoveryAction;
import org.snapwear.codec.serve.StoreServer;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.watch.StagingWatcher;
import org.snapwear.codec.watch.WatchSettings;
import org.snapwear.codec.watch.WatchSummary;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.study.cli.SchemeOptionsMixin;
import org.snapwear.trace.text.SafeText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code store watch STORE STAGING}: runs a {@link StagingWatcher} next to a training job. The store is created
 * with the same settings options as {@code store save} if it does not exist yet.
 */
@Command(name = "watch", header = "save every checkpoint a job completes in STAGING, then remove it from STAGING",
        description = "Ingests every complete checkpoint a job writes into STAGING (complete: renamed from a tmp* name "
                + "to its final one, or NAME.done written; with --require-done only the latter), in iteration order, "
                + "and removes it from STAGING once its save is committed; one that fails stays with NAME.error. A "
                + "kill at any moment is safe: restart it and nothing is lost or saved twice. A new store gets the "
                + "settings given, as with save.")
final class StoreWatch extends StoreAction {
    /** Poll interval when nothing is waiting: a listing every 200 ms is negligible and far below a save's time. */
    static final long DEFAULT_POLL_MILLIS = 200;

    /** How long a SIGTERM or SIGINT waits for the ingest in progress before the JVM exits (and abandons it). */
    static final long STOP_WAIT_SECONDS = 60;

    /**
     * The summary printed (or sent as the last JSON line) when the watcher returns: the counts flat (ingested,
     * skipped, errors, bytes, elapsed) and the watcher's own summary as it was.
     *
     * @param stopped true if a SIGTERM or SIGINT stopped the watcher
     */
    record Summary(String store, String staging, boolean stopped, int ingested, int alreadyStored, int skipped,
            int errors, long rawBytes, long writtenBytes, double elapsedSeconds, WatchSummary watch,
            DiskSpace storeDisk, DiskSpace stagingDisk) {
        Summary(String store, String staging, boolean stopped, WatchSummary w, DiskSpace storeDisk,
                DiskSpace stagingDisk) {
            this(store, staging, stopped, w.ingested(), w.alreadyStored(), w.skipped().size(), w.failed().size(),
                    w.rawBytes(), w.writtenBytes(), w.seconds(), w, storeDisk, stagingDisk);
        }
    }

    @Parameters(index = "0", paramLabel = "STORE", description = "the store directory")
    Path dir;

    @Parameters(index = "1", paramLabel = "STAGING", description = "the directory the job saves its checkpoints into")
    Path staging;

    @Option(names = "--exit-when-idle", paramLabel = "SECONDS", description = "return after this many seconds with "
            + "nothing to do (default: run until killed)")
    double idle;

    @Option(names = "--keep", paramLabel = "N", description = "apply gc after each save, keeping the newest N "
            + "restorable")
    int keep;

    @Option(names = "--max-staged-bytes", paramLabel = "B", description = "write STAGING/.snapwear-full while "
            + "STAGING holds more than B bytes (a job should stage nothing new while it exists)")
    long maxStaged;

    @Option(names = "--require-done", description = "a checkpoint is complete only once NAME.done exists")
    boolean requireDone;

    @Option(names = "--poll-ms", paramLabel = "MS", description = "poll interval (default ${DEFAULT-VALUE})")
    long poll = DEFAULT_POLL_MILLIS;

    @Option(names = "--settle", paramLabel = "SECONDS", description = "a checkpoint seen changing under its final "
            + "name is ingested only once unchanged this long (default ${DEFAULT-VALUE})")
    double settle = WatchSettings.DEFAULT_SETTLE_MILLIS / 1000.0;

    @Option(names = "--serve", description = "answer the Python package's list, latest and restore over "
            + "STORE/.snapwear-serve.sock meanwhile (as store serve does)")
    boolean serve;

    @Mixin
    LossOptionsMixin loss = new LossOptionsMixin();

    final SchemeOptionsMixin scheme = StoreOpening.options();

    @Mixin(name = SchemeOptionsMixin.MIXIN)
    CommandSpec schemeOptions = scheme.options();

    @Option(names = { "-j", "--json" }, description = "print one JSON object per line (ingested, error, backlog, full, "
            + "changing, summary)")
    boolean json;

    @Override
    protected int act(CommandContext ctx) throws Exception {
        StoreOpening opening = StoreOpening.of(scheme);
        PlanLoss planLoss = loss.resolve("store watch");
        if (idle < 0 || keep < 0 || poll < 1 || maxStaged < 0 || !(settle >= 0)) {
            throw new UsageException("store watch: --exit-when-idle, --keep, --max-staged-bytes and --settle must not "
                    + "be negative, --poll-ms at least 1");
        }
        if (!Files.isDirectory(staging)) {
            // checked before the store is opened: a typo must not leave a new, empty store behind
            throw new CommandFailedException(staging + ": no such staging directory (create it, e.g. on /dev/shm, "
                    + "before starting the job)");
        }
        WatchSettings settings = new WatchSettings(staging, poll, Math.round(idle * 1000), keep, maxStaged,
                requireDone, Math.round(settle * 1000)).withScheme(opening.given().threads() != null ? opening.scheme()
                        : null).withLoss(planLoss); // --threads, else every core
        WatchText text = new WatchText(ctx.out(), json);
        try (SnapshotStore store = opening.openOrCreate(dir).store()) {
            for (RecoveryAction a : store.recoveryActions()) {
                ctx.err().println("store: " + SafeText.printable(a.file()) + ": " + a.action() + " (" + a.reason()
                        + ")");
            }
            if (!json) {
                text.log(String.format(Locale.ROOT, "watching %s -> %s (%s, keep %s, staged cap %s, settle %.1f s, "
                        + "loss %s)",
                        SafeText.printable(staging.toString()), SafeText.printable(dir.toString()), requireDone
                                ? "complete when NAME.done appears" : "complete when renamed from tmp* or NAME.done "
                                        + "appears", keep == 0 ? "what Algorithm 2 keeps" : "newest " + keep,
                        maxStaged == 0 ? "none" : maxStaged + " B", settle, planLoss.profile().name()));
            }
            StagingWatcher watcher = new StagingWatcher(store, settings, text::event);
            StopOnSignal stop = new StopOnSignal(watcher::requestStop, STOP_WAIT_SECONDS);
            try {
                WatchSummary w;
                try (StoreServer server = serve ? StoreServer.start(dir) : null) {
                    w = watcher.run();
                }
                Summary s = new Summary(dir.toString(), staging.toString(), stop.signalled(), w, DiskSpace.of(dir),
                        DiskSpace.of(staging));
                if (json) {
                    text.line("summary", s);
                } else {
                    text.log(String.format(Locale.ROOT, "watch ended%s: %d ingested (%,d B -> %,d B written), %d "
                            + "already stored, %d skipped, %d errors, %.1f s", s.stopped() ? " (stopped by a signal)"
                                    : "", s.ingested(), s.rawBytes(), s.writtenBytes(), s.alreadyStored(),
                            s.skipped(), s.errors(), s.elapsedSeconds()));
                    ctx.out().println("  " + WatchText.space("store", s.storeDisk()));
                    ctx.out().println("  " + WatchText.space("staging", s.stagingDisk()));
                }
                if (!w.failed().isEmpty()) {
                    throw new CommandFailedException(w.failed().size() + " checkpoint(s) could not be ingested and are "
                            + "still in " + staging + ": " + w.failed() + " (the reason of each is in NAME.error)");
                }
            } finally {
                stop.close();
            }
        }
        return 0;
    }
}
