package org.snapwear.codec.tests.pipeline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapwear.codec.pipeline.BlockCompressor;
import org.snapwear.codec.pipeline.DeflateBlockCompressor;
import org.snapwear.codec.pipeline.PipelineConfig;
import org.snapwear.codec.pipeline.PipelineDecoder;
import org.snapwear.codec.pipeline.PipelineEncoder;
import org.snapwear.codec.pipeline.PipelineMode;
import org.snapwear.codec.pipeline.PipelineStats;
import org.snapwear.codec.pipeline.ZstdBlockCompressor;

class PipelineEncoderTest {

    static byte[] encode(BlockCompressor c, PipelineConfig cfg, byte[] input) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PipelineStats s = new PipelineEncoder(c, cfg).encode(Channels.newChannel(new java.io.ByteArrayInputStream(input)),
                Channels.newChannel(out));
        assertEquals(input.length, s.rawBytes());
        assertEquals(out.size(), s.storedBytes());
        return out.toByteArray();
    }

    static byte[] decode(BlockCompressor c, byte[] stream) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PipelineDecoder(c).decode(new InMemoryChannel(stream), Path.of("test-stream"), Channels.newChannel(out));
        return out.toByteArray();
    }

    static List<PipelineConfig> allModes(int blockSize) {
        List<PipelineConfig> list = new ArrayList<>();
        list.add(PipelineConfig.serial(blockSize));
        for (int q : new int[] {1, 2, 7}) {
            list.add(PipelineConfig.pipelined(blockSize, q));
            for (int w : new int[] {1, 2, 3, 5}) {
                list.add(PipelineConfig.parallel(blockSize, q, w));
            }
        }
        // A tiny aggregation buffer forces one write per block; the bytes must not change.
        list.add(PipelineConfig.parallel(blockSize, 3, 2).withAggregationBytes(1));
        return list;
    }

    /**
     * The stream computed independently: every block deflated on its own by a fresh java.util.zip.Deflater (raw,
     * level 6), kept raw when not smaller, then the index (with CRC32C of each raw block) and footer as documented in PipelineFormat.
     */
    static byte[] expectedDeflateStream(byte[] input, int blockSize) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] id = "deflate-6".getBytes(StandardCharsets.UTF_8);
        ByteBuffer h = ByteBuffer.allocate(14 + id.length).order(ByteOrder.LITTLE_ENDIAN);
        h.put("SWPIPE01".getBytes(StandardCharsets.US_ASCII)).putInt(blockSize).putShort((short) id.length).put(id);
        out.writeBytes(h.array());
        ByteBuffer index = ByteBuffer.allocate(12 * ((input.length + blockSize - 1) / blockSize)).order(ByteOrder.LITTLE_ENDIAN);
        int blocks = 0;
        for (int off = 0; off < input.length; off += blockSize) {
            int len = Math.min(blockSize, input.length - off);
            Deflater d = new Deflater(6, true);
            d.setInput(input, off, len);
            d.finish();
            ByteArrayOutputStream c = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            while (!d.finished()) {
                c.write(buf, 0, d.deflate(buf));
            }
            d.end();
            java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
            crc.update(input, off, len);
            if (c.size() < len) {
                index.putInt(c.size()).putInt(len).putInt((int) crc.getValue());
                out.writeBytes(c.toByteArray());
            } else {
                index.putInt(len | 0x8000_0000).putInt(len).putInt((int) crc.getValue());
                out.write(input, off, len);
            }
            blocks++;
        }
        long indexOffset = out.size();
        out.writeBytes(index.array());
        ByteBuffer f = ByteBuffer.allocate(32).order(ByteOrder.LITTLE_ENDIAN);
        f.putLong(indexOffset).putLong(blocks).putLong(input.length).put("SWPEND01".getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(f.array());
        return out.toByteArray();
    }

    @ParameterizedTest
    @ValueSource(strings = {"random", "weights", "fixture"})
    void everyModeProducesTheIndependentlyComputedStream(String kind) throws IOException {
        byte[] input = switch (kind) {
            case "random" -> PipelineTestData.random(300_001, 1);
            case "weights" -> PipelineTestData.weights(200_000, 2);
            default -> PipelineTestData.fixture();
        };
        int blockSize = 16 * 1024;
        byte[] expected = expectedDeflateStream(input, blockSize);
        DeflateBlockCompressor c = new DeflateBlockCompressor(6);
        for (PipelineConfig cfg : allModes(blockSize)) {
            assertArrayEquals(expected, encode(c, cfg, input), cfg.toString());
        }
        assertArrayEquals(input, decode(c, expected));
    }

    @Test
    void zstdStreamsAreIdenticalAcrossModesAndRoundTrip() throws IOException {
        byte[] input = PipelineTestData.weights(150_000, 3);
        ZstdBlockCompressor c = new ZstdBlockCompressor(3);
        byte[] serial = encode(c, PipelineConfig.serial(4096), input);
        for (PipelineConfig cfg : allModes(4096)) {
            assertArrayEquals(serial, encode(c, cfg, input), cfg.toString());
        }
        assertArrayEquals(input, decode(c, serial));
        assertTrue(serial.length < input.length, "weights compress");
    }

    @Test
    void randomDataIsStoredRawAndNeverGrowsBeyondFraming() throws IOException {
        byte[] input = PipelineTestData.random(100_000, 4);
        ZstdBlockCompressor c = new ZstdBlockCompressor(1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PipelineStats s = new PipelineEncoder(c, PipelineConfig.parallel(10_000, 2, 2))
                .encode(Channels.newChannel(new java.io.ByteArrayInputStream(input)), Channels.newChannel(out));
        assertEquals(10, s.blocks());
        assertEquals(10, s.rawBlocks());
        // header 14 + id 6, 10 raw blocks, index 120, footer 32
        assertEquals(14 + 6 + 100_000 + 120 + 32, out.size());
        assertArrayEquals(input, decode(c, out.toByteArray()));
    }

    @Test
    void emptyAndExactMultipleInputs() throws IOException {
        DeflateBlockCompressor c = new DeflateBlockCompressor(6);
        for (byte[] input : new byte[][] {new byte[0], PipelineTestData.weights(2048, 5)}) {
            byte[] expected = expectedDeflateStream(input, 1024);
            for (PipelineConfig cfg : allModes(1024)) {
                assertArrayEquals(expected, encode(c, cfg, input), cfg.toString());
            }
            assertArrayEquals(input, decode(c, expected));
        }
    }

    @Test
    void statsAccountForEveryBlockAndStage() throws IOException {
        byte[] input = PipelineTestData.weights(100_000, 6);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PipelineStats s = new PipelineEncoder(new DeflateBlockCompressor(6), PipelineConfig.parallel(8192, 4, 2))
                .encode(Channels.newChannel(new java.io.ByteArrayInputStream(input)), Channels.newChannel(out));
        assertEquals(PipelineMode.PARALLEL, s.mode());
        assertEquals((input.length + 8191) / 8192, s.blocks());
        assertTrue(s.compressBusyNanos() > 0 && s.wallNanos() > 0);
        // 1 MB aggregation: header, aggregated blocks (< 400 KB fits one buffer), index, footer = 4 writes.
        assertEquals(4, s.writes());
    }

    @Test
    void snapshotTensorsFeedThePipelineWithoutCopyingFirst() throws IOException {
        // Small tensors (80-byte biases) are collected into full blocks, as PCCR's (docs/papers.md#pccr) profiling stage does.
        byte[] w = PipelineTestData.weights(30_000, 11);
        byte[] bias = PipelineTestData.weights(20, 12);
        byte[] empty = new byte[0];
        java.util.List<org.snapwear.trace.tensor.Tensor> ts = java.util.List.of(
                org.snapwear.trace.tensor.Tensor.of("b0", org.snapwear.trace.tensor.DType.F32, new long[] {20}, bias),
                org.snapwear.trace.tensor.Tensor.of("e", org.snapwear.trace.tensor.DType.F32, new long[] {0}, empty),
                org.snapwear.trace.tensor.Tensor.of("w", org.snapwear.trace.tensor.DType.F32, new long[] {30_000}, w),
                org.snapwear.trace.tensor.Tensor.of("b1", org.snapwear.trace.tensor.DType.F32, new long[] {20}, bias));
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        all.writeBytes(bias);
        all.writeBytes(w);
        all.writeBytes(bias);
        byte[] expected = expectedDeflateStream(all.toByteArray(), 4096);
        try (org.snapwear.trace.tensor.Snapshot s = new org.snapwear.trace.tensor.Snapshot(null, 0, ts)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            new PipelineEncoder(new DeflateBlockCompressor(6), PipelineConfig.parallel(4096, 2, 2))
                    .encode(org.snapwear.codec.pipeline.ByteChannels.of(s), Channels.newChannel(out));
            assertArrayEquals(expected, out.toByteArray());
        }
    }

    /**
     * Blocks finishing out of order (every fourth block is slow) are held back and appended in block order: the
     * stream still equals the independently computed one, and the completion order shows the reordering happened.
     */
    @Test
    void blocksFinishedAheadOfTheirTurnAreAppendedInOrder() throws IOException {
        int blockSize = 4096;
        int blocks = 40;
        byte[] input = PipelineTestData.weights(blocks * blockSize / 4, 13);
        for (int b = 0; b < blocks; b++) {
            ByteBuffer.wrap(input, b * blockSize, 4).order(ByteOrder.LITTLE_ENDIAN).putInt(b); // the block's number
        }
        List<Integer> finished = java.util.Collections.synchronizedList(new ArrayList<>());
        DeflateBlockCompressor deflate = new DeflateBlockCompressor(6);
        BlockCompressor slowEveryFourth = new HookedCompressor(deflate.id(), deflate,
                (inner, src, srcOff, srcLen, dst, dstOff) -> {
                    int b = ByteBuffer.wrap(src, srcOff, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
                    if (b % 4 == 0) {
                        try {
                            Thread.sleep(20);
                        } catch (InterruptedException e) {
                            throw new java.io.InterruptedIOException();
                        }
                    }
                    int n = inner.compress(src, srcOff, srcLen, dst, dstOff);
                    finished.add(b);
                    return n;
                });
        byte[] expected = expectedDeflateStream(input, blockSize);
        assertArrayEquals(expected, encode(slowEveryFourth, PipelineConfig.parallel(blockSize, 8, 3), input));
        assertEquals(blocks, finished.size());
        List<Integer> sorted = new ArrayList<>(finished);
        sorted.sort(null);
        assertTrue(!sorted.equals(finished), "some blocks must have finished ahead of earlier ones: " + finished);
    }

    /** A read-only channel over a byte array. */
    static final class InMemoryChannel implements SeekableByteChannel {
        private final byte[] data;
        private long position;

        InMemoryChannel(byte[] data) {
            this.data = data;
        }

        @Override
        public int read(ByteBuffer dst) {
            if (position >= data.length) {
                return -1;
            }
            int n = (int) Math.min(dst.remaining(), data.length - position);
            dst.put(data, (int) position, n);
            position += n;
            return n;
        }

        @Override
        public int write(ByteBuffer src) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long position() {
            return position;
        }

        @Override
        public SeekableByteChannel position(long p) {
            position = p;
            return this;
        }

        @Override
        public long size() {
            return data.length;
        }

        @Override
        public SeekableByteChannel truncate(long size) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isOpen() {
            return true;
        }

        @Override
        public void close() {
        }
    }
}
