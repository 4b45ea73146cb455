package org.snapwear.codec.container;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * Threads that decode the chunks of a container in parallel (restore, verify and the reference rebuild of a save
 * use every core). The calling thread reads the chunk records in order, so the container's CRC32C and its errors
 * stay exactly those of the sequential decoder; workers decode into disjoint places.
 */
public final class DecodePool implements AutoCloseable {
    private static DecodePool shared;

    private final int threads;
    private final ExecutorService pool;

    /** One pool per process with a thread per core (daemon threads: it never keeps a process alive). */
    public static synchronized DecodePool shared() {
        if (shared == null) {
            shared = new DecodePool(Math.max(1, Runtime.getRuntime().availableProcessors()));
        }
        return shared;
    }

    public DecodePool(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        this.threads = threads;
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "snapwear-decode-worker");
            t.setDaemon(true);
            return t;
        });
    }

    /** One chunk to decode: its references, where it goes, and the tensor it belongs to (for errors). */
    record Task(ChunkInput input, ByteBuffer out, String tensor) {
    }

    /** The codec call. */
    interface ChunkDecoder {
        void decode(ChunkInput input, ByteBuffer encoded, ByteBuffer out) throws IOException;
    }

    void decode(ContainerReader reader, Path file, int chunks, IntFunction<Task> tasks, ChunkDecoder codec)
            throws IOException {
        ArrayDeque<Future<?>> inFlight = new ArrayDeque<>();
        try {
            for (int i = 0; i < chunks; i++) {
                long at = reader.offset();
                ByteBuffer reused = reader.nextChunkReused();
                // a copy with the reader's zero padding: codecs may read past the limit 8 bytes at a time
                byte[] copy = new byte[reused.remaining() + ContainerReader.PADDING];
                reused.get(0, copy, 0, reused.remaining());
                ByteBuffer enc = ByteBuffer.wrap(copy, 0, reused.remaining()).order(ByteOrder.LITTLE_ENDIAN);
                Task t = tasks.apply(i);
                int index = i;
                inFlight.add(pool.submit(() -> {
                    try {
                        codec.decode(t.input(), enc, t.out());
                    } catch (IOException | RuntimeException e) {
                        throw new CheckpointFormatException(file, at, "chunk " + index + " (tensor " + t.tensor()
                                + "): " + e.getMessage(), e);
                    }
                    return null;
                }));
                while (inFlight.size() >= 2 * threads) {
                    ChunkFutures.await(inFlight.poll(), "decoding");
                }
            }
            while (!inFlight.isEmpty()) {
                ChunkFutures.await(inFlight.poll(), "decoding");
            }
        } finally {
            for (Future<?> f : inFlight) {
                f.cancel(true);
            }
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
