package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;

/**
 * A store's {@code .lock} must be a regular file: a FIFO there would block every writer forever in {@code open}
 * (waiting for a reader), a link would take the lock elsewhere. Each is refused at once, in one line naming it, and
 * the store is untouched.
 */
class LockFileTest {

    @TempDir
    Path tmp;

    private Path store() throws IOException {
        Path dir = tmp.resolve("store");
        try (SnapshotStore s = SnapshotStore.create(dir, StoreSettings.of("dynrle", "huffman-exp", "progressive", 10,
                100))) {
            s.save(SaveRequest.of(StoreTestSupport.snapshot(3, 100, 64), 100));
        }
        return dir;
    }

    private void refused(Path store, String what) throws IOException {
        Path lock = store.resolve(SnapshotStore.LOCK_FILE);
        byte[] manifest = Files.readAllBytes(store.resolve("MANIFEST.json"));
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            IOException e = assertThrows(IOException.class, () -> SnapshotStore.open(store).close());
            assertTrue(e.getMessage().startsWith(lock.toString()) && e.getMessage().contains("not a regular file")
                    && e.getMessage().contains(what) && e.getMessage().lines().count() == 1, e.getMessage());
        });
        assertArrayEquals(manifest, Files.readAllBytes(store.resolve("MANIFEST.json")));
    }

    @Test
    void aFifoAsTheLockIsRefusedWithoutWaiting() throws Exception {
        Path store = store();
        Path lock = store.resolve(SnapshotStore.LOCK_FILE);
        Files.deleteIfExists(lock);
        Process mk = new ProcessBuilder("mkfifo", lock.toString()).redirectErrorStream(true).start();
        assumeTrue(mk.waitFor() == 0 && Files.exists(lock), "mkfifo is not available here");
        refused(store, "pipe");
    }

    @Test
    void aDirectoryOrALinkAsTheLockIsRefused() throws IOException {
        Path store = store();
        Path lock = store.resolve(SnapshotStore.LOCK_FILE);
        Files.deleteIfExists(lock);
        Files.createDirectory(lock);
        refused(store, "directory");
        Files.delete(lock);
        Path elsewhere = Files.writeString(tmp.resolve("elsewhere.lock"), "");
        Files.createSymbolicLink(lock, elsewhere);
        refused(store, "symbolic link");
    }
}
