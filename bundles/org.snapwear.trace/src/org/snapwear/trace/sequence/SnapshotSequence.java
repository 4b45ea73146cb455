package org.snapwear.trace.sequence;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.snapwear.trace.format.CheckpointFormats;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The ordered checkpoints of one training run. Only paths and iterations are held; snapshots are opened one
 * at a time by {@link #open(int)} so at most the caller's working set is in memory.
 */
public final class SnapshotSequence {
    /** Iteration numbers in file names: _iter_5000, checkpoint-500, step_500, snap_iter000500, iter5000. */
    private static final Pattern ITERATION = Pattern.compile(
            "(?:iter|step|checkpoint|ckpt|epoch)[_\\-]?(\\d+)", Pattern.CASE_INSENSITIVE);

    /** One member of the sequence. */
    public record Entry(long iteration, Path path) {
    }

    private final List<Entry> entries;

    public SnapshotSequence(List<Entry> entries) {
        this.entries = Collections.unmodifiableList(new ArrayList<>(entries));
    }

    /**
     * All checkpoints in a directory, ordered by the iteration in their names (files without one are ordered
     * by name after those with one). When several formats of the same iteration are present (x.pt and
     * x.safetensors), the first format in {@link CheckpointFormats#readers()} order wins.
     */
    public static SnapshotSequence discover(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IOException(dir + ": not a directory");
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(CheckpointFormats::isCheckpoint).sorted().toList();
        }
        return ofFiles(files);
    }

    /** The given files, ordered by the iterations in their names (or kept in the given order if none has one). */
    public static SnapshotSequence ofFiles(List<Path> files) throws IOException {
        List<Entry> list = new ArrayList<>();
        java.util.Map<Long, Entry> byIteration = new java.util.LinkedHashMap<>();
        boolean allNumbered = true;
        for (Path f : files) {
            long it = iterationOf(f);
            if (it < 0) {
                allNumbered = false;
            }
        }
        int position = 0;
        for (Path f : files) {
            long it = allNumbered ? iterationOf(f) : position;
            position++;
            Entry prev = byIteration.get(it);
            if (prev == null || preference(f) < preference(prev.path())) {
                byIteration.put(it, new Entry(it, f));
            }
        }
        list.addAll(byIteration.values());
        list.sort(Comparator.comparingLong(Entry::iteration));
        if (list.isEmpty()) {
            throw new IOException("no checkpoints found among " + files.size() + " files");
        }
        return new SnapshotSequence(list);
    }

    /** Iteration number in a file name, or -1. The last match wins (run names may contain numbers too). */
    public static long iterationOf(Path file) {
        Matcher m = ITERATION.matcher(file.getFileName().toString());
        long it = -1;
        while (m.find()) {
            it = Long.parseLong(m.group(1));
        }
        return it;
    }

    private static int preference(Path f) {
        String n = f.getFileName().toString();
        return n.endsWith(".safetensors") ? 0 : 1;
    }

    public List<Entry> entries() {
        return entries;
    }

    public int size() {
        return entries.size();
    }

    /** Opens snapshot {@code index} with its iteration set; the caller closes it. */
    public Snapshot open(int index) throws IOException {
        Entry e = entries.get(index);
        return CheckpointFormats.read(e.path()).withIteration(e.iteration());
    }
}
