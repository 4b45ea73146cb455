package org.snapwear.codec.pipeline;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Compresses a byte stream in independent blocks, in one of the {@link PipelineMode}s, into the
 * {@link PipelineFormat} stream. Memory is bounded by the configuration (queue length x (block size +
 * aggregation buffer) + one scratch buffer per worker + 12 bytes of index per block), not by the input size.
 * <p>
 * Parallel workers take input buffers in ring order and compress them concurrently; results reach the file queue
 * strictly in block order (the append is a copy, the only serialized step), so the stream is byte-identical to
 * {@link PipelineMode#SERIAL} for every thread count and queue length. A worker that finishes a block before an
 * earlier one leaves a copy of its result behind and goes on with the next block instead of waiting for its turn;
 * the worker that appends the earlier block appends the waiting ones after it. At most queue length results wait
 * (a worker still holds the input buffer of the oldest unfinished block, so the reader cannot get further ahead).
 */
public final class PipelineEncoder {
    private final BlockCompressor compressor;
    private final PipelineConfig config;

    public PipelineEncoder(BlockCompressor compressor, PipelineConfig config) {
        this.compressor = compressor;
        this.config = config;
    }

    public PipelineConfig config() {
        return config;
    }

    /** Reads {@code in} to its end and writes the stream to {@code out}; neither channel is closed. */
    public PipelineStats encode(ReadableByteChannel in, WritableByteChannel out) throws IOException {
        return config.mode() == PipelineMode.SERIAL ? new SerialRun(in, out).run() : new ParallelRun(in, out).run();
    }

    private int aggregationCapacity() {
        // An empty file buffer must hold any stored block, so aggregation never splits a block.
        return Math.max(config.aggregationBytes(), BlockStorer.scratchSize(compressor, config.blockSize()));
    }

    /** Reads until {@code buf} is full or the input ends; returns the bytes read. */
    private static int fill(ReadableByteChannel in, byte[] buf, int capacity) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(buf, 0, capacity);
        while (b.hasRemaining()) {
            if (in.read(b) < 0) {
                break;
            }
        }
        return b.position();
    }

    /** Counts what the store stage writes. */
    private static final class Sink {
        private final WritableByteChannel out;
        long bytes;
        long writes;
        long busyNanos;

        Sink(WritableByteChannel out) {
            this.out = out;
        }

        void write(byte[] data, int off, int len) throws IOException {
            long t0 = System.nanoTime();
            ByteBuffer b = ByteBuffer.wrap(data, off, len);
            while (b.hasRemaining()) {
                out.write(b);
            }
            bytes += len;
            writes++;
            busyNanos += System.nanoTime() - t0;
        }
    }

    private final class SerialRun {
        private final ReadableByteChannel in;
        private final Sink sink;

        SerialRun(ReadableByteChannel in, WritableByteChannel out) {
            this.in = in;
            this.sink = new Sink(out);
        }

        PipelineStats run() throws IOException {
            long start = System.nanoTime();
            long readBusy = 0;
            long compressBusy = 0;
            long raw = 0;
            long rawBlocks = 0;
            BlockIndex index = new BlockIndex();
            byte[] header = PipelineFormat.header(config.blockSize(), compressor.id());
            sink.write(header, 0, header.length);
            byte[] block = new byte[config.blockSize()];
            byte[] agg = new byte[aggregationCapacity()];
            int aggLen = 0;
            try (BlockCompressor.Session session = compressor.newSession()) {
                BlockStorer storer = new BlockStorer(compressor, session, config.blockSize());
                while (true) {
                    long t0 = System.nanoTime();
                    int len = fill(in, block, block.length);
                    long t1 = System.nanoTime();
                    readBusy += t1 - t0;
                    if (len == 0) {
                        break;
                    }
                    int stored = storer.store(block, len);
                    compressBusy += System.nanoTime() - t1;
                    int n = BlockStorer.length(stored);
                    if (aggLen + n > agg.length) {
                        sink.write(agg, 0, aggLen);
                        aggLen = 0;
                    }
                    System.arraycopy(storer.bytes(), 0, agg, aggLen, n);
                    aggLen += n;
                    index.add(index.size(), stored, len, storer.crc());
                    raw += len;
                    if (n == len && (stored & PipelineFormat.RAW_FLAG) != 0) {
                        rawBlocks++;
                    }
                    if (len < block.length) {
                        break;
                    }
                }
            }
            if (aggLen > 0) {
                sink.write(agg, 0, aggLen);
            }
            long indexOffset = sink.bytes;
            byte[] idx = index.toBytes();
            sink.write(idx, 0, idx.length);
            byte[] footer = PipelineFormat.footer(indexOffset, index.size(), raw);
            sink.write(footer, 0, footer.length);
            return new PipelineStats(config.mode(), 1, config.blockSize(), config.queueLength(), raw, sink.bytes,
                    index.size(), rawBlocks, sink.writes, System.nanoTime() - start, readBusy, compressBusy,
                    sink.busyNanos, 0);
        }
    }

    private final class ParallelRun {
        private final ReadableByteChannel in;
        private final Sink sink;
        private final RingBufferQueue inputQueue;
        private final RingBufferQueue fileQueue;
        private final AtomicReference<Throwable> failure = new AtomicReference<>();
        private final AtomicLong compressBusy = new AtomicLong();
        private final AtomicLong rawBlocks = new AtomicLong();
        private final BlockIndex index = new BlockIndex();
        // Block-order append to the file queue happens under this lock. Waiting for one's turn instead (park
        // and wake) cost two context switches for one block in six with two workers on this 2-core VM.
        private final ReentrantLock orderLock = new ReentrantLock();
        private final Map<Long, Finished> waiting = new HashMap<>();
        private long nextSequence;
        private RingBuffer fileHead;
        private long readBusy;
        private long raw;

        ParallelRun(ReadableByteChannel in, WritableByteChannel out) {
            this.in = in;
            this.sink = new Sink(out);
            this.inputQueue = new RingBufferQueue(config.queueLength(), config.blockSize());
            this.fileQueue = new RingBufferQueue(config.queueLength(), aggregationCapacity());
        }

        PipelineStats run() throws IOException {
            long start = System.nanoTime();
            byte[] header = PipelineFormat.header(config.blockSize(), compressor.id());
            sink.write(header, 0, header.length);
            int workers = config.mode() == PipelineMode.PARALLEL ? config.workers() : 1;
            List<Thread> compressors = new ArrayList<>();
            Thread reader = thread("reader", this::readStage);
            Thread writer = thread("store", this::storeStage);
            for (int i = 0; i < workers; i++) {
                compressors.add(thread("compress-" + i, this::compressStage));
            }
            reader.start();
            writer.start();
            compressors.forEach(Thread::start);
            join(reader);
            for (Thread t : compressors) {
                join(t);
            }
            if (failure.get() == null) {
                try {
                    finishFileQueue();
                } catch (Throwable t) {
                    abort(t);
                }
            } else {
                fileQueue.fail(failure.get());
            }
            join(writer);
            Throwable f = failure.get();
            if (f != null) {
                if (f instanceof IOException) {
                    throw (IOException) f;
                }
                if (f instanceof RuntimeException) {
                    throw (RuntimeException) f;
                }
                if (f instanceof Error) {
                    throw (Error) f;
                }
                throw new IOException("pipeline failed: " + f, f);
            }
            long indexOffset = sink.bytes;
            byte[] idx = index.toBytes();
            sink.write(idx, 0, idx.length);
            byte[] footer = PipelineFormat.footer(indexOffset, index.size(), raw);
            sink.write(footer, 0, footer.length);
            long waits = inputQueue.waitNanos() + fileQueue.waitNanos();
            return new PipelineStats(config.mode(), workers, config.blockSize(), config.queueLength(), raw,
                    sink.bytes, index.size(), rawBlocks.get(), sink.writes, System.nanoTime() - start, readBusy,
                    compressBusy.get(), sink.busyNanos, waits);
        }

        private Thread thread(String name, ThrowingRunnable body) {
            Thread t = new Thread(() -> {
                try {
                    body.run();
                } catch (Throwable e) {
                    abort(e);
                }
            }, "snapwear-pipeline-" + name);
            t.setDaemon(true);
            return t;
        }

        private void abort(Throwable e) {
            // The first failure is the cause; stages woken by it fail with PipelineAbortedException, ignored here.
            if (!(e instanceof PipelineAbortedException) || failure.get() == null) {
                failure.compareAndSet(null, e instanceof PipelineAbortedException ? e.getCause() : e);
            }
            inputQueue.fail(e);
            fileQueue.fail(e);
        }

        private void join(Thread t) throws InterruptedIOException {
            try {
                t.join();
            } catch (InterruptedException e) {
                abort(e);
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("pipeline interrupted");
            }
        }

        private void readStage() throws IOException {
            long sequence = 0;
            try {
                while (true) {
                    RingBuffer b = inputQueue.acquireHead();
                    long t0 = System.nanoTime();
                    int len = fill(in, b.data(), b.capacity());
                    readBusy += System.nanoTime() - t0;
                    if (len == 0) {
                        inputQueue.abandon(b);
                        break;
                    }
                    b.setLength(len);
                    b.setSequence(sequence++);
                    raw += len;
                    inputQueue.publish(b);
                    if (len < b.capacity()) {
                        break;
                    }
                }
            } finally {
                inputQueue.close();
            }
        }

        private void compressStage() throws IOException {
            try (BlockCompressor.Session session = compressor.newSession()) {
                BlockStorer storer = new BlockStorer(compressor, session, config.blockSize());
                while (true) {
                    RingBuffer b = inputQueue.takeReady();
                    if (b == null) {
                        return;
                    }
                    long sequence = b.sequence();
                    int len = b.length();
                    long t0 = System.nanoTime();
                    int stored = storer.store(b.data(), len);
                    compressBusy.addAndGet(System.nanoTime() - t0);
                    inputQueue.release(b);
                    if ((stored & PipelineFormat.RAW_FLAG) != 0) {
                        rawBlocks.incrementAndGet();
                    }
                    append(sequence, storer.bytes(), stored, len, storer.crc());
                }
            }
        }

        /**
         * Appends one stored block to the file queue if every earlier block has been appended, followed by any
         * later blocks that were waiting for it; otherwise leaves a copy of it waiting.
         */
        private void append(long sequence, byte[] data, int stored, int rawLength, int crc) throws IOException {
            orderLock.lock();
            try {
                if (failure.get() != null) {
                    throw new PipelineAbortedException(failure.get());
                }
                if (sequence != nextSequence) {
                    waiting.put(sequence, new Finished(Arrays.copyOf(data, BlockStorer.length(stored)), stored,
                            rawLength, crc));
                    return;
                }
                appendInOrder(sequence, data, stored, rawLength, crc);
                for (Finished f = waiting.remove(nextSequence); f != null; f = waiting.remove(nextSequence)) {
                    appendInOrder(nextSequence, f.data(), f.stored(), f.rawLength(), f.crc());
                }
            } finally {
                orderLock.unlock();
            }
        }

        /** Under {@link #orderLock}, for block {@code nextSequence}. */
        private void appendInOrder(long sequence, byte[] data, int stored, int rawLength, int crc)
                throws IOException {
            int n = BlockStorer.length(stored);
            if (fileHead != null && fileHead.remaining() < n) {
                fileQueue.publish(fileHead);
                fileHead = null;
            }
            if (fileHead == null) {
                fileHead = fileQueue.acquireHead();
                fileHead.setSequence(sequence);
            }
            fileHead.append(data, 0, n);
            index.add(sequence, stored, rawLength, crc);
            nextSequence++;
        }

        /** After the last worker: publish the partly filled file buffer and tell the store stage to finish. */
        private void finishFileQueue() {
            orderLock.lock();
            try {
                if (!waiting.isEmpty()) {
                    // Every block before a waiting one was read, so its worker appended it and the waiting ones.
                    throw new IllegalStateException("blocks " + waiting.keySet() + " were never appended");
                }
                if (fileHead != null) {
                    fileQueue.publish(fileHead);
                    fileHead = null;
                }
            } finally {
                orderLock.unlock();
            }
            fileQueue.close();
        }

        private void storeStage() throws IOException {
            while (true) {
                RingBuffer b = fileQueue.takeReady();
                if (b == null) {
                    return;
                }
                sink.write(b.data(), 0, b.length());
                fileQueue.release(b);
            }
        }
    }

    /** A block compressed ahead of its turn. */
    private record Finished(byte[] data, int stored, int rawLength, int crc) {
    }

    @FunctionalInterface
    private interface ThrowingRunnable {
        void run() throws Exception;
    }
}
