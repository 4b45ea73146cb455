package org.snapwear.codec.watch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Back-pressure towards the job: a backlog event when complete checkpoints queue up (the job writes faster than the
 * store ingests; nothing is dropped, they wait in staging), and the {@link StagingNames#FULL} marker while the
 * staged bytes exceed the cap, so a job helper can refuse to stage more before RAM runs out. The marker goes up
 * above the cap and comes down below it; in between it stays as it is, so it does not flap at the boundary.
 */
final class StagingPressure {
    private final Path staging;
    private final long maxStagedBytes;
    private final WatchListener listener;
    private boolean full;
    private int lastDepth;

    StagingPressure(Path staging, long maxStagedBytes, WatchListener listener) {
        this.staging = staging;
        this.maxStagedBytes = maxStagedBytes;
        this.listener = listener;
        this.full = Files.exists(marker());
    }

    private Path marker() {
        return staging.resolve(StagingNames.FULL);
    }

    void check(StagingListing listing, long stagedBytes) throws IOException {
        int depth = listing.complete().size();
        if (depth != lastDepth && (depth >= 2 || lastDepth >= 2)) {
            listener.on(new WatchEvent.Backlog(depth, listing.complete().stream().map(StagedCheckpoint::name)
                    .toList(), stagedBytes));
        }
        lastDepth = depth;
        if (maxStagedBytes <= 0) {
            return;
        }
        if (!full && stagedBytes > maxStagedBytes) {
            StagingFiles.writeLine(staging, StagingNames.FULL, "staging holds " + stagedBytes + " bytes, above the "
                    + "cap of " + maxStagedBytes + " (--max-staged-bytes); " + depth + " complete checkpoint(s) waiting "
                    + "to be ingested, " + listing.incomplete().size() + " still being written or waiting for their "
                    + "done marker: stage no more until this file is gone");
            full = true;
            listener.on(new WatchEvent.Full(true, stagedBytes, maxStagedBytes, marker().toString()));
        } else if (full && stagedBytes < maxStagedBytes) {
            Files.deleteIfExists(marker());
            StagingFiles.sync(staging);
            full = false;
            listener.on(new WatchEvent.Full(false, stagedBytes, maxStagedBytes, marker().toString()));
        }
    }

    boolean full() {
        return full;
    }
}
