package org.snapwear.spark.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.FileByteSource;

/** The read-ahead of structure scans: the same bytes as the file for any read, and few reads of the file. */
class ReadAheadSourceTest {

    @Test
    void sameBytesAsTheFileForAnyReadAndOneInnerReadPerBlock(@TempDir Path dir) throws IOException {
        byte[] data = new byte[300_000];
        new Random(7).nextBytes(data);
        Path file = dir.resolve("f.bin");
        Files.write(file, data);
        Random r = new Random(11);
        try (Counting inner = new Counting(FileByteSource.open(file));
                ReadAheadSource s = new ReadAheadSource(inner, 4096)) {
            for (int i = 0; i < 2000; i++) {
                int n = r.nextInt(i % 10 == 0 ? 10_000 : 64);
                int at = r.nextInt(data.length - n + 1);
                ByteBuffer dst = ByteBuffer.allocate(n);
                s.readFully(at, dst);
                assertArrayEquals(Arrays.copyOfRange(data, at, at + n), dst.array(), "read of " + n + " at " + at);
            }
            // small reads walking through a header region: one inner read per block, not one per field
            int before = inner.reads;
            for (int at = 100_000; at < 100_000 + 4096 - 30; at += 30) {
                s.readFully(at, ByteBuffer.allocate(30));
            }
            assertTrue(inner.reads - before <= 2, "inner reads: " + (inner.reads - before));
            // the end of the file (a zip's directory) is one block that ends there
            before = inner.reads;
            s.readFully(data.length - 22, ByteBuffer.allocate(22));
            s.readFully(data.length - 3000, ByteBuffer.allocate(46));
            assertEquals(1, inner.reads - before);
            assertThrows(EOFException.class, () -> s.readFully(data.length - 2, ByteBuffer.allocate(3)));
        }
    }

    /** A source that counts the reads made of it. */
    private static final class Counting implements ByteSource {
        private final ByteSource inner;
        int reads;

        Counting(ByteSource inner) {
            this.inner = inner;
        }

        @Override
        public String name() {
            return inner.name();
        }

        @Override
        public long size() throws IOException {
            return inner.size();
        }

        @Override
        public void readFully(long position, ByteBuffer dst) throws IOException {
            reads++;
            inner.readFully(position, dst);
        }

        @Override
        public void close() throws IOException {
            inner.close();
        }
    }
}
