package org.snapwear.codec.watch;

/** Receives a {@link StagingWatcher}'s events as they happen (on the watcher's thread). */
@FunctionalInterface
public interface WatchListener {
    void on(WatchEvent event);
}
