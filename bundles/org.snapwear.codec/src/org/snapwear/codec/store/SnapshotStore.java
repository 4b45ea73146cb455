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
import java.util.TreeMap;

import org.snapwear.codec.plan.FallbackCodec;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
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
    private final StoreIo io;
    private final CodecRegistry registry;
    private final StoreLock lock;
    private final List<RecoveryAction> recovery;
    private Manifest manifest;

    private SnapshotStore(Path dir, StoreIo io, CodecRegistry registry, StoreLock lock, Manifest manifest,
            List<RecoveryAction> recovery) {
        this.dir = dir;
        this.io = io;
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
        return create(dir, settings, CodecRegistry.defaultRegistry(), new LocalStoreIo());
    }

    /**
     * Creates a new, empty store (the directory is created if needed) and opens it for writing.
     *
     * @throws IllegalArgumentException if a codec is unknown, disabled or of the wrong kind
     * @throws IOException              if the directory already holds a store or cannot be written
     */
    public static SnapshotStore create(Path dir, StoreSettings settings, CodecRegistry registry, StoreIo io)
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
            Manifest m = new Manifest(Manifest.FORMAT, Manifest.FORMAT_VERSION, 1, settings, null, new TreeMap<>(),
                    List.of(), null);
            byte[] bytes = ManifestCodec.toBytes(m);
            DurableFiles.write(io, dir, Manifest.FILE_NAME, out -> out.write(bytes));
            return new SnapshotStore(dir, io, registry, lock, m, StoreRecovery.recover(dir, io, m, true));
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    /** Opens a store for writing with the default codec registry and the real file system. */
    public static SnapshotStore open(Path dir) throws IOException {
        return open(dir, CodecRegistry.defaultRegistry(), new LocalStoreIo());
    }

    /**
     * Opens an existing store for writing: takes the lock, reads the manifest and removes leftovers of interrupted
     * operations ({@link #recoveryActions()} says which).
     */
    public static SnapshotStore open(Path dir, CodecRegistry registry, StoreIo io) throws IOException {
        readManifest(dir);
        StoreLock lock = StoreLock.acquire(dir);
        try {
            // Read again under the lock: another writer may have committed between the probe and the lock.
            Manifest m = readManifest(dir);
            return new SnapshotStore(dir, io, registry, lock, m, StoreRecovery.recover(dir, io, m, true));
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
        Manifest m = readManifest(dir);
        return new SnapshotStore(dir, new LocalStoreIo(), registry, null, m, StoreRecovery.recover(dir, null, m,
                false));
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
                    e.rawBytes(), first.crc32c(), e.partList().size(), e.savedCheckpointBytes()));
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

    /** Saves a snapshot of tensors without metadata. */
    public SaveResult save(Snapshot snapshot, long iteration) throws IOException {
        return save(snapshot, iteration, Map.of());
    }

    /**
     * Saves a snapshot of tensors under {@code iteration} following Algorithm 2 (see {@link #save(ScannedCheckpoint,
     * long)}); {@link #restore} gives the tensors back.
     *
     * @param metadata strings kept with the snapshot and returned by {@link #restore}
     */
    public synchronized SaveResult save(Snapshot snapshot, long iteration, Map<String, String> metadata)
            throws IOException {
        return save(snapshot, null, iteration, metadata);
    }

    /**
     * Saves a whole checkpoint (a file or a directory, as scanned) under {@code iteration}: its tensors as a baseline
     * or as deltas against the references the planner names (rebuilt from the store), every other byte compressed
     * and, where that is smaller, delta-coded against the previous version; then the deletions the algorithm makes,
     * after the commit. {@link #restoreCheckpoint} writes back the same files, byte for byte.
     *
     * @throws IllegalArgumentException if the iteration is off the scheme's grid or not newer than the kept ones
     * @throws IllegalStateException    if a snapshot the scheme needs was deleted by {@link #delete}
     * @throws IOException              if writing fails, the checkpoint changed while it was read (the store is left
     *                                  as it was), or a reference is damaged
     */
    public synchronized SaveResult save(ScannedCheckpoint checkpoint, long iteration) throws IOException {
        return save(checkpoint, iteration, List.of());
    }

    /**
     * As {@link #save(ScannedCheckpoint, long)}, with earlier checkpoints that still lie on disk: a reference they
     * hold byte for byte (checked against what the store recorded, see {@link OnDiskReferences}) is read from them
     * instead of being decoded from the store; they must not change during the save.
     */
    public synchronized SaveResult save(ScannedCheckpoint checkpoint, long iteration, List<ScannedCheckpoint> onDisk)
            throws IOException {
        try (Snapshot s = checkpoint.snapshot(iteration)) {
            return save(s, checkpoint, iteration, Map.of(), onDisk);
        }
    }

    private SaveResult save(Snapshot snapshot, ScannedCheckpoint checkpoint, long iteration,
            Map<String, String> metadata) throws IOException {
        return save(snapshot, checkpoint, iteration, metadata, List.of());
    }

    private SaveResult save(Snapshot snapshot, ScannedCheckpoint checkpoint, long iteration,
            Map<String, String> metadata, List<ScannedCheckpoint> onDisk) throws IOException {
        checkWritable();
        if (manifest.formatVersion() != Manifest.FORMAT_VERSION) {
            throw new IllegalStateException(dir + ": this store was written by an earlier Snapwear (store format "
                    + manifest.formatVersion() + "); it can be listed, verified, restored and deleted from, but new "
                    + "saves go into a new store");
        }
        return new SaveOperation(dir, io, registry, commits()).run(manifest, snapshot, checkpoint, iteration,
                metadata, onDisk);
    }

    private ManifestCommit commits() {
        return new ManifestCommit(dir, io, next -> manifest = next);
    }

    /** Restores the tensors of a kept iteration bit-exactly. */
    public synchronized RestoreResult restore(long iteration) throws IOException {
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
     * Writes a kept whole checkpoint back to {@code out}, which must not exist: the same file, or the same
     * directory tree with the same names and bytes ({@link CheckpointRestore}).
     */
    public CheckpointRestoreResult restoreCheckpoint(long iteration, Path out) throws IOException {
        return restoreCheckpoint(iteration, out, false);
    }

    /**
     * As {@link #restoreCheckpoint(long, Path)}; with {@code replace} an existing {@code out} is replaced once the
     * new copy is complete ({@link RestoreTarget#moveIntoPlace}).
     */
    public synchronized CheckpointRestoreResult restoreCheckpoint(long iteration, Path out, boolean replace)
            throws IOException {
        Path target = checkRestoreTarget(out, replace);
        return CheckpointRestore.run(decoder(), manifest, requireEntry(iteration), out, target, replace);
    }

    /**
     * Writes the tensors of a kept iteration to {@code out} as one safetensors file, checked as a checkpoint restore
     * is and written durably ({@link TensorFileRestore}); returns them as {@link #restore(long)} does.
     */
    public synchronized RestoreResult restoreTensors(long iteration, Path out, boolean replace) throws IOException {
        Path target = checkRestoreTarget(out, replace);
        RestoreResult r = restore(iteration);
        TensorFileRestore.write(io, r, target, replace);
        return r;
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
        List<ManifestEntry> entries = new ArrayList<>(m.entries());
        entries.remove(target);
        Map<String, List<TensorSpec>> layouts = new TreeMap<>();
        for (String h : Manifest.layoutHashesOf(entries)) {
            layouts.put(h, m.layouts().get(h));
        }
        Manifest next = new Manifest(Manifest.FORMAT, m.formatVersion(), m.generation() + 1, m.settings(),
                m.firstIteration(), layouts, entries, null);
        ManifestCommit commits = commits();
        commits.commit(next, List.of());
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
     * As {@link #save(ScannedCheckpoint, long, List)}, but nothing is deleted: what Algorithm 2 would drop stays, for a
     * retention of the caller's ({@link #retainNewest}) to decide after the commit. Algorithm 2 deletes a whole
     * progressive group as soon as the next baseline is saved; a job that wants to roll back further keeps more.
     */
    public synchronized SaveResult saveKeepingAll(ScannedCheckpoint checkpoint, long iteration,
            List<ScannedCheckpoint> onDisk) throws IOException {
        checkWritable();
        if (manifest.formatVersion() != Manifest.FORMAT_VERSION) {
            throw new IllegalStateException(dir + ": store format " + manifest.formatVersion() + " takes no new saves");
        }
        try (Snapshot s = checkpoint.snapshot(iteration)) {
            return new SaveOperation(dir, io, registry, commits(), false).run(manifest, s, checkpoint, iteration,
                    Map.of(), onDisk);
        }
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
        return StoreVerifier.verify(dir, manifest, decoder());
    }

    private EntryDecoder decoder() {
        return new EntryDecoder(dir, manifest, registry::find);
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
