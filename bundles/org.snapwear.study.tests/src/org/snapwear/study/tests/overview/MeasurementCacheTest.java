package org.snapwear.study.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.overview.MeasurementCache;
import org.snapwear.study.overview.RunKey;
import org.snapwear.study.overview.RunMeasurements;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The overview cache gives back exactly what was measured, only for the files and code it was measured from, and
 * never stands in the way: a damaged file is a miss, an unwritable directory leaves the measurement as it is.
 */
class MeasurementCacheTest {

    @TempDir
    static Path shared;
    private static Path run;
    private static RunMeasurements measured;

    /** Four snapshots of the real CNN run, copied so the test can change their times. */
    @BeforeAll
    static void measureOnce() throws IOException {
        run = Files.createDirectories(shared.resolve("run"));
        Path fixture = Fixtures.path("cnn_digits_sgd");
        try (Stream<Path> s = Files.list(fixture)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".safetensors")).sorted().limit(4).toList()) {
                Files.copy(f, run.resolve(f.getFileName()));
            }
        }
        measured = RunOverviews.measure(run.toString(), SnapshotSequence.resolve(run.toString()), Progress.NONE);
    }

    private static SnapshotSequence seq() throws IOException {
        return SnapshotSequence.resolve(run.toString());
    }

    @Test
    void aSecondLookupGivesBackExactlyWhatTheFirstMeasured(@TempDir Path dir) throws IOException {
        MeasurementCache cache = MeasurementCache.at(dir);
        MeasurementCache.Lookup first = cache.measure(run.toString(), seq(), Progress.NONE);
        assertFalse(first.cached());
        // the cache stores what it measured, which is what measuring without it gives (timings aside)
        assertEquals(withoutTiming(measured), withoutTiming(first.measurements()));
        MeasurementCache.Lookup second = cache.measure(run.toString(), seq(), Progress.NONE);
        assertTrue(second.cached());
        assertEquals(first.measurements(), second.measurements()); // every field, timings and doubles included
        // and another cache object over the same directory (the next process) finds it too
        assertTrue(MeasurementCache.at(dir).measure(run.toString(), seq(), Progress.NONE).cached());
    }

    @Test
    void aChangedFileOrAnotherSourceIsAnotherKey() throws IOException {
        RunKey before = RunKey.of(run.toString(), seq());
        assertEquals(before, RunKey.of(run.toString(), seq()));
        assertNotEquals(before, RunKey.of(run.toString() + "/", seq()));
        Path member = seq().entries().get(2).path();
        FileTime t = Files.getLastModifiedTime(member);
        try {
            Files.setLastModifiedTime(member, FileTime.fromMillis(t.toMillis() + 1000));
            assertNotEquals(before, RunKey.of(run.toString(), seq()));
        } finally {
            Files.setLastModifiedTime(member, t);
        }
        assertEquals(before, RunKey.of(run.toString(), seq()));
    }

    @Test
    void aDamagedCacheFileIsAMissAndIsReplaced(@TempDir Path dir) throws IOException {
        MeasurementCache cache = MeasurementCache.at(dir);
        cache.measure(run.toString(), seq(), Progress.NONE);
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.toList();
        }
        assertEquals(1, files.size());
        Files.writeString(files.get(0), "{\"contents\": [1, 2");
        MeasurementCache.Lookup again = cache.measure(run.toString(), seq(), Progress.NONE);
        assertFalse(again.cached());
        assertTrue(cache.measure(run.toString(), seq(), Progress.NONE).cached());
    }

    /** One edited number in a cache file (raw's written bytes, the verdict's reference) is a miss, not a verdict. */
    @Test
    void anEditedNumberIsAMissAndIsMeasuredAgain(@TempDir Path dir) throws IOException {
        MeasurementCache cache = MeasurementCache.at(dir);
        cache.measure(run.toString(), seq(), Progress.NONE);
        Path file = onlyFile(dir);
        String text = Files.readString(file);
        String written = "\"written_bytes\":" + measured.raw().writtenBytes() + ",";
        int at = text.lastIndexOf(written); // the raw outcome comes last in the measurement line
        assertTrue(at > 0, text);
        Files.writeString(file, text.substring(0, at) + "\"written_bytes\":1" + measured.raw().writtenBytes()
                + "," + text.substring(at + written.length()));
        assertTrue(cache.find(RunKey.of(run.toString(), seq())).isEmpty());
        MeasurementCache.Lookup again = cache.measure(run.toString(), seq(), Progress.NONE);
        assertFalse(again.cached());
        assertEquals(withoutTiming(measured), withoutTiming(again.measurements()));
        // replaced (not compared by length: the measurement line carries timings, whose digits vary)
        assertFalse(Files.readString(file).contains("\"written_bytes\":1" + measured.raw().writtenBytes() + ","));
        assertTrue(cache.measure(run.toString(), seq(), Progress.NONE).cached());
    }

    /**
     * The header must name this key, this code and the file's format: a file renamed to another run's key, one that
     * other code measured (checksum recomputed to match) and one of the first format (plain JSON) are misses.
     */
    @Test
    void aFileOfAnotherKeyCodeOrFormatIsAMiss(@TempDir Path dir) throws IOException {
        MeasurementCache cache = MeasurementCache.at(dir);
        RunKey key = RunKey.of(run.toString(), seq());
        cache.put(key, measured);
        assertTrue(cache.find(key).isPresent());
        Path file = onlyFile(dir);
        String text = Files.readString(file);
        RunKey other = new RunKey("0".repeat(64));
        Files.copy(file, dir.resolve(other.digest() + ".overview.json"));
        assertTrue(cache.find(other).isEmpty());

        String header = text.substring(0, text.indexOf('\n'));
        String stamp = RunKey.code().get(0);
        assertTrue(header.contains(stamp), header);
        Files.writeString(file, header.replace(stamp, stamp + "-older") + text.substring(header.length()));
        assertTrue(cache.find(key).isEmpty());

        Files.writeString(file, text.substring(header.length() + 1)); // the measurements without a header
        assertTrue(cache.find(key).isEmpty());
        Files.writeString(file, text.substring(0, text.length() - 1)); // cut short by one byte
        assertTrue(cache.find(key).isEmpty());
        Files.writeString(file, text);
        assertTrue(cache.find(key).isPresent());
    }

    /** A cache file far larger than an overview is not read (a 64 MB heap would not hold it). */
    @Test
    void anOversizedFileIsAMissWithoutBeingRead(@TempDir Path dir) throws IOException {
        MeasurementCache cache = MeasurementCache.at(dir);
        RunKey key = RunKey.of(run.toString(), seq());
        cache.put(key, measured);
        Path file = onlyFile(dir);
        try (var ch = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap(new byte[] {' '}), 1L << 33); // sparse: 8 GiB long, no disk used
        }
        assertTrue(cache.find(key).isEmpty());
    }

    private static Path onlyFile(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> files = s.toList();
            assertEquals(1, files.size(), files.toString());
            return files.get(0);
        }
    }

    @Test
    void anUnwritableCacheStillMeasures(@TempDir Path dir) throws IOException {
        Path notADirectory = Files.writeString(dir.resolve("file"), "x");
        MeasurementCache cache = MeasurementCache.at(notADirectory.resolve("overviews"));
        MeasurementCache.Lookup l = cache.measure(run.toString(), seq(), Progress.NONE);
        assertFalse(l.cached());
        assertEquals(withoutTiming(measured), withoutTiming(l.measurements()));
        assertFalse(cache.measure(run.toString(), seq(), Progress.NONE).cached());
    }

    @Test
    void theCacheKeepsItsNewestFiles(@TempDir Path dir) throws IOException {
        MeasurementCache cache = MeasurementCache.at(dir);
        for (int i = 0; i < MeasurementCache.KEEP + 5; i++) {
            cache.put(new RunKey(String.format("%064x", i)), measured);
            Files.setLastModifiedTime(dir.resolve(String.format("%064x", i) + ".overview.json"),
                    FileTime.fromMillis(1_000_000L * (i + 1)));
        }
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(MeasurementCache.KEEP, s.count());
        }
        assertTrue(cache.find(new RunKey(String.format("%064x", MeasurementCache.KEEP + 4))).isPresent());
        assertFalse(cache.find(new RunKey(String.format("%064x", 0))).isPresent());
    }

    private static RunMeasurements withoutTiming(RunMeasurements m) {
        return new RunMeasurements(m.contents(), m.candidates(), m.raw(), 0, 0);
    }
}
