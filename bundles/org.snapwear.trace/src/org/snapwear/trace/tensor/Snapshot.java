package org.snapwear.trace.tensor;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One checkpoint of a training run: an ordered set of named tensors and the iteration it was taken at.
 * Closing it releases what the reader holds (mapped files, open zip files); tensors must not be used after.
 */
public final class Snapshot implements AutoCloseable {
    /** Marker for a snapshot whose iteration is not known. */
    public static final long UNKNOWN_ITERATION = -1;

    private final Path source;
    private final long iteration;
    private final List<Tensor> tensors;
    private final Map<String, Tensor> byName;
    private final AutoCloseable resources;

    /**
     * @param source    file or directory it was read from (null for generated snapshots)
     * @param iteration training iteration, or {@link #UNKNOWN_ITERATION}
     * @param tensors   tensors in storage order; names must be unique
     * @param resources released by {@link #close()} (may be null)
     */
    public Snapshot(Path source, long iteration, List<Tensor> tensors, AutoCloseable resources) {
        this.source = source;
        this.iteration = iteration;
        this.tensors = Collections.unmodifiableList(new ArrayList<>(tensors));
        Map<String, Tensor> map = new LinkedHashMap<>();
        for (Tensor t : tensors) {
            if (map.put(t.name(), t) != null) {
                throw new IllegalArgumentException("duplicate tensor name " + t.name()
                        + (source != null ? " in " + source : ""));
            }
        }
        this.byName = Collections.unmodifiableMap(map);
        this.resources = resources;
    }

    public Snapshot(Path source, long iteration, List<Tensor> tensors) {
        this(source, iteration, tensors, null);
    }

    /** File or directory the snapshot came from, if any. */
    public Optional<Path> source() {
        return Optional.ofNullable(source);
    }

    public long iteration() {
        return iteration;
    }

    /** Same tensors, another iteration number (used when a sequence assigns iterations from file names). */
    public Snapshot withIteration(long newIteration) {
        return new Snapshot(source, newIteration, tensors, resources);
    }

    public List<Tensor> tensors() {
        return tensors;
    }

    public Optional<Tensor> tensor(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** Descriptions of all tensors, in order. */
    public List<TensorInfo> infos() {
        List<TensorInfo> out = new ArrayList<>(tensors.size());
        for (Tensor t : tensors) {
            out.add(t.info());
        }
        return out;
    }

    /** Total bytes of tensor data (the "raw" size every compression ratio refers to). */
    public long dataBytes() {
        long n = 0;
        for (Tensor t : tensors) {
            n += t.info().byteSize();
        }
        return n;
    }

    /** Total number of elements over all tensors. */
    public long elementCount() {
        long n = 0;
        for (Tensor t : tensors) {
            n += t.info().elementCount();
        }
        return n;
    }

    @Override
    public void close() {
        if (resources != null) {
            try {
                resources.close();
            } catch (Exception e) {
                // Releasing a mapping or a read-only zip cannot lose data; nothing useful to report.
            }
        }
    }

    @Override
    public String toString() {
        return "Snapshot[" + (source != null ? source.getFileName() : "generated") + ", iteration " + iteration
                + ", " + tensors.size() + " tensors]";
    }
}
