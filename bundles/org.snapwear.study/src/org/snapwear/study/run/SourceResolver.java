package org.snapwear.study.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.SequenceSource;
import org.snapwear.model.study.SnapshotSource;
import org.snapwear.study.mapping.GeneratorMapping;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.io.FileTrees;
import org.snapwear.trace.paths.SafePaths;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.paths.UnsafePathException;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * Makes a study's snapshot sources concrete. A sequence source is found on disk (relative paths against the study
 * file's directory; a format other than auto keeps only files of that format). A generator source is trained
 * into {@code workDir/sources/<name>}: first into a {@code .partial} sibling, then renamed, with a marker holding
 * the exact settings, so a later run with the same settings reuses the directory and a cancelled run leaves
 * nothing that looks complete.
 */
public final class SourceResolver {

    /** Marker file of a complete generated source: the generator settings it was made with. */
    public static final String MARKER = ".snapwear-generated";

    /** Suffix of the sibling a generator source is trained into before it is renamed into place. */
    private static final String PARTIAL = ".partial";

    private SourceResolver() {
    }

    /** Relative amount of work to resolve the source (training dominates). */
    public static int weight(SnapshotSource source) {
        return source instanceof GeneratorSource ? 20 : 1;
    }

    public static ResolvedSource resolve(SnapshotSource source, RunOptions options, IProgressMonitor monitor)
            throws IOException {
        if (source instanceof SequenceSource s) {
            return new ResolvedSource(s.getName(), sequenceDirectory(s, options), sequence(s, options), false);
        }
        if (source instanceof GeneratorSource g) {
            Path dir = generate(g, generatedDirectory(options.workDir(), g.getName()), monitor);
            return new ResolvedSource(g.getName(), dir, SnapshotSequence.discover(dir), true);
        }
        throw new IllegalArgumentException("source '" + source.getName() + "': unsupported kind "
                + source.eClass().getName());
    }

    /**
     * Where a generator source named {@code name} is trained: {@code workDir/sources/<name>}. The directory and its
     * {@code .partial} sibling are deleted and rewritten, so the name must be a plain name that stays there (not
     * {@code /home/me/data}, not {@code ../../x}, not a symbolic link leading out).
     *
     * @throws IOException naming the source and why its name is refused
     */
    public static Path generatedDirectory(Path workDir, String name) throws IOException {
        Path sources = workDir.resolve("sources");
        try {
            Path dir = SafePaths.name(sources, name);
            SafePaths.name(sources, name + PARTIAL);
            return dir;
        } catch (UnsafePathException e) {
            throw new IOException("the name of a generator source must be a plain name (it names a "
                    + "directory under " + sources + "): " + e.getMessage(), e);
        }
    }

    /** The sequence source's path against the base directory. */
    public static Path path(SequenceSource s, RunOptions options) {
        Path p = Path.of(s.getPath());
        return p.isAbsolute() ? p : options.baseDir().resolve(p).normalize();
    }

    private static Path sequenceDirectory(SequenceSource s, RunOptions options) {
        Path p = path(s, options);
        return Files.isDirectory(p) ? p : (p.getParent() != null ? p.getParent() : p);
    }

    static SnapshotSequence sequence(SequenceSource s, RunOptions options) throws IOException {
        Path p = path(s, options);
        String format = s.getFormat() == null || s.getFormat().isBlank() ? "auto" : s.getFormat().trim();
        String where = "source '" + s.getName() + "' (" + p + ")";
        if (format.equals("auto")) {
            try {
                return SnapshotSequence.resolve(p.toString());
            } catch (IOException e) {
                throw new IOException(where + ": " + e.getMessage(), e);
            }
        }
        Optional<CheckpointReader> reader = CheckpointFormats.byId(format);
        if (reader.isEmpty()) {
            throw new IOException(where + ": unknown format '" + format + "'; known: auto, "
                    + String.join(", ", CheckpointFormats.readers().stream().map(CheckpointReader::formatId).toList()));
        }
        List<Path> candidates;
        if (Files.isDirectory(p)) {
            try (Stream<Path> st = Files.list(p)) {
                candidates = st.sorted().toList();
            }
        } else {
            try {
                candidates = SnapshotSequence.resolve(p.toString()).entries().stream()
                        .map(SnapshotSequence.Entry::path).toList();
            } catch (IOException e) {
                throw new IOException(where + ": " + e.getMessage(), e);
            }
        }
        List<Path> files = new ArrayList<>();
        for (Path c : candidates) {
            if (Files.isRegularFile(c)) {
                Optional<CheckpointReader> r = CheckpointFormats.detect(c);
                if (r.isPresent() && r.get().formatId().equals(format)) {
                    files.add(c);
                }
            }
        }
        if (files.isEmpty()) {
            throw new IOException(where + ": no checkpoint of format '" + format + "' found");
        }
        return SnapshotSequence.ofFiles(files);
    }

    private static Path generate(GeneratorSource g, Path dir, IProgressMonitor monitor) throws IOException {
        GeneratorSettings settings = GeneratorMapping.settings(g);
        String marker = settings.toString();
        Path markerFile = dir.resolve(MARKER);
        if (Files.isRegularFile(markerFile) && Files.readString(markerFile).equals(marker)) {
            monitor.subTask("source '" + g.getName() + "': reusing " + dir);
            return dir;
        }
        Path partial = dir.resolveSibling(dir.getFileName() + PARTIAL);
        FileTrees.deleteTree(partial);
        SubMonitor sub = SubMonitor.convert(monitor, 1);
        sub.subTask("source '" + g.getName() + "': training the built-in " + settings.model().id() + " ("
                + settings.iterations() + " iterations)");
        // the generator's own task name and loss lines stay out of the study's: it shows the line above
        Progress progress = new ProgressOnMonitor(sub.split(1, SubMonitor.SUPPRESS_BEGINTASK
                | SubMonitor.SUPPRESS_SETTASKNAME | SubMonitor.SUPPRESS_SUBTASK));
        try {
            TrainingRunGenerator.generate(settings, partial, progress);
        } catch (CancellationException e) {
            FileTrees.deleteTree(partial);
            throw new OperationCanceledException(e.getMessage());
        } catch (IOException | RuntimeException e) {
            FileTrees.deleteTree(partial);
            throw e;
        }
        Files.writeString(partial.resolve(MARKER), marker);
        FileTrees.deleteTree(dir);
        Files.createDirectories(dir.getParent());
        Files.move(partial, dir);
        return dir;
    }
}
