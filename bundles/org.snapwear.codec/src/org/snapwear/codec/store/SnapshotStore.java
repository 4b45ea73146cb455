package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.snapwear.codec.plan.FallbackCodec;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.store.internal.StoreDirectory;
import org.snapwear.codec.store.internal.StoreFiles;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.tensor.Snapshot;

/**
 * A crash-safe snapshot store in a directory, driven by Algorithm 2 of [Delta snapshots, docs/papers.md#delta-snapshots].
 * <p>
 * Save: plan it ({@link SavePlanning}: Algorithm 2's role, references and deletions, and the split into parts);
 * rebuild the references from the store; write each part file, plus for a whole checkpoint the rest file (its tree
 * and every non-tensor byte), durably under names carrying the new generation ({@link EntryWriter}); then write the new manifest the same way (the
 * commit point); only then delete the snapshots Algorithm 2 drops. A crash at any point leaves either the old or
 * the new manifest, and every file either lists is complete. Opening a store removes (and reports) temp files and
 * files no manifest entry names ({@link StoreRecovery}).
 * <p>
 * One writer at a time ({@link StoreLock}); {@link #openReadOnly} takes no lock and changes nothing. Stores of
 * format 1 (earlier releases) open, list, verify, restore and delete; new saves need a new store.
 */
public final class SnapshotStore implements AutoCloseable {
    /** Lock file name. */
    public static final String LOCK_FILE = StoreFiles.LOCK;
    /** Table 9 counts useful storage in 4 KB SSD pages. */
    public static final int PAGE_BYTES = 4096;
    /** Codec for dtypes the configured codecs decline: it supports every dtype, as baseline and as delta. */
    public static final String FALLBACK_CODEC = FallbackCodec.ID;

    private final Path dir;
    private final StoreDirectory files;
    private final CodecRegistry registry;
    private final StoreLock lock;
    private final List<RecoveryAction> recovery;
    private Manifest manifest;

    private SnapshotStore(StoreDirectory files, CodecRegistry registry, StoreLock lock, Manifest manifest,
            List<RecoveryAction> recovery) {
        this.dir = files.path();
        this.files = files;
        this.registry = registry;
        this.lock = lock;
        this.manifest = manifest;
        this.recovery = Collections.unmodifiableList(recovery);
    }

    /** True if {@code dir} holds a store manifest. */
    public static boolean exists(Path dir) {
        return Files.isRegularFile(dir.resolve(Manifest.FILE_NAME));
    }

    /** Creates a store with the default codec registry and the real file system. */
    public static SnapshotStore create(Path dir, StoreSettings settings) throws IOException {
        return create(dir, settings, CodecRegistry.defaultRegistry(), DurableIo.local());
    }

