package org.snapwear.codec.tests.watch;

import java.io.PrintStream;
import java.nio.file.Path;

import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.watch.StagingWatcher;
import org.snapwear.codec.watch.WatchEvent;
import org.snapwear.codec.watch.WatchSettings;

/**
 * The child JVM of {@link WatchCrashTest}: opens (or creates) a store and runs a {@link StagingWatcher} on the staging
 * directory, printing {@code ingested N} or {@code recognised N} per checkpoint and {@code error NAME REASON} per
 * failure. It runs until killed, or with {@code idle} as the third argument until half a second with nothing to do.
 * <p>
 * Arguments: store directory, staging directory, {@code forever} or {@code idle}.
 */
public final class WatchChild {
    private WatchChild() {
    }

    public static void main(String[] args) throws Exception {
        Path store = Path.of(args[0]);
        Path staging = Path.of(args[1]);
        boolean idle = "idle".equals(args[2]);
        PrintStream out = System.out;
        // snap_dis far beyond the run: Algorithm 2 deletes nothing, so every ingested iteration stays in the store
        try (SnapshotStore s = SnapshotStore.exists(store) ? SnapshotStore.open(store)
                : SnapshotStore.create(store, StoreSettings.of("dynrle", "raw", "progressive", 1000, 100))) {
            out.println("ready " + s.iterations().size() + " recovered " + s.recoveryActions().size());
            out.flush();
            new StagingWatcher(s, new WatchSettings(staging, 20, idle ? 500 : 0, 0, 0, false), e -> {
                if (e instanceof WatchEvent.Ingested i) {
                    out.println((i.alreadyStored() ? "recognised " : "ingested ") + i.iteration());
                } else if (e instanceof WatchEvent.Failed f) {
                    out.println("error " + f.name() + " " + f.reason());
                }
                out.flush();
            }).run();
        }
    }
}
