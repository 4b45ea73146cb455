package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

import org.snapwear.trace.progress.Progress;
import org.snapwear.codec.container.ContainerHeader;
import org.snapwear.codec.container.ContainerReader;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.store.internal.StoreDirectory;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Decodes an entry and the chain it is encoded against in lock-step: chunk k of every level (baseline first) in one
 * task, each level's chunk decoded against the same chunk of its references, the last one straight into its place
 * in the output; no level is ever held whole (no scratch files), and every part file is read once, through the
 * store's checked read. It applies when every level holds the entry's part layouts (a progressive or chain group
 * saved with the same tensors, as a training run writes it); otherwise a restore decodes level by level
 * ({@link ReferenceRebuild}).
 */
final class LockStepDecoder {
    private final StoreDirectory dir;
    private final Manifest manifest;
    private final Function<String, Optional<SnapshotCodec>> codecs;
    private final int threads;

    LockStepDecoder(StoreDirectory dir, Manifest manifest, Function<String, Optional<SnapshotCodec>> codecs,
            int threads) {
        this.dir = dir;
        this.manifest = manifest;
        this.codecs = codecs;
        this.threads = threads;
    }

    /** One part file of the chain: its entry, its record, and the levels its references are. */
    private record Level(ManifestEntry entry, PartEntry part, int[] refs) {
    }

