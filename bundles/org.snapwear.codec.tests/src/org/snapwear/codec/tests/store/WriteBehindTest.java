package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.internal.StoreDirectory;

/**
 * A durable write hands the bytes written so far to the device while it goes on (write-behind), so the final sync
 * does not wait for the whole file; a failure of that background write-back fails the write like any other I/O
 * error, leaving no file behind.
 */
class WriteBehindTest {
    private static final int MIB = 1 << 20;

    @TempDir
    Path dir;

    private static byte[] content(int bytes) {
        byte[] b = new byte[bytes];
        new Random(7).nextBytes(b);
        return b;
    }

    @Test
    void largeWritesAreWrittenBackWhileTheyGoOn() throws Exception {
        FaultyIo io = new FaultyIo();
        byte[] data = content(200 * MIB);
        StoreDirectory.Written w = new StoreDirectory(dir, io).write("big", out -> {
            for (int off = 0; off < data.length; off += MIB) {
                out.write(data, off, MIB);
                if (off == 100 * MIB) {
                    // let the helper thread run at least once while writing goes on, even on a loaded machine
                    long until = System.nanoTime() + 5_000_000_000L;
                    while (io.writeBacks.get() == 0 && System.nanoTime() < until) {
                        Thread.onSpinWait();
                    }
                }
            }
        });
        assertTrue(io.writeBacks.get() >= 1, "no write-back while 200 MiB were written");
        assertEquals(data.length, w.size());
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        assertArrayEquals(md.digest(data), MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(w.file())));
    }

    @Test
    void smallWritesNeedNoWriteBack() throws Exception {
        FaultyIo io = new FaultyIo();
        new StoreDirectory(dir, io).write("small", out -> out.write(content(MIB)));
        assertEquals(0, io.writeBacks.get());
    }

    @Test
    void aFailedWriteBackFailsTheWriteAndLeavesNothing() throws Exception {
        FaultyIo io = new FaultyIo();
        io.failWriteBack = true;
        byte[] data = content(200 * MIB);
        IOException e = assertThrows(IOException.class, () -> new StoreDirectory(dir, io).write("doomed", out -> {
            for (int off = 0; off < data.length; off += MIB) {
                out.write(data, off, MIB);
            }
            long until = System.nanoTime() + 5_000_000_000L;
            while (io.writeBacks.get() == 0 && System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }));
        assertTrue(e.getMessage().contains("injected write-back failure"), e.getMessage());
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(0, s.count(), "a failed write left a file behind");
        }
    }
}
