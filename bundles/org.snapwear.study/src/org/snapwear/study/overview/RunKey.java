package org.snapwear.study.overview;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.study.sim.LossLabel;
import org.snapwear.trace.checkpoint.FileStamp;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.source.LocalSourceTree;

/**
 * What a run overview's measurements depend on, as one digest: the source as the user gave it, every file of every
 * member (relative name, size, modification time in nanoseconds, inode), the candidate schemes, and the code that
 * measures (where the study, codec and trace classes were loaded from: a bundle's jar name carries its build
 * qualifier, and a plain jar or class directory its size and time). Any change in the run's files or in the
 * product gives another key, so a cached measurement is never reused for data or code it was not made from.
 *
 * @param digest SHA-256 in hex
 */
public record RunKey(String digest) {

    /**
     * Bumped when {@link RunMeasurements} or the cache file ({@link CacheEntry}) changes shape, so old cache files
     * are not read into a new shape. 2: cache files carry a header with the code and a checksum. 3: every key names
     * the loss profile it measured with (exact for the candidates, {@link #of(String, SnapshotSequence, SchemeSpec,
     * LossLabel)} for a lossy row), so exact and lossy measurements never share a file.
     */
    static final int FORMAT = 3;

    public RunKey {
        if (!digest.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("not a run key: " + digest);
        }
    }

    /**
     * The key of a sequence's measurements.
     *
     * @throws IOException if a member's files cannot be listed or stamped
     */
    public static RunKey of(String source, SnapshotSequence seq) throws IOException {
        List<String> what = new ArrayList<>();
        for (SchemeSpec s : RunOverviews.candidateSpecs(seq.size())) {
            what.add("candidate " + s.print());
        }
        what.add("loss " + LossLabel.EXACT.key());
        return of(source, seq, what);
    }

    /**
     * The key of one scheme's measurement with a loss profile (a lossy row of the overview): the run's files and
     * code as for the candidates, the scheme, and the profile's whole content ({@link LossLabel#key()}), so a
     * profile file edited under the same name is measured afresh.
     *
     * @throws IOException if a member's files cannot be listed or stamped
     */
    public static RunKey of(String source, SnapshotSequence seq, SchemeSpec scheme, LossLabel loss)
            throws IOException {
        return of(source, seq, List.of("scheme " + scheme.print(), "loss " + loss.key()));
    }

    private static RunKey of(String source, SnapshotSequence seq, List<String> what) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("format " + FORMAT);
        lines.add("source " + source);
        for (String stamp : code()) {
            lines.add("code " + stamp);
        }
        lines.addAll(what);
        for (SnapshotSequence.Entry e : seq.entries()) {
            lines.add("member " + e.iteration() + " " + e.path());
            // a member that is a symbolic link is keyed by what it points to, as the scanner reads it
            Path root = LocalSourceTree.followNamed(e.path());
            for (Path f : files(root)) {
                FileStamp st = FileStamp.of(f);
                String rel = root.equals(f) ? "." : root.relativize(f).toString();
                lines.add("file " + rel + " " + st.size() + " " + st.modifiedNanos() + " " + st.fileKey());
            }
        }
        return new RunKey(CacheEntry.sha256(String.join("\n", lines)));
    }

    /**
     * The measuring code: where the study, codec and trace classes were loaded from, one stamp per class (a
     * bundle's jar name with its build qualifier; a plain jar or class directory with its size and time).
     */
    public static List<String> code() {
        List<String> stamps = new ArrayList<>();
        for (Class<?> c : List.of(RunKey.class, SchemeSpec.class, SnapshotCodec.class, SnapshotSequence.class)) {
            stamps.add(codeStamp(c));
        }
        return List.copyOf(stamps);
    }

    /** The member itself, or every regular file under it in name order. */
    private static List<Path> files(Path member) throws IOException {
        if (!Files.isDirectory(member, LinkOption.NOFOLLOW_LINKS)) {
            return List.of(member);
        }
        try (Stream<Path> s = Files.walk(member)) {
            return s.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).sorted().toList();
        }
    }

    /** Where the class was loaded from, with size and time when that is a local file or directory. */
    private static String codeStamp(Class<?> c) {
        CodeSource cs = c.getProtectionDomain().getCodeSource();
        if (cs == null || cs.getLocation() == null) {
            return c.getName() + " unknown";
        }
        String location = cs.getLocation().toString();
        try {
            Path p = Path.of(cs.getLocation().toURI());
            Path stamped = Files.isDirectory(p) ? p.resolve(c.getName().replace('.', '/') + ".class") : p;
            return location + " " + Files.size(stamped) + " " + Files.getLastModifiedTime(stamped).toMillis();
        } catch (URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException
                | IOException e) {
            return location; // a bundle URL: its name carries the version and build qualifier
        }
    }
}