    /** The levels part {@code p} of {@code e} needs, baseline first (last: {@code e} itself), or null if one lacks it. */
    private List<Level> levels(ManifestEntry e, PartEntry p) {
        List<ManifestEntry> chain = new ArrayList<>();
        List<PartEntry> parts = new ArrayList<>();
        ArrayDeque<ManifestEntry> todo = new ArrayDeque<>(List.of(e));
        while (!todo.isEmpty()) {
            ManifestEntry l = todo.pop();
            if (chain.contains(l)) {
                continue;
            }
            PartEntry lp = l.tensorParts().stream().filter(x -> p.layoutHash().equals(x.layoutHash())).findFirst()
                    .orElse(null);
            if (lp == null) {
                return null;
            }
            chain.add(l);
            parts.add(lp);
            for (long r : l.references().subList(0, Math.min(lp.references(), l.references().size()))) {
                ManifestEntry re = manifest.entry(r);
                if (re == null) {
                    return null;
                }
                todo.add(re);
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < chain.size(); i++) {
            order.add(i);
        }
        order.sort((a, b) -> Long.compare(chain.get(a).iteration(), chain.get(b).iteration()));
        Map<Long, Integer> index = new HashMap<>();
        for (int i = 0; i < order.size(); i++) {
            index.put(chain.get(order.get(i)).iteration(), i);
        }
        List<Level> out = new ArrayList<>();
        for (int i : order) {
            ManifestEntry l = chain.get(i);
            PartEntry lp = parts.get(i);
            int[] refs = new int[lp.references()];
            for (int j = 0; j < refs.length; j++) {
                refs[j] = index.get(l.references().get(j));
            }
            out.add(new Level(l, lp, refs));
        }
        return out;
    }

    /** True if every tensor part of {@code e} can be decoded in lock-step. */
    boolean applies(ManifestEntry e) {
        for (PartEntry p : e.tensorParts()) {
            if (p.layoutHash() == null || levels(e, p) == null) {
                return false;
            }
        }
        return true;
    }

    /**
     * Decodes every tensor part of {@code e} into {@code buffers} (exactly each tensor's size, position 0).
     *
     * @return the iterations read, ascending, and the bytes of part files read
     */
    Decoded decode(ManifestEntry e, Function<TensorInfo, ByteBuffer> buffers, Progress progress) throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "snapwear-restore-worker");
            t.setDaemon(true);
            return t;
        });
        try {
            long bytes = 0;
            java.util.TreeSet<Long> loaded = new java.util.TreeSet<>();
            for (PartEntry p : e.tensorParts()) {
                List<Level> levels = levels(e, p);
                List<TensorInfo> infos = TensorSpec.toInfos(manifest.layouts().get(p.layoutHash()));
                List<ByteBuffer> out = new ArrayList<>();
                for (TensorInfo t : infos) {
                    out.add(buffers.apply(t).order(ByteOrder.LITTLE_ENDIAN));
                }
                open(levels, 0, new ArrayList<>(), infos, out, pool, progress);
                for (Level l : levels) {
                    bytes += l.part().size();
                    loaded.add(l.entry().iteration());
                }
            }
            return new Decoded(List.copyOf(loaded), bytes);
        } finally {
            pool.shutdownNow();
        }
    }

    /** What {@link #decode} read. */
    record Decoded(List<Long> loaded, long bytesRead) {
    }

    /** Opens level {@code i}'s part through the checked read (its CRC32C is checked once the levels above are done). */
    private void open(List<Level> levels, int i, List<ContainerReader> readers, List<TensorInfo> infos,
            List<ByteBuffer> out, ExecutorService pool, Progress progress) throws IOException {
        Level l = levels.get(i);
        dir.read(l.entry().iteration(), l.part().stored(), (in, file) -> {
            readers.add(new ContainerReader(in, file));
            if (i + 1 < levels.size()) {
                open(levels, i + 1, readers, infos, out, pool, progress);
            } else {
                decodeChunks(levels, readers, infos, out, pool, progress);
            }
            readers.get(i).finish();
            return null;
        });
    }

    private void decodeChunks(List<Level> levels, List<ContainerReader> readers, List<TensorInfo> infos,
            List<ByteBuffer> out, ExecutorService pool, Progress progress) throws IOException {
        int n = levels.size();
        SnapshotCodec[] codec = new SnapshotCodec[n];
        CodecParams[] params = new CodecParams[n];
        Path[] files = new Path[n];
        ChunkLayout layout = null;
        for (int l = 0; l < n; l++) {
            ContainerHeader h = readers.get(l).header();
            files[l] = dir.resolve(levels.get(l).part().file());
            codec[l] = codecs.apply(h.codecId()).orElseThrow(() -> new CheckpointFormatException(files[0], 8,
                    "encoded with codec '" + h.codecId() + "', which is not available or disabled"));
            params[l] = codec[l].readParams(h.params());
            ChunkLayout ll = new ChunkLayout(infos, h.chunkBytes());
            if (h.layoutHash() != ll.layoutHash() || h.chunkCount() != ll.chunkCount()
                    || layout != null && layout.chunkBytes() != ll.chunkBytes()) {
                throw new CheckpointFormatException(files[l], 8, "container does not match the layout the manifest "
                        + "records for it");
            }
            layout = ll;
        }
        ArrayDeque<Future<?>> inFlight = new ArrayDeque<>();
        try {
            for (int k = 0; k < layout.chunkCount(); k++) {
                progress.checkCanceled();
                Chunk c = layout.chunk(k);
                ByteBuffer[] enc = new ByteBuffer[n];
                long[] at = new long[n];
                for (int l = 0; l < n; l++) {
                    at[l] = readers.get(l).offset();
                    ByteBuffer reused = readers.get(l).nextChunkReused();
                    // a copy with the reader's zero padding: codecs may read past the limit 8 bytes at a time
                    byte[] copy = new byte[reused.remaining() + ContainerReader.PADDING];
                    reused.get(0, copy, 0, reused.remaining());
                    enc[l] = ByteBuffer.wrap(copy, 0, reused.remaining()).order(ByteOrder.LITTLE_ENDIAN);
                }
                ByteBuffer target = out.get(c.tensorIndex()).duplicate();
                target.position((int) c.byteOffset()).limit((int) c.byteOffset() + c.byteLength());
                ByteBuffer last = target.slice().order(ByteOrder.LITTLE_ENDIAN);
                inFlight.add(pool.submit(() -> {
                    decodeChunk(levels, codec, params, files, at, c, enc, last);
                    progress.worked(c.byteLength()); // the restored bytes, chunk by chunk
                    return null;
                }));
                while (inFlight.size() >= 2 * threads) {
                    await(inFlight.poll());
                }
            }
            while (!inFlight.isEmpty()) {
                await(inFlight.poll());
            }
        } finally {
            for (Future<?> f : inFlight) {
                f.cancel(true);
            }
        }
    }

    /** Chunk {@code c} of every level, baseline first, the last into {@code last}. */
    private static void decodeChunk(List<Level> levels, SnapshotCodec[] codec, CodecParams[] params, Path[] files,
            long[] at, Chunk c, ByteBuffer[] enc, ByteBuffer last) throws IOException {
        int n = levels.size();
        ByteBuffer[] decoded = new ByteBuffer[n];
        for (int l = 0; l < n; l++) {
            int[] refs = levels.get(l).refs();
            ByteBuffer target = l == n - 1 ? last : scratch(l, c.byteLength());
            ChunkInput input = new ChunkInput(c, null, refs.length > 0 ? view(decoded[refs[0]]) : null,
                    refs.length > 1 ? view(decoded[refs[1]]) : null);
            try {
                codec[l].decodeChunk(params[l], input, enc[l], target);
            } catch (IOException | RuntimeException e) {
                throw new CheckpointFormatException(files[l], at[l], "chunk " + c.index() + ": " + e.getMessage(), e);
            }
            decoded[l] = target;
        }
    }

    /** Per worker thread, one chunk buffer per level below the last, reused from chunk to chunk. */
    private static final ThreadLocal<List<ByteBuffer>> SCRATCH = ThreadLocal.withInitial(ArrayList::new);

    private static ByteBuffer scratch(int level, int bytes) {
        List<ByteBuffer> mine = SCRATCH.get();
        while (mine.size() <= level) {
            mine.add(ByteBuffer.allocate(0));
        }
        if (mine.get(level).capacity() < bytes) {
            mine.set(level, ByteBuffer.allocate(bytes));
        }
        return mine.get(level).duplicate().clear().limit(bytes).slice().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** A reference view of a decoded chunk: little-endian, position 0, limit its length. */
    private static ByteBuffer view(ByteBuffer b) {
        return b.duplicate().clear().order(ByteOrder.LITTLE_ENDIAN);
    }

    private static void await(Future<?> f) throws IOException {
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("restore interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IOException(e.getCause());
        }
    }
}
