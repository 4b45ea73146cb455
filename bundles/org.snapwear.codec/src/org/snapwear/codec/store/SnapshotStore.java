package org.snapwear.codec.store;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import java.util.zip.CheckedInputStream;

import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemePlanner;
import org.snapwear.codec.scheme.SnapshotRole;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * A crash-safe snapshot store in a directory, driven by Algorithm 2 of seed 000.
 * <p>
 * Save: plan with {@link SchemePlanner}; rebuild the references from the store; encode the new snapshot to a temp
 * file, force it, rename it atomically to {@code snap-<iteration>-g<generation>.swc}, sync the directory; then write
 * the new manifest the same way (the commit point); only then delete the snapshots Algorithm 2 drops. A crash at any
 * point leaves either the old or the new manifest, and every file either lists is complete. Opening a store removes
 * (and reports) temp files and files no manifest entry names.
 * <p>
 * One writer at a time: a writable store holds an exclusive lock on {@code .lock}; {@link #openReadOnly} takes no lock
 * and changes nothing (it may see a save in progress as leftover files, which it only reports).
 */
public final class SnapshotStore implements AutoCloseable {
    /** Lock file name. */
    public static final String LOCK_FILE = ".lock";
    /** Table 9 counts useful storage in 4 KB SSD pages. */
    public static final int PAGE_BYTES = 4096;
    private static final Pattern SNAPSHOT_FILE = Pattern.compile("snap-\\d{12,}-g\\d+\\.swc");

    private final Path dir;
    private final StoreIo io;
    private final CodecRegistry registry;
    private final boolean readOnly;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final List<RecoveryAction> recovery;
    private Manifest manifest;

    private SnapshotStore(Path dir, StoreIo io, CodecRegistry registry, boolean readOnly, FileChannel lockChannel,
            FileLock lock, Manifest manifest, List<RecoveryAction> recovery) {
        this.dir = dir;
        this.io = io;
        this.registry = registry;
        this.readOnly = readOnly;
        this.lockChannel = lockChannel;
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
        FileChannel ch = FileChannel.open(dir.resolve(LOCK_FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock = lock(dir, ch);
        try {
            Manifest m = new Manifest(Manifest.FORMAT, Manifest.FORMAT_VERSION, 1, settings, null, new TreeMap<>(),
                    List.of(), null);
            byte[] bytes = ManifestCodec.toBytes(m);
            DurableFiles.write(io, dir, Manifest.FILE_NAME, out -> out.write(bytes));
            return new SnapshotStore(dir, io, registry, false, ch, lock, m, recover(dir, io, m, true));
        } catch (IOException | RuntimeException e) {
            lock.release();
            ch.close();
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
        Manifest probe = readManifest(dir);
        FileChannel ch = FileChannel.open(dir.resolve(LOCK_FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock = lock(dir, ch);
        try {
            // Read again under the lock: another writer may have committed between the probe and the lock.
            Manifest m = probe.generation() >= 0 ? readManifest(dir) : probe;
            return new SnapshotStore(dir, io, registry, false, ch, lock, m, recover(dir, io, m, true));
        } catch (IOException | RuntimeException e) {
            lock.release();
            ch.close();
            throw e;
        }
    }

    /** Opens a store for reading only (no lock, nothing removed). */
    public static SnapshotStore openReadOnly(Path dir) throws IOException {
        return openReadOnly(dir, CodecRegistry.defaultRegistry());
    }

    public static SnapshotStore openReadOnly(Path dir, CodecRegistry registry) throws IOException {
        Manifest m = readManifest(dir);
        return new SnapshotStore(dir, new LocalStoreIo(), registry, true, null, null, m, recover(dir, null, m, false));
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

    private static FileLock lock(Path dir, FileChannel ch) throws IOException {
        FileLock l;
        try {
            l = ch.tryLock();
        } catch (OverlappingFileLockException e) {
            ch.close();
            throw new IOException(dir + ": the store is already open for writing in this process", e);
        }
        if (l == null) {
            ch.close();
            throw new IOException(dir + ": the store is in use by another process (" + LOCK_FILE + " is locked)");
        }
        return l;
    }

    /** Finds (and, if {@code clean}, removes) files the manifest does not explain. */
    private static List<RecoveryAction> recover(Path dir, StoreIo io, Manifest m, boolean clean) throws IOException {
        Set<String> referenced = new HashSet<>();
        for (ManifestEntry e : m.entries()) {
            referenced.add(e.file());
        }
        List<RecoveryAction> actions = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.sorted().toList();
        }
        boolean removed = false;
        for (Path p : files) {
            String name = p.getFileName().toString();
            if (name.equals(Manifest.FILE_NAME) || name.equals(LOCK_FILE) || referenced.contains(name)) {
                continue;
            }
            if (name.startsWith(DurableFiles.TEMP_PREFIX)) {
                if (clean) {
                    io.delete(p);
                    removed = true;
                }
                actions.add(new RecoveryAction(name, clean ? "removed-temp" : "temp",
                        "temp file of an interrupted write (or of a save in progress)"));
            } else if (SNAPSHOT_FILE.matcher(name).matches()) {
                if (clean) {
                    io.delete(p);
                    removed = true;
                }
                actions.add(new RecoveryAction(name, clean ? "removed-orphan" : "orphan",
                        "snapshot file no manifest entry names (a save interrupted before its commit, or a deletion "
                                + "interrupted after it)"));
            } else {
                actions.add(new RecoveryAction(name, "ignored-unknown", "not a store file; left alone"));
            }
        }
        if (removed) {
            io.syncDirectory(dir);
        }
        return actions;
    }

    public Path directory() {
        return dir;
    }

    public synchronized StoreSettings settings() {
        return manifest.settings();
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
            out.add(new StoreEntryInfo(e.iteration(), e.kind(), e.file(), e.codec(), e.references(), e.size(),
                    e.rawBytes(), e.crc32c()));
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

    /** Sum of the sizes of every kept snapshot file (useful storage after the last save). */
    public synchronized long usefulStorageBytes() {
        long n = 0;
        for (ManifestEntry e : manifest.entries()) {
            n += e.size();
        }
        return n;
    }

    /** The scheme configuration, or empty before the saves fixed the first iteration (and a learned unit). */
    public synchronized java.util.Optional<SchemeConfig> schemeConfig() {
        Long first = manifest.firstIteration();
        StoreSettings s = manifest.settings();
        return first == null || s.unit() == 0 ? java.util.Optional.empty() : java.util.Optional.of(config(s, first));
    }

    private static SchemeConfig config(StoreSettings s, long firstIteration) {
        return new SchemeConfig(s.schemeMode(), s.snapDis(), s.unit(), firstIteration);
    }

    /** Saves without metadata. */
    public SaveResult save(Snapshot snapshot, long iteration) throws IOException {
        return save(snapshot, iteration, Map.of());
    }

    /**
     * Saves a snapshot under {@code iteration} following Algorithm 2: a baseline or a delta against the references
     * the planner names (rebuilt from the store), then the deletions the algorithm makes, after the commit.
     *
     * @param metadata strings kept with the snapshot and returned by {@link #restore}
     * @throws IllegalArgumentException if the iteration is off the scheme's grid or not newer than the kept ones,
     *                                  the codec does not fit the tensors, or the tensor layout differs from the
     *                                  references'
     * @throws IllegalStateException    if a snapshot the scheme needs was deleted by {@link #delete}
     * @throws IOException              if writing fails (the store is left as it was) or a reference is damaged
     */
    public synchronized SaveResult save(Snapshot snapshot, long iteration, Map<String, String> metadata)
            throws IOException {
        checkWritable();
        long t0 = System.nanoTime();
        Manifest m = manifest;
        StoreSettings settings = m.settings();
        long first = m.firstIteration() != null ? m.firstIteration() : iteration;
        if (iteration < 0) {
            throw new IllegalArgumentException("iteration " + iteration + " is negative");
        }
        if (settings.unit() == 0 && m.firstIteration() != null) {
            // Learned unit: the distance between the first and the second save, fixed from now on.
            if (iteration <= first) {
                throw new IllegalArgumentException(dir + ": cannot save iteration " + iteration
                        + ": not newer than the first saved iteration " + first);
            }
            settings = settings.withUnit(iteration - first);
        }
        // Before the second save of a learned-unit store any unit gives ordinal 1 (a baseline) for the first one.
        SchemePlanner planner = new SchemePlanner(config(settings.unit() == 0 ? settings.withUnit(1) : settings, first));
        SavePlan plan;
        try {
            plan = planner.planSave(iterations(), iteration);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(dir + ": cannot save iteration " + iteration + ": " + e.getMessage(), e);
        } catch (IllegalStateException e) {
            throw new IllegalStateException(dir + ": " + e.getMessage() + " (was it deleted with 'store delete'? "
                    + "save the missing iteration again, or save from the next baseline on)", e);
        }
        boolean baseline = plan.role() == SnapshotRole.BASELINE;
        SnapshotCodec codec = registry.require(baseline ? settings.baselineCodec() : settings.codec());
        List<TensorInfo> infos = snapshot.infos();
        SnapshotEncoder.checkCodec(codec, infos, !baseline);
        List<Long> refIterations = baseline ? List.of()
                : plan.references().subList(0, Math.min(plan.references().size(), Math.max(1, codec.referenceDepth())));
        String layoutHash = hex16(ChunkLayout.hashOf(infos));
        for (long r : refIterations) {
            ManifestEntry re = m.entry(r);
            if (!re.layoutHash().equals(layoutHash)) {
                throw new IllegalArgumentException("cannot save iteration " + iteration + " as a delta: its tensors "
                        + "differ from those of reference iteration " + r + " (layout " + layoutHash + " vs "
                        + re.layoutHash() + ")");
            }
        }
        Rebuild rebuilt = rebuild(m, new HashSet<>(refIterations));
        List<Snapshot> refs = new ArrayList<>();
        for (long r : refIterations) {
            refs.add(rebuilt.snapshots.get(r));
        }
        long generation = m.generation() + 1;
        String name = String.format("snap-%012d-g%d.swc", iteration, generation);
        long te = System.nanoTime();
        Snapshot current = snapshot.withIteration(iteration);
        DurableFiles.Written written;
        try {
            int chunkBytes = settings.chunkBytes();
            written = DurableFiles.write(io, dir, name, out -> SnapshotEncoder.encode(codec, current, refs,
                    chunkBytes, out));
        } catch (DurableFiles.RenamedButNotSynced e) {
            quietDelete(dir.resolve(name), e);
            throw e;
        }
        long encodeNanos = System.nanoTime() - te;

        Map<String, String> md = metadata == null ? new LinkedHashMap<>() : new LinkedHashMap<>(metadata);
        ManifestEntry entry = new ManifestEntry(iteration, plan.role().id(), name, codec.id(), refIterations,
                written.size(), hex8(written.crc32c()), layoutHash, snapshot.dataBytes(), md);
        List<ManifestEntry> entries = new ArrayList<>();
        Set<Long> deletes = new HashSet<>(plan.deletes());
        for (ManifestEntry e : m.entries()) {
            if (!deletes.contains(e.iteration())) {
                entries.add(e);
            }
        }
        entries.add(entry);
        Map<String, List<TensorSpec>> layouts = new TreeMap<>();
        for (ManifestEntry e : entries) {
            layouts.put(e.layoutHash(), e == entry ? TensorSpec.of(infos) : m.layouts().get(e.layoutHash()));
        }
        Manifest next = new Manifest(Manifest.FORMAT, Manifest.FORMAT_VERSION, generation, settings, first, layouts,
                entries, null);
        long manifestBytes = commit(next, name);

        List<String> warnings = new ArrayList<>();
        deleteFiles(m, plan.deletes(), warnings);
        long useful = 0;
        long pages = 0;
        for (ManifestEntry e : entries) {
            useful += e.size();
            pages += (e.size() + PAGE_BYTES - 1) / PAGE_BYTES;
        }
        return new SaveResult(iteration, plan.role().id(), name, refIterations, snapshot.dataBytes(), written.size(),
                manifestBytes, written.size() + manifestBytes, useful, pages, rebuilt.bytesRead, rebuilt.loaded,
                plan.deletes(), encodeNanos, System.nanoTime() - t0, warnings);
    }

    /**
     * Writes the manifest durably and makes it the current state. If the write fails before the rename the new
     * snapshot file {@code newFile} is removed and the old state stays; if only the directory sync after the rename
     * failed, the new manifest is already visible, so it becomes the current state, nothing is deleted, and the
     * error is reported.
     */
    private long commit(Manifest next, String newFile) throws IOException {
        byte[] bytes = ManifestCodec.toBytes(next);
        try {
            DurableFiles.write(io, dir, Manifest.FILE_NAME, out -> out.write(bytes));
        } catch (DurableFiles.RenamedButNotSynced e) {
            manifest = next;
            throw new IOException(dir + ": the new manifest is in place but may not be durable yet ("
                    + e.getMessage() + "); the previous snapshots were kept", e);
        } catch (IOException | RuntimeException e) {
            if (newFile != null) {
                quietDelete(dir.resolve(newFile), e);
            }
            throw e;
        }
        manifest = next;
        return bytes.length;
    }

    private void deleteFiles(Manifest old, List<Long> iterations, List<String> warnings) {
        if (iterations.isEmpty()) {
            return;
        }
        for (long it : iterations) {
            ManifestEntry e = old.entry(it);
            try {
                io.delete(dir.resolve(e.file()));
            } catch (IOException ex) {
                warnings.add("could not delete " + e.file() + " (iteration " + it + "): " + ex.getMessage()
                        + "; it will be removed when the store is next opened");
            }
        }
        try {
            io.syncDirectory(dir);
        } catch (IOException ex) {
            warnings.add("directory sync after deletions failed: " + ex.getMessage());
        }
    }

    private void quietDelete(Path file, Exception cause) {
        try {
            io.delete(file);
        } catch (IOException suppressed) {
            cause.addSuppressed(suppressed);
        }
    }

    /** Restores a kept iteration bit-exactly. */
    public synchronized RestoreResult restore(long iteration) throws IOException {
        long t0 = System.nanoTime();
        ManifestEntry e = manifest.entry(iteration);
        if (e == null) {
            throw new IllegalArgumentException(dir + ": iteration " + iteration + " is not in the store (kept: "
                    + iterations() + ")");
        }
        Rebuild r = rebuild(manifest, Set.of(iteration));
        return new RestoreResult(r.snapshots.get(iteration), Collections.unmodifiableMap(new LinkedHashMap<>(
                e.metadata() == null ? Map.of() : e.metadata())), r.loaded, r.bytesRead, System.nanoTime() - t0);
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
        ManifestEntry target = manifest.entry(iteration);
        if (target == null) {
            throw new IllegalArgumentException(dir + ": iteration " + iteration + " is not in the store (kept: "
                    + iterations() + ")");
        }
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
        for (ManifestEntry e : entries) {
            layouts.put(e.layoutHash(), m.layouts().get(e.layoutHash()));
        }
        Manifest next = new Manifest(Manifest.FORMAT, Manifest.FORMAT_VERSION, m.generation() + 1, m.settings(),
                m.firstIteration(), layouts, entries, null);
        commit(next, null);
        List<String> warnings = new ArrayList<>();
        deleteFiles(m, List.of(iteration), warnings);
        if (!warnings.isEmpty()) {
            throw new IOException(String.join("; ", warnings));
        }
        return target.size();
    }

    /**
     * Checks the whole store: every kept file exists with its recorded size and CRC32C, and every kept iteration
     * decodes (which also checks each container's own CRC32C, codec and layout). Never throws for damage: it is
     * reported, file by file.
     */
    public synchronized VerifyReport verify() throws IOException {
        Manifest m = manifest;
        List<StoreProblem> problems = new ArrayList<>();
        long checked = 0;
        Set<Long> bad = new HashSet<>();
        for (ManifestEntry e : m.entries()) {
            try {
                checkFile(e);
                checked += e.size();
            } catch (CheckpointFormatException ex) {
                problems.add(new StoreProblem(e.file(), ex.offset(), ex.reason()));
                bad.add(e.iteration());
            } catch (IOException ex) {
                problems.add(new StoreProblem(e.file(), 0, ex.toString()));
                bad.add(e.iteration());
            }
        }
        // Decode in ascending order, keeping a decoded snapshot only while a later entry still refers to it.
        Map<Long, Integer> lastUse = lastUse(m.entries());
        Map<Long, Snapshot> cache = new HashMap<>();
        List<Long> decoded = new ArrayList<>();
        List<ManifestEntry> entries = m.entries();
        for (int i = 0; i < entries.size(); i++) {
            ManifestEntry e = entries.get(i);
            Long missing = e.references().stream().filter(r -> bad.contains(r) || !cache.containsKey(r)).findFirst()
                    .orElse(null);
            if (bad.contains(e.iteration())) {
                // already reported
            } else if (missing != null) {
                bad.add(e.iteration());
                problems.add(new StoreProblem(e.file(), 0, "cannot be decoded: it is a delta against iteration "
                        + missing + ", which is damaged"));
            } else {
                try {
                    Snapshot s = decode(m, e, cache).snapshot;
                    decoded.add(e.iteration());
                    cache.put(e.iteration(), s);
                } catch (CheckpointFormatException ex) {
                    bad.add(e.iteration());
                    problems.add(new StoreProblem(e.file(), ex.offset(), ex.reason()));
                } catch (IOException | RuntimeException ex) {
                    bad.add(e.iteration());
                    problems.add(new StoreProblem(e.file(), 0, ex.toString()));
                }
            }
            final int index = i;
            cache.keySet().removeIf(it -> lastUse.getOrDefault(it, -1) <= index);
        }
        List<String> leftovers = new ArrayList<>();
        for (RecoveryAction a : recover(dir, null, m, false)) {
            leftovers.add(a.file() + " (" + a.action() + ")");
        }
        return new VerifyReport(problems.isEmpty(), entries.size(), checked, decoded, problems, leftovers);
    }

    /** Checks existence, size and CRC32C of one file. */
    private void checkFile(ManifestEntry e) throws IOException {
        Path p = dir.resolve(e.file());
        if (!Files.isRegularFile(p)) {
            throw new CheckpointFormatException(p, 0, "file of iteration " + e.iteration() + " is missing");
        }
        long size = Files.size(p);
        if (size != e.size()) {
            throw new CheckpointFormatException(p, Math.min(size, e.size()), "file is " + size
                    + " bytes, the manifest records " + e.size() + (size < e.size() ? " (truncated)" : ""));
        }
        CRC32C crc = new CRC32C();
        try (InputStream in = Files.newInputStream(p)) {
            byte[] buf = new byte[1 << 16];
            int n;
            while ((n = in.read(buf)) > 0) {
                crc.update(buf, 0, n);
            }
        }
        if (!hex8(crc.getValue()).equals(e.crc32c())) {
            throw new CheckpointFormatException(p, 0, "CRC32C of the file is " + hex8(crc.getValue())
                    + ", the manifest records " + e.crc32c() + " (the file is damaged)");
        }
    }

    private static Map<Long, Integer> lastUse(List<ManifestEntry> entries) {
        Map<Long, Integer> last = new HashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            for (long r : entries.get(i).references()) {
                last.put(r, i);
            }
        }
        return last;
    }

    private record Decoded(Snapshot snapshot, long bytes) {
    }

    private record Rebuild(Map<Long, Snapshot> snapshots, List<Long> loaded, long bytesRead) {
    }

    /**
     * Decodes {@code targets} and whatever they depend on, baseline first, holding a decoded snapshot only while a
     * later one still needs it (memory: the reference depth + 1 snapshots, not the whole group).
     */
    private Rebuild rebuild(Manifest m, Set<Long> targets) throws IOException {
        Set<Long> closure = new HashSet<>();
        List<Long> stack = new ArrayList<>(targets);
        while (!stack.isEmpty()) {
            long it = stack.remove(stack.size() - 1);
            if (closure.add(it)) {
                ManifestEntry e = m.entry(it);
                if (e == null) {
                    throw new IOException(dir + ": iteration " + it + " is needed but not in the store");
                }
                stack.addAll(e.references());
            }
        }
        List<ManifestEntry> order = new ArrayList<>();
        for (ManifestEntry e : m.entries()) {
            if (closure.contains(e.iteration())) {
                order.add(e);
            }
        }
        Map<Long, Integer> lastUse = lastUse(order);
        Map<Long, Snapshot> cache = new HashMap<>();
        Map<Long, Snapshot> result = new HashMap<>();
        List<Long> loaded = new ArrayList<>();
        long bytes = 0;
        for (int i = 0; i < order.size(); i++) {
            ManifestEntry e = order.get(i);
            Decoded d = decode(m, e, cache);
            loaded.add(e.iteration());
            bytes += d.bytes;
            cache.put(e.iteration(), d.snapshot);
            if (targets.contains(e.iteration())) {
                result.put(e.iteration(), d.snapshot);
            }
            final int index = i;
            cache.keySet().removeIf(it -> lastUse.getOrDefault(it, -1) <= index);
        }
        return new Rebuild(result, loaded, bytes);
    }

    /** Reads one file (size and CRC32C checked against the manifest) and decodes it against cached references. */
    private Decoded decode(Manifest m, ManifestEntry e, Map<Long, Snapshot> cache) throws IOException {
        Path p = dir.resolve(e.file());
        if (!Files.isRegularFile(p)) {
            throw new CheckpointFormatException(p, 0, "file of iteration " + e.iteration() + " is missing");
        }
        long size = Files.size(p);
        if (size != e.size()) {
            throw new CheckpointFormatException(p, Math.min(size, e.size()), "file is " + size
                    + " bytes, the manifest records " + e.size() + (size < e.size() ? " (truncated)" : ""));
        }
        List<Snapshot> refs = new ArrayList<>();
        for (long r : e.references()) {
            refs.add(cache.get(r));
        }
        List<TensorInfo> infos = TensorSpec.toInfos(m.layouts().get(e.layoutHash()));
        CRC32C crc = new CRC32C();
        Snapshot s;
        try (InputStream in = new CheckedInputStream(new BufferedInputStream(Files.newInputStream(p), 1 << 16), crc)) {
            s = SnapshotDecoder.decode(in, p, infos, refs, registry::find);
        }
        if (!hex8(crc.getValue()).equals(e.crc32c())) {
            throw new CheckpointFormatException(p, 0, "CRC32C of the file is " + hex8(crc.getValue())
                    + ", the manifest records " + e.crc32c() + " (the file is damaged)");
        }
        if (s.iteration() != e.iteration()) {
            throw new CheckpointFormatException(p, 0, "the file holds iteration " + s.iteration()
                    + ", the manifest says " + e.iteration());
        }
        return new Decoded(s, size);
    }

    private void checkWritable() {
        if (readOnly) {
            throw new IllegalStateException(dir + ": store was opened read-only");
        }
        if (lock == null || !lock.isValid()) {
            throw new IllegalStateException(dir + ": store is closed");
        }
    }

    static String hex8(long crc) {
        return String.format("%08x", crc);
    }

    static String hex16(long hash) {
        return String.format("%016x", hash);
    }

    /** Releases the write lock. */
    @Override
    public synchronized void close() throws IOException {
        if (lock != null && lock.isValid()) {
            lock.release();
        }
        if (lockChannel != null) {
            lockChannel.close();
        }
    }
}
