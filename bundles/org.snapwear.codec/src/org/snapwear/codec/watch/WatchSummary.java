package org.snapwear.codec.watch;

import java.util.List;

/**
 * What a {@link StagingWatcher} run did, when it returns.
 *
 * @param ingested      checkpoints saved and removed from the staging directory
 * @param alreadyStored checkpoints a killed earlier run had committed, recognised and removed
 * @param failed        names that got an error file in this run
 * @param skipped       entries of staging the watcher could not handle and left alone in this run
 * @param rawBytes      bytes of the ingested checkpoints
 * @param writtenBytes  bytes their saves wrote
 * @param seconds       wall time of the run
 */
public record WatchSummary(int ingested, int alreadyStored, List<String> failed, List<String> skipped, long rawBytes,
        long writtenBytes, double seconds) {
}
