package org.snapwear.codec.tests.pipeline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.snapwear.codec.pipeline.BufferState;
import org.snapwear.codec.pipeline.DeflateBlockCompressor;
import org.snapwear.codec.pipeline.PipelineConfig;
import org.snapwear.codec.pipeline.PipelineDecoder;
import org.snapwear.codec.pipeline.PipelineEncoder;
import org.snapwear.codec.pipeline.RingBuffer;
import org.snapwear.codec.pipeline.RingBufferQueue;
import org.snapwear.codec.pipeline.ZstdBlockCompressor;
import org.snapwear.trace.tensor.CheckpointFormatException;

class PipelineFailureTest {

    /** Deflate that throws on the n-th block it compresses (counted over all sessions). */
    static HookedCompressor failingAt(int failAt, AtomicInteger calls) {
        return new HookedCompressor("failing", new DeflateBlockCompressor(1),
                (inner, src, srcOff, srcLen, dst, dstOff) -> {
                    if (calls.incrementAndGet() == failAt) {
                        throw new IOException("injected compressor failure");
                    }
                    return inner.compress(src, srcOff, srcLen, dst, dstOff);
                });
    }

    static boolean pipelineThreadsAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.getName().startsWith("snapwear-pipeline-") && t.isAlive());
    }

    @Test
    void workerExceptionPropagatesAndStopsEveryStage() {
        byte[] input = PipelineTestData.weights(500_000, 7);
        for (PipelineConfig cfg : new PipelineConfig[] {PipelineConfig.serial(4096), PipelineConfig.pipelined(4096, 1),
                PipelineConfig.parallel(4096, 2, 2), PipelineConfig.parallel(4096, 8, 3)}) {
            AtomicInteger calls = new AtomicInteger();
            HookedCompressor c = failingAt(37, calls);
            IOException e = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(IOException.class,
                    () -> new PipelineEncoder(c, cfg).encode(Channels.newChannel(new ByteArrayInputStream(input)),
                            Channels.newChannel(new ByteArrayOutputStream()))), cfg.toString());
            assertEquals("injected compressor failure", e.getMessage(), cfg.toString());
            // No block is compressed long after the failure: at most the in-flight ones of the other workers.
            assertTrue(calls.get() < 37 + 2 * cfg.queueLength() + cfg.workers() + 2, cfg + ": " + calls.get());
            assertTrue(!pipelineThreadsAlive(), "pipeline threads must have ended");
        }
    }

    @Test
    void readAndWriteFailuresPropagate() {
        byte[] input = PipelineTestData.weights(200_000, 8);
        ReadableByteChannel failingIn = new ReadableByteChannel() {
            int reads;

            @Override
            public int read(ByteBuffer dst) throws IOException {
                if (++reads == 10) {
                    throw new IOException("injected read failure");
                }
                int n = Math.min(dst.remaining(), 1000);
                dst.position(dst.position() + n);
                return n;
            }

            @Override
            public boolean isOpen() {
                return true;
            }

            @Override
            public void close() {
            }
        };
        IOException e = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(IOException.class,
                () -> new PipelineEncoder(new DeflateBlockCompressor(6), PipelineConfig.parallel(4096, 1, 2))
                        .encode(failingIn, Channels.newChannel(new ByteArrayOutputStream()))));
        assertEquals("injected read failure", e.getMessage());

        WritableByteChannel full = new WritableByteChannel() {
            long written;

            @Override
            public int write(ByteBuffer src) throws IOException {
                if (written + src.remaining() > 50_000) {
                    throw new IOException("No space left on device");
                }
                written += src.remaining();
                int n = src.remaining();
                src.position(src.limit());
                return n;
            }

            @Override
            public boolean isOpen() {
                return true;
            }

            @Override
            public void close() {
            }
        };
        IOException w = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(IOException.class,
                () -> new PipelineEncoder(new DeflateBlockCompressor(6), PipelineConfig.parallel(4096, 1, 2)
                        .withAggregationBytes(8192)).encode(Channels.newChannel(new ByteArrayInputStream(input)), full)));
        assertEquals("No space left on device", w.getMessage());
        assertTrue(!pipelineThreadsAlive());
    }

    @Test
    void queueLengthOneNeverDeadlocks() {
        byte[] input = PipelineTestData.weights(300_000, 9);
        byte[] expected = assertTimeoutPreemptively(Duration.ofSeconds(60), () ->
                PipelineEncoderTest.encode(new ZstdBlockCompressor(1), PipelineConfig.serial(1024), input));
        for (int workers = 1; workers <= 4; workers++) {
            PipelineConfig cfg = PipelineConfig.parallel(1024, 1, workers).withAggregationBytes(1);
            byte[] got = assertTimeoutPreemptively(Duration.ofSeconds(60), () ->
                    PipelineEncoderTest.encode(new ZstdBlockCompressor(1), cfg, input));
            assertArrayEquals(expected, got, cfg.toString());
        }
    }

    @Test
    void ringBufferStatesFollowThePaper() throws IOException {
        RingBufferQueue q = new RingBufferQueue(2, 16);
        assertEquals(BufferState.EMPTY, q.state(0));
        RingBuffer b = q.acquireHead();
        assertEquals(BufferState.BUSY, q.state(0));
        b.append(new byte[] {1, 2, 3}, 0, 3);
        q.publish(b);
        assertEquals(BufferState.READY, q.state(0));
        RingBuffer t = q.takeReady();
        assertEquals(0, t.slot());
        assertEquals(3, t.length());
        assertEquals(BufferState.BUSY, q.state(0));
        q.release(t);
        assertEquals(BufferState.EMPTY, q.state(0));
        RingBuffer second = q.acquireHead();
        assertEquals(1, second.slot());
        q.abandon(second);
        q.close();
        assertEquals(null, q.takeReady());
    }

    @Test
    void corruptStreamsAreReportedWithOffsetAndReason() throws IOException {
        byte[] input = PipelineTestData.weights(50_000, 10);
        DeflateBlockCompressor c = new DeflateBlockCompressor(6);
        byte[] stream = PipelineEncoderTest.encode(c, PipelineConfig.serial(4096), input);
        byte[] flipped = stream.clone();
        flipped[100] ^= 0x5a;
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class,
                () -> PipelineEncoderTest.decode(c, flipped));
        assertEquals(Path.of("test-stream"), e.file());
        assertTrue(e.offset() <= 100, e.getMessage());
        byte[] truncated = java.util.Arrays.copyOf(stream, stream.length - 5);
        CheckpointFormatException t = assertThrows(CheckpointFormatException.class,
                () -> PipelineEncoderTest.decode(c, truncated));
        assertTrue(t.reason().contains("SWPEND01"), t.getMessage());
        CheckpointFormatException wrong = assertThrows(CheckpointFormatException.class,
                () -> new PipelineDecoder(new ZstdBlockCompressor(1)).decode(
                        new PipelineEncoderTest.InMemoryChannel(stream), Path.of("x"),
                        Channels.newChannel(new ByteArrayOutputStream())));
        assertTrue(wrong.reason().contains("deflate-6"), wrong.getMessage());
    }
}
