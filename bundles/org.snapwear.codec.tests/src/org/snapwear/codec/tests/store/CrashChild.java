package org.snapwear.codec.tests.store;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import org.snapwear.codec.store.SaveRequest;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.trace.checkpoint.CheckpointScanner;

/**
 * The child JVM of {@link StoreCrashTest}: opens (or creates) a store and saves the deterministic snapshots of
 * {@link StoreTestSupport#snapshot} in an endless loop, printing {@code saved N} after each save returned, i.e.
 * after its manifest is durable. The parent kills it with SIGKILL at a random moment.
 * <p>
 * Arguments: store directory, mode, snap_dis, codec id, floats per snapshot, seed[, {@code checkpoint}]. With
 * {@code checkpoint} each iteration is written as a checkpoint directory ({@link StoreTestSupport#checkpointDir})
 * beside the store and saved whole (tensor parts, rest file, change check).
 */
public final class CrashChild {

    private CrashChild() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        String mode = args[1];
        int snapDis = Integer.parseInt(args[2]);
        String codec = args[3];
        int floats = Integer.parseInt(args[4]);
        long seed = Long.parseLong(args[5]);
        PrintStream out = System.out;
        StoreSettings settings = new StoreSettings(codec, "raw", mode, snapDis, 500, 64 * 1024);
        try (SnapshotStore store = SnapshotStore.exists(dir)
                ? SnapshotStore.open(dir, StoreTestSupport.registry(), DurableIo.local())
                : SnapshotStore.create(dir, settings, StoreTestSupport.registry(), DurableIo.local())) {
            List<Long> kept = store.iterations();
            long next = kept.isEmpty() ? 0 : kept.get(kept.size() - 1) + 500;
            out.println("ready " + next + " recovered " + store.recoveryActions().size());
            out.flush();
            boolean whole = args.length > 6 && args[6].equals("checkpoint");
            Path staging = dir.resolveSibling(dir.getFileName() + "-staging");
            while (true) {
                if (whole) {
                    store.save(SaveRequest.of(CheckpointScanner.scan(StoreTestSupport.checkpointDir(staging, seed, next, floats)), next));
                } else {
                    store.save(SaveRequest.of(StoreTestSupport.snapshot(seed, next, floats), next));
                }
                out.println("saved " + next);
                out.flush();
                next += 500;
            }
        }
    }
}