    /**
     * Creates a new, empty store (the directory is created if needed) and opens it for writing.
     *
     * @throws IllegalArgumentException if a codec is unknown, disabled or of the wrong kind
     * @throws IOException              if the directory already holds a store or cannot be written
     */
    public static SnapshotStore create(Path dir, StoreSettings settings, CodecRegistry registry, DurableIo io)
            throws IOException {
        SnapshotCodec base = registry.require(settings.baselineCodec());
        if (!base.kind().encodesBaselines()) {
            throw new IllegalArgumentException("codec " + base.id() + " cannot encode baselines");
        }
        if (settings.schemeMode() != SchemeMode.FULL) {
            SnapshotCodec delta = registry.require(settings.codec());
            if (!delta.kind().encodesDeltas()) {
                throw new IllegalArgumentException("codec " + delta.id() + " cannot encode deltas");
            }
        }
        Files.createDirectories(dir);
        if (exists(dir)) {
            throw new IOException(dir + ": already holds a snapshot store (" + Manifest.FILE_NAME + " exists)");
        }
        StoreLock lock = StoreLock.acquire(dir);
        try {
            StoreDirectory files = new StoreDirectory(dir, io);
            Manifest m = new ManifestCommit(files, () -> Manifest.empty(settings), next -> {
            }).commit(ManifestEdit.none(), List.of()).manifest();
            return new SnapshotStore(files, registry, lock, m, StoreRecovery.recover(files, m, true));
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    /** Opens a store for writing with the default codec registry and the real file system. */
    public static SnapshotStore open(Path dir) throws IOException {
        return open(dir, CodecRegistry.defaultRegistry(), DurableIo.local());
    }

    /**
     * Opens an existing store for writing: takes the lock, reads the manifest and removes leftovers of interrupted
     * operations ({@link #recoveryActions()} says which).
     */
    public static SnapshotStore open(Path dir, CodecRegistry registry, DurableIo io) throws IOException {
        readManifest(dir);
        StoreLock lock = StoreLock.acquire(dir);
        try {
            // Read again under the lock: another writer may have committed between the probe and the lock.
            Manifest m = readManifest(dir);
            StoreDirectory files = new StoreDirectory(dir, io);
            return new SnapshotStore(files, registry, lock, m, StoreRecovery.recover(files, m, true));
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    /** Opens a store for reading only (no lock, nothing removed). */
    public static SnapshotStore openReadOnly(Path dir) throws IOException {
        return openReadOnly(dir, CodecRegistry.defaultRegistry());
    }

    public static SnapshotStore openReadOnly(Path dir, CodecRegistry registry) throws IOException {
        return openReadOnly(dir, registry, DurableIo.local());
    }

    /** Opens a store for reading only through {@code io} (the seam restores read through). */
    public static SnapshotStore openReadOnly(Path dir, CodecRegistry registry, DurableIo io) throws IOException {
        Manifest m = readManifest(dir);
        StoreDirectory files = new StoreDirectory(dir, io);
        return new SnapshotStore(files, registry, null, m, StoreRecovery.recover(files, m, false));
    }

    private static Manifest readManifest(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new NoSuchFileException(dir + ": no such store directory");
        }
        try {
            return ManifestCodec.read(dir);
        } catch (NoSuchFileException e) {
            throw new IOException(dir + ": not a snapshot store (no " + Manifest.FILE_NAME + ")", e);
        }
    }

    public Path directory() {
        return dir;
    }

    public synchronized StoreSettings settings() {
        return manifest.settings();
    }

    /** Store format of the manifest (1 for stores of earlier releases). */
    public synchronized int formatVersion() {
        return manifest.formatVersion();
    }

    /** Commit counter of the current manifest. */
    public synchronized long generation() {
        return manifest.generation();
    }

    /** What opening the store found and did about leftover files. */
    public List<RecoveryAction> recoveryActions() {
        return recovery;
    }

    /** The kept snapshots, ascending by iteration. */
    public synchronized List<StoreEntryInfo> list() {
        List<StoreEntryInfo> out = new ArrayList<>();
        for (ManifestEntry e : manifest.entries()) {
            PartEntry first = e.partList().get(0);
            out.add(new StoreEntryInfo(e.iteration(), e.kind(), e.file(), e.codec(), e.references(), e.size(),
                    e.rawBytes(), first.crc32c(), e.partList().size(), e.savedCheckpointBytes(), e.loss()));
        }
        return out;
    }

    /** Kept iterations, ascending. */
    public synchronized List<Long> iterations() {
        List<Long> out = new ArrayList<>();
        for (ManifestEntry e : manifest.entries()) {
            out.add(e.iteration());
        }
        return out;
    }

    /** Sum of the sizes of every kept file (useful storage after the last save). */
    public synchronized long usefulStorageBytes() {
        long n = 0;
        for (ManifestEntry e : manifest.entries()) {
            n += e.size();
        }
        return n;
    }

    /** The scheme configuration, or empty before the saves fixed the first iteration (and a learned unit). */
    public synchronized Optional<SchemeConfig> schemeConfig() {
        Long first = manifest.firstIteration();
        StoreSettings s = manifest.settings();
        return first == null || s.unit() == 0 ? Optional.empty() : Optional.of(s.scheme().config(s.unit(), first));
    }

    /**
     * The one save: a whole checkpoint (a file or a directory, as scanned) or tensors with metadata, under the
     * request's iteration, following Algorithm 2: its tensors as a baseline or as deltas against the references the
     * planner names (rebuilt from the store, or read from the request's checkpoints still on disk where they match
     * byte for byte), every other byte compressed and, where that is smaller, delta-coded against the previous
     * version; encoded with the request's threads; then one commit that also drops what the request's
     * {@link RetentionRule} drops, and only then their files. {@link #restore} writes back the same files, byte for
     * byte.
     *
     * @throws IllegalArgumentException if the iteration is off the scheme's grid or not newer than the kept ones
     * @throws IllegalStateException    if a snapshot the scheme needs was deleted by {@link #delete}, or the store
     *                                  takes no new saves (read-only, closed, or of an earlier format)
     * @throws IOException              if writing fails, the checkpoint changed while it was read (the store is left
     *                                  as it was), or a reference is damaged
     */
    public synchronized SaveResult save(SaveRequest request) throws IOException {
        checkWritable();
        if (manifest.formatVersion() != Manifest.FORMAT_VERSION) {
            throw new IllegalStateException(dir + ": this store was written by an earlier Snapwear (store format "
                    + manifest.formatVersion() + "); it can be listed, verified, restored and deleted from, but new "
                    + "saves go into a new store");
        }
        SaveOperation op = new SaveOperation(files, registry, commits());
        if (request.checkpoint() == null) {
            return op.run(manifest, request.tensors(), request);
        }
        try (Snapshot s = request.checkpoint().snapshot(request.iteration())) {
            return op.run(manifest, s, request);
        }
    }

    private ManifestCommit commits() {
        return new ManifestCommit(files, () -> manifest, next -> manifest = next);
    }

    /** Reads the tensors of a kept iteration back into memory, bit-exactly (the API's form of a restore). */
    public synchronized RestoreResult readTensors(long iteration) throws IOException {
        long t0 = System.nanoTime();
        ManifestEntry e = requireEntry(iteration);
        ReferenceRebuild.Result r = ReferenceRebuild.run(decoder(), manifest, Set.of(iteration), false);
        return new RestoreResult(r.snapshots().get(iteration), Collections.unmodifiableMap(new LinkedHashMap<>(
                e.metadata() == null ? Map.of() : e.metadata())), r.loaded(), r.bytesRead(), System.nanoTime() - t0);
    }

    /** True if the iteration was saved as a whole checkpoint (files), false for tensors only. */
    public synchronized boolean isCheckpoint(long iteration) {
        return requireEntry(iteration).isCheckpoint();
    }

    /**
     * The one restore: writes a kept iteration to the request's target in the request's form, through the store's
     * I/O, so that nothing is left half-written: a whole checkpoint ({@link CheckpointRestore}: the same file, or the
     * same directory tree with the same names and bytes, every file checked against its CRC32C from the save) or the
     * tensors as one safetensors file ({@link TensorFileRestore}), each written beside the target and renamed into
     * place only when complete; an existing target is replaced only if the request says so
     * ({@link RestoreTarget#moveIntoPlace}).
     *
     * @throws IllegalArgumentException if the iteration is not kept, or a checkpoint is asked of tensors only
     */
    public synchronized CheckpointRestoreResult restore(RestoreRequest request) throws IOException {
        ManifestEntry e = requireEntry(request.iteration());
        Path target = checkRestoreTarget(request.out(), request.replace());
        boolean checkpoint = request.form() == RestoreRequest.Form.CHECKPOINT
                || request.form() == RestoreRequest.Form.AS_SAVED && e.isCheckpoint();
        if (checkpoint) {
            return CheckpointRestore.run(files, decoder(), manifest, e, request.out(), target, request.replace(),
                    request.progress());
        }
        long t0 = System.nanoTime();
        request.progress().begin("restoring the tensors of iteration " + e.iteration(), e.rawBytes(), "bytes");
        RestoreResult r = readTensors(request.iteration());
        try (Snapshot s = r.snapshot()) {
            request.progress().checkCanceled();
            TensorFileRestore.write(files.io(), r, target, request.replace());
            request.progress().worked(s.dataBytes());
            return new CheckpointRestoreResult(request.out().toString(), false, 1, Files.size(target),
                    s.dataBytes(), r.loaded(), r.bytesRead(), System.nanoTime() - t0);
        }
    }

    /**
     * A restore never writes into the store (it could replace the manifest and make the store unopenable) and never
     * replaces an existing file or directory.
     */
    public Path checkRestoreTarget(Path out) throws IOException {
        return checkRestoreTarget(out, false);
    }

    /** As {@link #checkRestoreTarget(Path)}, allowing an existing target if asked; the real path to write. */
    public Path checkRestoreTarget(Path out, boolean replace) throws IOException {
        return RestoreTarget.check(dir, out, replace);
    }

    /**
     * Deletes one kept iteration. Only snapshots no other kept snapshot depends on may be deleted (Algorithm 2 never
     * deletes a reference still in use; rebuilding dependents would silently rewrite history), so deleting a baseline
     * or a progressive delta with later deltas is refused with the list of dependents. Deleting the newest snapshot
     * is a roll-back: the same iteration can then be saved again.
     *
     * @return bytes freed
     * @throws IllegalStateException naming the dependents
     */
    public synchronized long delete(long iteration) throws IOException {
        checkWritable();
        ManifestEntry target = requireEntry(iteration);
        List<Long> dependents = new ArrayList<>();
        for (ManifestEntry e : manifest.entries()) {
            if (e.references().contains(iteration)) {
                dependents.add(e.iteration());
            }
        }
        if (!dependents.isEmpty()) {
            throw new IllegalStateException(dir + ": iteration " + iteration + " (" + target.kind()
                    + ") cannot be deleted: kept iterations " + dependents + " are encoded against it; delete them "
                    + "first, newest first");
        }
        Manifest m = manifest;
        ManifestCommit commits = commits();
        commits.commit(ManifestEdit.dropping(List.of(iteration)), List.of());
        List<String> warnings = new ArrayList<>();
        commits.deleteFiles(m, List.of(iteration), warnings);
        if (!warnings.isEmpty()) {
            throw new IOException(String.join("; ", warnings));
        }
        return target.size();
    }

    /**
     * True if the store keeps {@code iteration} as exactly this checkpoint (same files, same bytes: see
     * {@link StoredCopyCheck}); a staging watcher uses it to recognise a checkpoint it committed before a crash.
     */
    public synchronized boolean holdsCopyOf(long iteration, ScannedCheckpoint checkpoint) throws IOException {
        return StoredCopyCheck.same(manifest, iteration, checkpoint);
    }

    /**
     * Keeps the newest {@code keep} iterations restorable and deletes every older one no kept iteration is encoded
     * against, in one commit ({@link Retention}).
     *
     * @throws IllegalArgumentException if {@code keep} is below 1
     */
    public synchronized RetentionResult retainNewest(int keep) throws IOException {
        checkWritable();
        return Retention.apply(manifest, keep, commits());
    }

    /**
     * Checks the whole store ({@link StoreVerifier}): every kept file's size and CRC32C, every kept iteration
     * decoded, and every file of every kept checkpoint rebuilt and compared with its CRC32C from the save. Never
     * throws for damage: it is reported, file by file.
     */
    public synchronized VerifyReport verify() throws IOException {
        return verify(Progress.NONE);
    }

    /** {@link #verify()}, telling {@code progress} how it goes; a cancel stops it ({@code CancellationException}). */
    public synchronized VerifyReport verify(Progress progress) throws IOException {
        return StoreVerifier.verify(files, manifest, decoder(), progress);
    }

    private EntryDecoder decoder() {
        return new EntryDecoder(files, manifest, registry::decoder);
    }

    private ManifestEntry requireEntry(long iteration) {
        ManifestEntry e = manifest.entry(iteration);
        if (e == null) {
            throw new IllegalArgumentException(dir + ": iteration " + iteration + " is not in the store (kept: "
                    + iterations() + ")");
        }
        return e;
    }

    private void checkWritable() {
        if (lock == null) {
            throw new IllegalStateException(dir + ": store was opened read-only");
        }
        if (!lock.isValid()) {
            throw new IllegalStateException(dir + ": store is closed");
        }
    }

    static String hex16(long hash) {
        return String.format("%016x", hash);
    }

    /** Releases the write lock. */
    @Override
    public synchronized void close() throws IOException {
        if (lock != null) {
            lock.close();
        }
    }
}
