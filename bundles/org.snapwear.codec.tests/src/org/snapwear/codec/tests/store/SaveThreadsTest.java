package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.tensor.DType;

/**
 * A save encodes with the threads of the scheme its request carries ({@code store save --threads}), and the files
 * are the same for any count; the request's progress is told every byte saved.
 */
class SaveThreadsTest {
    @TempDir
    Path tmp;

    /** The XOR test codec, recording the threads it encodes on (each chunk takes a moment, so workers overlap). */
    static final class Recording implements SnapshotCodec {
        final SnapshotCodec inner = new XorTestCodec("rec", 1);
        final Set<Thread> threads = ConcurrentHashMap.newKeySet();

        @Override
        public String id() {
            return inner.id();
        }

        @Override
        public String displayName() {
            return "recording";
        }

        @Override
        public CodecKind kind() {
            return inner.kind();
        }

        @Override
        public int referenceDepth() {
            return 1;
        }

        @Override
        public boolean supports(DType dtype) {
            return true;
        }

        @Override
        public byte[] encodeChunk(CodecParams params, ChunkInput in) throws IOException {
            threads.add(Thread.currentThread());
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return inner.encodeChunk(params, in);
        }

        @Override
        public void decodeChunk(CodecParams params, ChunkInput in, ByteBuffer encoded, ByteBuffer out)
                throws IOException {
            inner.decodeChunk(params, in, encoded, out);
        }
    }

    /** Saves iteration 0 and 100 with {@code threads}; returns the most encoding threads one save used. */
    private int save(String name, int threads, long[] worked) throws IOException {
        int most = 0;
        Recording codec = new Recording();
        SchemeSpec scheme = new SchemeSpec("rec", "rec", SchemeMode.CHAIN, 5, 100, -1, threads, 1024);
        Path dir = tmp.resolve(name);
        try (SnapshotStore s = SnapshotStore.create(dir, StoreSettings.of(scheme), CodecRegistry.of(List.of(codec)),
                org.snapwear.trace.io.DurableIo.local())) {
            for (long it = 0; it <= 100; it += 100) {
                codec.threads.clear();
                SaveResult r = s.save(SaveRequest.of(StoreTestSupport.snapshot(5, it, 20_000), it).withScheme(scheme)
                        .withProgress(new Progress() {
                            @Override
                            public void begin(String task, long totalWork, String unit) {
                                assertEquals("bytes", unit);
                            }

                            @Override
                            public void worked(long work) {
                                worked[0] += work;
                            }
                        }));
                assertTrue(r.rawBytes() > 0);
                most = Math.max(most, codec.threads.size());
            }
        }
        return most;
    }

    @Test
    void theSchemesThreadsEncodeAndTheFilesAreTheSame() throws IOException {
        long[] worked1 = new long[1];
        long[] worked3 = new long[1];
        assertEquals(1, save("one", 1, worked1), "one encoder thread");
        int three = save("three", 3, worked3);
        assertTrue(three >= 2 && three <= 3, "three encoder threads, saw " + three);
        long raw = StoreTestSupport.snapshot(5, 0, 20_000).dataBytes() + StoreTestSupport.snapshot(5, 100, 20_000)
                .dataBytes();
        assertEquals(raw, worked1[0], "progress is told every tensor byte saved");
        assertEquals(raw, worked3[0]);
        List<String> names;
        try (var f = Files.list(tmp.resolve("one"))) {
            names = f.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("snap-")).sorted().toList();
        }
        assertEquals(2, names.size(), names.toString());
        for (String n : names) {
            assertArrayEquals(Files.readAllBytes(tmp.resolve("one").resolve(n)),
                    Files.readAllBytes(tmp.resolve("three").resolve(n)), n);
        }
    }
}
