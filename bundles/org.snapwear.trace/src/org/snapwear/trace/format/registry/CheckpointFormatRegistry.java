package org.snapwear.trace.format.registry;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.snapwear.trace.contrib.Outcome;
import org.snapwear.trace.contrib.Resolved;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.ByteSources;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * The checkpoint readers available to Snapwear, in detection order. {@link #defaultRegistry()} collects the
 * contributions to the {@code org.snapwear.trace.formats} extension point (under OSGi), the
 * {@link java.util.ServiceLoader} providers of {@link CheckpointReader} and the built-in fallback
 * ({@link FormatContributions#loadAll()}). Per format id the contributions are tried from the highest priority
 * down; the first that can be created and reports the declared id is used, the ones that failed are listed as
 * disabled with the reason. The readers in use are tried by ascending order (ties by id), so detection is the
 * same whatever order the bundles were resolved in.
 */
public final class CheckpointFormatRegistry {
    /** Bytes of the file's start that {@link CheckpointReader#accepts} sees. */
    public static final int HEAD_BYTES = 64;

    private static CheckpointFormatRegistry defaultInstance;

    private final List<CheckpointReader> readers;
    private final Map<String, CheckpointReader> byId;
    private final List<FormatDescriptor> descriptors;

    private CheckpointFormatRegistry(List<CheckpointReader> readers, List<FormatDescriptor> descriptors) {
        this.readers = List.copyOf(readers);
        this.byId = new LinkedHashMap<>();
        for (CheckpointReader r : readers) {
            byId.put(r.formatId(), r);
        }
        this.descriptors = List.copyOf(descriptors);
    }

    /**
     * The registry of all contributed readers, built on first use and then kept: contributions are read once, as
     * Eclipse does for plug-ins installed while it runs (they take effect after a restart).
     */
    public static synchronized CheckpointFormatRegistry defaultRegistry() {
        if (defaultInstance == null) {
            defaultInstance = fromContributions(FormatContributions.loadAll());
        }
        return defaultInstance;
    }

    /** Resolves contributions: one reader per id, highest priority first, failures listed as disabled. */
    public static CheckpointFormatRegistry fromContributions(List<FormatContribution> contributions) {
        List<Resolved<CheckpointReader, FormatContribution>> used = new ArrayList<>();
        List<FormatDescriptor> descriptors = new ArrayList<>();
        for (Resolved<CheckpointReader, FormatContribution> r : FormatContributions.LOADER.resolve(contributions,
                CheckpointFormatRegistry::instantiate)) {
            FormatContribution c = r.contribution();
            descriptors.add(new FormatDescriptor(c.id(), c.name(), c.order(), c.priority(), c.source(), r.enabled(),
                    r.enabled() ? "" : r.reason()));
            if (r.enabled()) {
                used.add(r);
            }
        }
        used.sort(Comparator.comparingInt((Resolved<CheckpointReader, FormatContribution> r) -> r.contribution()
                .order()).thenComparing(r -> r.contribution().id()));
        descriptors.sort(Comparator.comparingInt(FormatDescriptor::order).thenComparing(FormatDescriptor::id));
        return new CheckpointFormatRegistry(used.stream().map(Resolved::instance).toList(), descriptors);
    }

    /** The readers in use, in detection order. */
    public List<CheckpointReader> readers() {
        return readers;
    }

    /** The reader in use for a format id. */
    public Optional<CheckpointReader> byId(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** Every contribution seen, in detection order, enabled or not. */
    public List<FormatDescriptor> descriptors() {
        return descriptors;
    }

    /** The first reader, in detection order, that accepts the file. */
    public Optional<CheckpointReader> detect(Path file) throws IOException {
        byte[] head = head(file);
        for (CheckpointReader r : readers) {
            if (r.accepts(file, head)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /**
     * The first reader, in detection order, that accepts a file known by name and head only (a file that is not
     * local). Readers see a {@link Path} whose file name is the name's last component (under a directory that does
     * not exist), the same file name a local scan gives them, so a remote file is detected exactly as its local
     * copy would be.
     *
     * @param name a path or URI; only its last component is used
     * @param head the file's first {@link #HEAD_BYTES} bytes (fewer for a shorter file)
     */
    public Optional<CheckpointReader> detect(String name, byte[] head) {
        Path file = SourceNames.asFileName(name);
        byte[] h = head.length > HEAD_BYTES ? java.util.Arrays.copyOf(head, HEAD_BYTES) : head;
        for (CheckpointReader r : readers) {
            if (r.accepts(file, h)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** {@link #detect(String, byte[])} for a byte source: its name and its first bytes. */
    public Optional<CheckpointReader> detect(ByteSource source) throws IOException {
        return detect(source.name(), ByteSources.head(source, HEAD_BYTES));
    }

    /** The ids in use, in detection order, comma separated (for error messages and help texts). */
    public String ids() {
        return readers.stream().map(CheckpointReader::formatId).collect(Collectors.joining(", "));
    }

    private static byte[] head(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            return new byte[0];
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            // opening a FIFO blocks until a writer appears: refuse it (and devices, sockets) without opening it
            throw new CheckpointFormatException(file, 0, "not a regular file (a pipe, socket or device); "
                    + "checkpoints are read from files and directories");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(HEAD_BYTES);
        }
    }

    /** Creates the reader and checks it is the format it was declared as; any failure becomes a reason. */
    private static Outcome<CheckpointReader> instantiate(FormatContribution c) {
        CheckpointReader reader;
        String reported;
        try {
            reader = c.factory().call();
            if (reader == null) {
                return Outcome.failed("the factory returned no reader");
            }
            reported = reader.formatId();
        } catch (Exception | LinkageError e) {
            return Outcome.failed(reason(e));
        }
        if (!c.id().equals(reported)) {
            return Outcome.failed("declared as '" + c.id() + "' but " + reader.getClass().getName()
                    + " reports '" + reported + "'");
        }
        return Outcome.ok(reader);
    }

    /**
     * The message a user can act on: the constructor's own exception rather than the reflection wrapper, and
     * the class name of a linkage error, whose message alone ("com/google/gson/JsonParseException") says little.
     */
    private static String reason(Throwable e) {
        Throwable t = e;
        while ((t instanceof InvocationTargetException || t instanceof ExceptionInInitializerError)
                && t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage() == null || t instanceof LinkageError ? t.toString() : t.getMessage();
    }
}
