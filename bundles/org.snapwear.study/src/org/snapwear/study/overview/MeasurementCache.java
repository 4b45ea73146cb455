package org.snapwear.study.overview;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.IProgressMonitor;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.study.sim.LossLabel;
import org.snapwear.study.outcome.LossOutcome;
import org.snapwear.trace.io.DurableFiles;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.text.StrictJson;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;

/**
 * Measured run overviews kept on disk, so that opening a run a second time shows its verdict at once instead of
 * simulating every candidate again (Eclipse MAT keeps the indexes of a parsed heap dump for the same reason). One
 * file per {@link RunKey}: the key covers every file of the run and the measuring code, so a changed run or a new
 * build is measured afresh. The cache is only ever an accelerator: a file it cannot read, or whose header
 * ({@link CacheEntry}: key, code, SHA-256 of the measurements) does not match, is a miss (and is replaced), and a
 * cache it cannot write leaves the measurement as it was.
 *
 * <p>Where: {@code -Dsnapwear.overview.cache=DIR}, else {@code $XDG_CACHE_HOME/snapwear/overviews}, else
 * {@code ~/.cache/snapwear/overviews}. The newest {@link #KEEP} files are kept (a hit refreshes a file's time).
 */
public final class MeasurementCache {

    /** Cache files kept; each is a few kilobytes. */
    public static final int KEEP = 64;

    /** The largest cache file read; a run overview's file is a few kilobytes (each member adds a line). */
    static final long MAX_BYTES = 4L << 20;

    /** System property naming the cache directory. */
    public static final String DIR_PROPERTY = "snapwear.overview.cache";

    private static final String SUFFIX = ".overview.json";

    private static final Gson GSON = StrictJson.builder()
            .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES)
            .disableHtmlEscaping()
            .create();

    /**
     * A measurement and where it came from.
     *
     * @param measurements what was measured
     * @param cached       true when read from the cache, false when measured now
     */
    public record Lookup(RunMeasurements measurements, boolean cached) {
    }

    private final Path dir;

    private MeasurementCache(Path dir) {
        this.dir = dir;
    }

    /** A cache in the given directory (created on the first write). */
    public static MeasurementCache at(Path dir) {
        return new MeasurementCache(dir);
    }

    /** The user's cache (see the class comment). */
    public static MeasurementCache user() {
        String configured = System.getProperty(DIR_PROPERTY);
        if (configured != null && !configured.isBlank()) {
            return at(Path.of(configured));
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".cache");
        return at(base.resolve("snapwear").resolve("overviews"));
    }

    public Path directory() {
        return dir;
    }

    /**
     * The cached measurements of the sequence if its key is there, else measures ({@link RunOverviews#measure})
     * and keeps the result; a cancelled measurement keeps nothing.
     */
    public Lookup measure(String source, SnapshotSequence seq, Progress progress) throws IOException {
        return lookup(source, seq, () -> RunOverviews.measure(source, seq, progress));
    }

    /** The same with an Eclipse monitor's progress and cancel (the workbench). */
    public Lookup measure(String source, SnapshotSequence seq, IProgressMonitor monitor) throws IOException {
        return lookup(source, seq, () -> RunOverviews.measure(source, seq, monitor));
    }

    private interface Measuring {
        RunMeasurements measure() throws IOException;
    }

    private Lookup lookup(String source, SnapshotSequence seq, Measuring measuring) throws IOException {
        RunKey key = RunKey.of(source, seq);
        Optional<RunMeasurements> hit = find(key);
        if (hit.isPresent()) {
            return new Lookup(hit.get(), true);
        }
        RunMeasurements m = measuring.measure();
        // the files may have changed while they were measured: keep the result only under the key it was made from
        if (RunKey.of(source, seq).equals(key)) {
            put(key, m);
        }
        return new Lookup(m, false);
    }

    /**
     * The measurements stored under the key, if there are readable ones that this code stored under this key and
     * that are as it wrote them ({@link CacheEntry}: anything else is a miss).
     */
    public Optional<RunMeasurements> find(RunKey key) {
        return read(key, RunMeasurements.class).filter(m -> m.contents() != null && m.candidates() != null
                && m.raw() != null);
    }

    /** Stores the measurements under the key (durably, replacing any file there), then trims the cache. */
    public void put(RunKey key, RunMeasurements m) {
        write(key, m);
    }

    /**
     * A lossy row of the overview: the cached one for this run, scheme and loss profile ({@link RunKey#of(String,
     * SnapshotSequence, SchemeSpec, LossLabel)}: its own file, never an exact measurement's), else measured and kept.
     */
    public LossOutcome lossRow(String source, SnapshotSequence seq, SchemeSpec scheme, PlanLoss loss,
            LossMeasuring measuring) throws IOException {
        RunKey key = RunKey.of(source, seq, scheme, LossLabel.of(loss));
        Optional<LossOutcome> hit = read(key, LossOutcome.class).filter(r -> r.outcome() != null
                && r.outcome().ssd() != null && LossLabel.of(loss).equals(r.loss()));
        if (hit.isPresent()) {
            return hit.get();
        }
        LossOutcome row = measuring.measure();
        if (RunKey.of(source, seq, scheme, LossLabel.of(loss)).equals(key)) {
            write(key, row);
        }
        return row;
    }

    /** Measures one lossy row. */
    public interface LossMeasuring {
        LossOutcome measure() throws IOException;
    }

    private <T> Optional<T> read(RunKey key, Class<T> type) {
        Path f = file(key);
        try {
            if (!Files.isRegularFile(f) || Files.size(f) > MAX_BYTES) {
                return Optional.empty(); // a file far larger than any overview is not read into the heap
            }
            Optional<String> json = CacheEntry.measurementJson(Files.readString(f, StandardCharsets.UTF_8), key,
                    RunKey.code());
            if (json.isEmpty()) {
                return Optional.empty();
            }
            T m = GSON.fromJson(json.get(), type);
            if (m == null) {
                return Optional.empty();
            }
            Files.setLastModifiedTime(f, FileTime.fromMillis(System.currentTimeMillis()));
            return Optional.of(m);
        } catch (IOException | RuntimeException e) {
            // a damaged or foreign file (bad JSON, not UTF-8, a value a record refuses) is a miss; the next put
            // replaces it
            return Optional.empty();
        }
    }

    private void write(RunKey key, Object m) {
        try {
            Files.createDirectories(dir);
            DurableFiles.writeString(file(key), CacheEntry.write(key, RunKey.code(), GSON.toJson(m)));
            trim();
        } catch (IOException | RuntimeException e) {
            // no cache (read-only home, full disk, a figure JSON cannot hold): the overview is still right, only
            // slower next time
        }
    }

    private Path file(RunKey key) {
        return dir.resolve(key.digest() + SUFFIX);
    }

    private void trim() throws IOException {
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, "*" + SUFFIX)) {
            s.forEach(files::add);
        }
        if (files.size() <= KEEP) {
            return;
        }
        files.sort(Comparator.comparing(MeasurementCache::modified).reversed());
        for (Path old : files.subList(KEEP, files.size())) {
            Files.deleteIfExists(old);
        }
    }

    private static FileTime modified(Path p) {
        try {
            return Files.getLastModifiedTime(p);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }
}
