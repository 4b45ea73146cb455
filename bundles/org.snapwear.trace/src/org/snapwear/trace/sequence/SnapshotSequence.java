package org.snapwear.trace.sequence;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.source.LocalSourceTree;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The ordered checkpoints of one training run. Only paths and iterations are held; snapshots are opened one
 * at a time by {@link #open(int)}, {@link #forEach} or {@link #forEachPair} (which keeps at most two open), so
 * a sequence of any length needs the memory of two snapshots at most.
 *
 * <p>Members can be files of any format {@link CheckpointFormats} reads, or directories named after an
 * iteration ({@code checkpoint-500/}, {@code global_step500/}) that hold checkpoint files: such a member is the
 * whole checkpoint, every tensor of every file named {@code FILE::path} ({@link CheckpointScanner}), or, for a
 * raw-float directory, the directory read as one checkpoint.
 */
public final class SnapshotSequence {
    /** One member of the sequence: its iteration and the file (or checkpoint directory) that is read. */
    public record Entry(long iteration, Path path) {
    }

    /** The format id of a whole checkpoint directory (its files read one by one), as {@code inspect} names it. */
    public static final String CHECKPOINT_DIRECTORY = "checkpoint-directory";

    private static final SnapshotOpener FILES = SnapshotSequence::openMember;

    private final List<Entry> entries;
    private final SnapshotOpener opener;

    /** A sequence of checkpoint files, read with {@link CheckpointFormats}. */
    public SnapshotSequence(List<Entry> entries) {
        this(entries, FILES);
    }

    /** A sequence whose snapshots come from the given opener (in-memory or generated runs, tests). */
    public SnapshotSequence(List<Entry> entries, SnapshotOpener opener) {
        this.entries = Collections.unmodifiableList(new ArrayList<>(entries));
        this.opener = java.util.Objects.requireNonNull(opener, "opener");
    }

    /**
     * A directory, a glob or a single checkpoint, as typed on a command line: {@code runs/cnn},
     * {@code "runs/cnn/*.safetensors"}, {@code runs/cnn/snap_iter000500.fp32.safetensors}.
     */
    public static SnapshotSequence resolve(String spec) throws IOException {
        if (isGlob(spec)) {
            return glob(spec);
        }
        Path p = Path.of(spec);
        if (Files.isDirectory(p) && !isCheckpointDirectory(p)) {
            return discover(p);
        }
        if (Files.exists(p)) {
            return ofFiles(List.of(p));
        }
        throw new IOException(spec + ": no such file or directory");
    }

    /**
     * All checkpoints in a directory, ordered by the iteration in their names (files without one are ordered
     * by name after those with one). When several formats of the same iteration are present (x.pt and
     * x.safetensors), safetensors wins (it is memory-mapped). Sub-directories named after an iteration that
     * hold a model file are members too.
     */
    public static SnapshotSequence discover(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IOException(dir + ": not a directory");
        }
        List<Path> members;
        try (Stream<Path> s = Files.list(dir)) {
            members = s.filter(SnapshotSequence::isMember).sorted().toList();
        }
        if (members.isEmpty()) {
            throw new IOException(dir + ": no checkpoint files found");
        }
        return ofFiles(members);
    }

    /**
     * The checkpoints matching a glob, e.g. {@code dir/*.safetensors} or {@code runs/**}{@code /checkpoint-*}.
     * The part before the first component with a glob character is the directory searched; the rest is
     * matched against paths relative to it. Ordered by iteration like {@link #discover}.
     */
    public static SnapshotSequence glob(String pattern) throws IOException {
        String norm = pattern.replace('\\', '/');
        int firstGlob = firstGlobChar(norm);
        if (firstGlob < 0) {
            throw new IOException(pattern + ": not a glob pattern");
        }
        int slash = norm.lastIndexOf('/', firstGlob);
        Path base = slash < 0 ? Path.of(".") : Path.of(slash == 0 ? "/" : norm.substring(0, slash));
        String rest = norm.substring(slash + 1);
        if (!Files.isDirectory(base)) {
            throw new IOException(pattern + ": directory " + base + " does not exist");
        }
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + rest);
        int depth = rest.contains("**") ? Integer.MAX_VALUE : rest.split("/").length;
        List<Path> members;
        // a base directory named by a link is followed, as a checkpoint named by a link is (a walk that does not
        // follow links would see the link alone and match nothing)
        Path root = LocalSourceTree.followNamed(base);
        try (Stream<Path> s = Files.walk(root, depth)) {
            members = s.filter(p -> !p.equals(root))
                    .filter(p -> matcher.matches(root.relativize(p)))
                    .filter(SnapshotSequence::isMember).sorted().toList();
        }
        if (members.isEmpty()) {
            throw new IOException(pattern + ": no checkpoint matches");
        }
        return ofFiles(members);
    }

    /**
     * The given files (or checkpoint directories), ordered by the iterations in their names, or kept in the
     * given order with iterations 0, 1, 2, ... if some name has none.
     */
    public static SnapshotSequence ofFiles(List<Path> files) throws IOException {
        List<Path> targets = new ArrayList<>(files.size());
        for (Path f : files) {
            targets.add(checkpointPath(f));
        }
        List<Entry> list = new ArrayList<>();
        for (MemberOrder.Member<Path> m : MemberOrder.order(targets, SnapshotSequence::fileName)) {
            list.add(new Entry(m.iteration(), m.item()));
        }
        if (list.isEmpty()) {
            throw new IOException("no checkpoints found among " + files.size() + " files");
        }
        return new SnapshotSequence(list);
    }

    /** One member of a sequence known by name only (a remote listing): its iteration and its name. */
    public record NamedMember(long iteration, String name) implements java.io.Serializable {
    }

    /**
     * Orders the members of a listed directory that is not local, exactly as {@link #discover(Path)} orders a local
     * one: the names are sorted, then numbered and deduplicated as {@link #ofFiles} does (iterations from the names
     * when every name has one, otherwise positions; x.safetensors preferred over x.pt of the same iteration).
     * The caller passes only the members (checkpoint files, and sub-directories such as {@code checkpoint-500}
     * that hold checkpoint files), as {@link #discover} keeps only those.
     *
     * @param names paths or URIs of the members; only their last components are read for iterations
     */
    public static List<NamedMember> orderNames(List<String> names) {
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(null);
        List<NamedMember> out = new ArrayList<>();
        for (MemberOrder.Member<String> m : MemberOrder.order(sorted, SnapshotSequence::lastComponent)) {
            out.add(new NamedMember(m.iteration(), m.item()));
        }
        return out;
    }

    /**
     * The given files in exactly the given order (an explicit list on the command line). Iterations come from
     * the names when every name has one, otherwise they are the positions 0, 1, 2, ...
     */
    public static SnapshotSequence ofFilesInGivenOrder(List<Path> files) throws IOException {
        if (files.isEmpty()) {
            throw new IOException("empty list of checkpoints");
        }
        boolean allNumbered = files.stream().allMatch(f -> iterationOf(f) >= 0);
        List<Entry> list = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            Path f = files.get(i);
            list.add(new Entry(allNumbered ? iterationOf(f) : i, checkpointPath(f)));
        }
        return new SnapshotSequence(list);
    }

    /** Iteration number in a file name, or -1. The last match wins (run names may contain numbers too). */
    public static long iterationOf(Path file) {
        Path name = file.getFileName();
        return name == null ? -1 : MemberOrder.iterationOf(name.toString());
    }

    /**
     * Iteration number in a name, or -1: the same rule as {@link #iterationOf(Path)}, applied to the last
     * component of a path or URI ({@code hdfs://nn/run/checkpoint-500} gives 500).
     */
    public static long iterationOf(String name) {
        return MemberOrder.iterationOf(lastComponent(name));
    }

    private static String fileName(Path p) {
        Path n = p.getFileName();
        return n == null ? "" : n.toString();
    }

    private static String lastComponent(String name) {
        return org.snapwear.trace.source.ByteSources.fileName(name);
    }

    public List<Entry> entries() {
        return entries;
    }

    public int size() {
        return entries.size();
    }

    /** Opens snapshot {@code index} with its iteration set; the caller closes it. */
    public Snapshot open(int index) throws IOException {
        return opener.open(entries.get(index));
    }

    /** Opens every snapshot in turn (one open at a time) and hands it to the visitor. */
    public void forEach(SnapshotVisitor visitor) throws IOException {
        for (int i = 0; i < entries.size(); i++) {
            try (Snapshot s = open(i)) {
                visitor.visit(i, s);
            }
        }
    }

    /**
     * Visits every adjacent pair (0,1), (1,2), ... with at most two snapshots open: the older one is closed as
     * soon as its pair is done. Each pair is matched with {@link #matchLayouts} before the visitor sees it: tensors
     * may appear or disappear between snapshots (optimizer state after the first step), but a tensor name with
     * another dtype or shape fails the pair.
     */
    public void forEachPair(SnapshotPairVisitor visitor) throws IOException {
        if (entries.size() < 2) {
            return;
        }
        Snapshot older = open(0);
        try {
            for (int i = 1; i < entries.size(); i++) {
                Snapshot newer = open(i);
                try {
                    matchLayouts(older, entries.get(i - 1).path(), newer, entries.get(i).path());
                    visitor.visit(i, older, newer);
                } catch (IOException | RuntimeException e) {
                    newer.close();
                    throw e;
                }
                older.close();
                older = newer;
            }
        } finally {
            older.close();
        }
    }

    /**
     * Checks that a tensor name means the same dtype and shape in every snapshot that holds it, opening one at a
     * time and keeping only the tensor descriptions. Snapshots may gain or lose tensors.
     *
     * @throws SequenceMismatchException naming the tensor, the first file that held it and the conflicting one
     */
    public void validate() throws IOException {
        Map<String, TensorInfo> seen = new LinkedHashMap<>();
        Map<String, Path> seenIn = new LinkedHashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            Path p = entries.get(i).path();
            try (Snapshot s = open(i)) {
                for (TensorInfo t : s.infos()) {
                    TensorInfo before = seen.putIfAbsent(t.name(), t);
                    if (before == null) {
                        seenIn.put(t.name(), p);
                    } else {
                        LayoutMatch.checkCompatible(before, seenIn.get(t.name()), t, p);
                    }
                }
            }
        }
    }

    /**
     * Matches two snapshots' tensors by name (see {@link LayoutMatch}).
     *
     * @throws SequenceMismatchException if a name has another dtype or shape in the two snapshots
     */
    public static LayoutMatch matchLayouts(Snapshot a, Path fileA, Snapshot b, Path fileB)
            throws SequenceMismatchException {
        return LayoutMatch.of(a.infos(), fileA, b.infos(), fileB);
    }

    /**
     * Requires the same tensor names, dtypes and shapes in both snapshots. The storage order may differ (the
     * statistics match tensors by name).
     *
     * @throws SequenceMismatchException naming the first differing tensor and both files
     */
    public static void checkSameLayout(Snapshot a, Path fileA, Snapshot b, Path fileB) throws SequenceMismatchException {
        checkSameLayout(a.infos(), fileA, b.infos(), fileB);
    }

    private static void checkSameLayout(List<TensorInfo> a, Path fileA, List<TensorInfo> b, Path fileB)
            throws SequenceMismatchException {
        LayoutMatch m = LayoutMatch.of(a, fileA, b, fileB);
        if (!m.onlyOlder().isEmpty()) {
            throw new SequenceMismatchException(m.onlyOlder().get(0).name(), fileA, fileB, "missing in " + fileB);
        }
        if (!m.onlyNewer().isEmpty()) {
            throw new SequenceMismatchException(m.onlyNewer().get(0).name(), fileA, fileB, "missing in " + fileA);
        }
    }

    /** The tensor of {@code b} with the name of {@code a}'s tensor (the caller knows {@code b} holds it). */
    public static Tensor counterpart(Snapshot b, Tensor a) {
        return b.tensor(a.name()).orElseThrow(() -> new IllegalStateException("no tensor " + a.name()));
    }

    /**
     * True if {@code dir} is one whole checkpoint rather than a run of them: its own name carries the iteration
     * ({@code checkpoint-500/}, {@code global_step500/}), it holds checkpoint files, and none of its entries carries
     * an iteration of its own (a run directory's members do). Commands that take "a checkpoint or a run" use it to
     * read {@code checkpoint-500/} as one checkpoint instead of a sequence of its shards and optimizer files.
     */
    public static boolean isWholeCheckpoint(Path dir) {
        if (!Files.isDirectory(dir) || iterationOf(dir) < 0 || !holdsCheckpoint(dir) || isCheckpointDirectory(dir)) {
            return false;
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.noneMatch(p -> iterationOf(p) >= 0 && isMember(p));
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean isMember(Path p) {
        if (Files.isDirectory(p)) {
            return iterationOf(p) >= 0 && holdsCheckpoint(p);
        }
        return CheckpointFormats.isCheckpoint(p);
    }

    /** Opens a member: a checkpoint file, a raw-float directory, or a whole checkpoint directory. */
    private static Snapshot openMember(Entry e) throws IOException {
        return openCheckpoint(e.path(), e.iteration());
    }

    /**
     * Opens one checkpoint as a sequence reads its member: a checkpoint file or raw-float directory with its reader,
     * a whole checkpoint directory ({@code checkpoint-50/}) as one snapshot of every tensor of every file, named
     * {@code FILE::path} ({@link CheckpointScanner}), as {@code snapwear inspect DIR} lists it. The workbench's views
     * read a member through here, so they show what the engines simulate.
     */
    public static Snapshot openCheckpoint(Path p, long iteration) throws IOException {
        if (isWholeCheckpointDirectory(p)) {
            return CheckpointScanner.scan(p).snapshot(iteration);
        }
        return CheckpointFormats.read(p).withIteration(iteration);
    }

    /**
     * The format of a checkpoint as a sequence reads it: its reader's id, {@value #CHECKPOINT_DIRECTORY} for a
     * whole checkpoint directory, empty for a path no reader accepts.
     */
    public static Optional<String> formatOf(Path p) throws IOException {
        if (isWholeCheckpointDirectory(p)) {
            return Optional.of(CHECKPOINT_DIRECTORY);
        }
        return CheckpointFormats.detect(p).map(CheckpointReader::formatId);
    }

    /** A directory of checkpoint files read file by file (every tensor named {@code FILE::path}), not by one reader. */
    private static boolean isWholeCheckpointDirectory(Path p) {
        return Files.isDirectory(p) && !isCheckpointDirectory(p) && holdsCheckpoint(p);
    }

    /** The path to read for a member: the file itself or the checkpoint directory. */
    private static Path checkpointPath(Path member) throws IOException {
        if (Files.isDirectory(member) && !holdsCheckpoint(member)) {
            throw new IOException(member + ": directory holds no checkpoint file");
        }
        return member;
    }

    private static boolean isCheckpointDirectory(Path dir) {
        try {
            return CheckpointFormats.detect(dir).isPresent();
        } catch (IOException e) {
            return false;
        }
    }

    /** True for a raw-float directory or a directory with at least one checkpoint file in it. */
    private static boolean holdsCheckpoint(Path dir) {
        if (isCheckpointDirectory(dir)) {
            return true;
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.anyMatch(CheckpointFormats::isCheckpoint);
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean isGlob(String s) {
        return firstGlobChar(s) >= 0;
    }

    private static int firstGlobChar(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '*' || c == '?' || c == '[' || c == '{') {
                return i;
            }
        }
        return -1;
    }
}
