package org.snapwear.trace.tests.source;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.NonWritableChannelException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.source.ByteArraySource;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.ByteSourceChannel;
import org.snapwear.trace.source.ByteSources;
import org.snapwear.trace.source.FileByteSource;

/** The source primitives: positional reads, end of data, thread safety, the channel adapter. */
class ByteSourceTest {

    private static final Path PT = Fixtures.path("cnn_digits_sgd", "snap_iter000500.fp32.pt");

    @Test
    void readsPastTheEndFailNamingTheSourceAndOffset() throws IOException {
        byte[] bytes = Files.readAllBytes(PT);
        try (FileByteSource file = FileByteSource.open(PT)) {
            for (ByteSource s : List.of(file, new ByteArraySource("mem://a/b.pt", bytes))) {
                assertEquals(bytes.length, s.size());
                EOFException e = assertThrows(EOFException.class,
                        () -> s.readFully(bytes.length - 3, ByteBuffer.allocate(4)));
                assertTrue(e.getMessage().startsWith(s.name() + " at offset " + (bytes.length - 3) + ": "),
                        e.getMessage());
                assertThrows(EOFException.class, () -> s.readFully(-1, ByteBuffer.allocate(1)));
                ByteBuffer last = ByteBuffer.allocate(3);
                s.readFully(bytes.length - 3, last);
                assertArrayEquals(Arrays.copyOfRange(bytes, bytes.length - 3, bytes.length), last.array());
            }
        }
    }

    @Test
    void positionalReadsFromManyThreadsSeeTheirOwnBytes() throws Exception {
        byte[] bytes = Files.readAllBytes(PT);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try (FileByteSource file = FileByteSource.open(PT)) {
            List<Future<Boolean>> checks = new ArrayList<>();
            for (int t = 0; t < 64; t++) {
                int at = (int) ((long) bytes.length * t / 64);
                checks.add(pool.submit(() -> {
                    ByteBuffer b = ByteBuffer.allocate(Math.min(4096, bytes.length - at));
                    file.readFully(at, b);
                    return Arrays.equals(b.array(), Arrays.copyOfRange(bytes, at, at + b.capacity()));
                }));
            }
            for (Future<Boolean> f : checks) {
                assertTrue(f.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theChannelSeeksReadsAndEnds() throws IOException {
        byte[] bytes = Files.readAllBytes(PT);
        try (ByteSourceChannel ch = new ByteSourceChannel(new ByteArraySource("mem://x.pt", bytes))) {
            ByteBuffer b = ByteBuffer.allocate(100);
            ch.position(bytes.length - 40);
            assertEquals(40, ch.read(b));
            assertEquals(-1, ch.read(b.clear()));
            assertEquals(bytes.length, ch.position());
            ch.position(10);
            assertEquals(100, ch.read(b.clear()));
            assertArrayEquals(Arrays.copyOfRange(bytes, 10, 110), b.array());
            assertThrows(NonWritableChannelException.class, () -> ch.write(ByteBuffer.allocate(1)));
        }
    }

    /** Small reads come from one read-ahead block; any mix of reads returns the source's bytes. */
    @Test
    void theChannelReadsAheadAndStaysExact() throws IOException {
        byte[] bytes = Files.readAllBytes(PT);
        int[] reads = {0};
        ByteSource counting = new ByteSource() {
            private final ByteArraySource inner = new ByteArraySource("mem://counted.pt", bytes);

            @Override
            public String name() {
                return inner.name();
            }

            @Override
            public long size() {
                return inner.size();
            }

            @Override
            public void readFully(long position, ByteBuffer dst) throws IOException {
                reads[0]++;
                inner.readFully(position, dst);
            }

            @Override
            public void close() {
                // nothing held
            }
        };
        try (ByteSourceChannel ch = new ByteSourceChannel(counting)) {
            ByteBuffer small = ByteBuffer.allocate(30);
            for (int i = 0; i < 1000; i++) {
                ch.read(small.clear());
            }
            assertTrue(reads[0] <= 1, reads[0] + " source reads for 30,000 bytes read in pieces of 30");
            java.util.Random rnd = new java.util.Random(11);
            for (int i = 0; i < 300; i++) {
                int at = rnd.nextInt(bytes.length);
                int len = i % 10 == 0 ? 70_000 : 1 + rnd.nextInt(200);
                ByteBuffer b = ByteBuffer.allocate(len);
                ch.position(at);
                int n = ch.read(b);
                assertEquals(Math.min(len, bytes.length - at), n);
                assertArrayEquals(Arrays.copyOfRange(bytes, at, at + n), Arrays.copyOf(b.array(), n), "at " + at);
            }
        }
    }

    /** commons-compress reads a zip through the adapter exactly as from the file. */
    @Test
    void zipFileOpensOverTheChannel() throws IOException {
        List<String> fromFile = new ArrayList<>();
        try (ZipFile z = ZipFile.builder().setPath(PT).get()) {
            for (ZipArchiveEntry e : Collections.list(z.getEntriesInPhysicalOrder())) {
                fromFile.add(e.getName() + " " + e.getDataOffset() + " " + e.getCrc());
            }
        }
        ByteArraySource src = Sources.inMemory(PT);
        List<String> fromSource = new ArrayList<>();
        try (ZipFile z = ZipFile.builder().setSeekableByteChannel(new ByteSourceChannel(src)).get()) {
            for (ZipArchiveEntry e : Collections.list(z.getEntriesInPhysicalOrder())) {
                fromSource.add(e.getName() + " " + e.getDataOffset() + " " + e.getCrc());
            }
        }
        assertEquals(fromFile, fromSource);
        assertTrue(fromFile.size() > 3, fromFile.toString());
    }

    @Test
    void fileNamesOfPathsAndUris() {
        assertEquals("optimizer.pt", ByteSources.fileName("hdfs://nn:8020/runs/checkpoint-5/optimizer.pt"));
        assertEquals("checkpoint-5", ByteSources.fileName("s3a://bucket/runs/checkpoint-5/"));
        assertEquals("x.safetensors", ByteSources.fileName("x.safetensors"));
    }
}
