package org.snapwear.gpu.image;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A GPU memory image: allocations in address order, each starting on an entry boundary. Closing it releases
 * the snapshot or file mappings it was built from.
 */
public final class MemoryImage implements AutoCloseable {
    private final String source;
    private final long iteration;
    private final List<Allocation> allocations;
    private final AutoCloseable resources;

    /**
     * @param source     what it was built from (file name, "generated"), for messages
     * @param iteration  training iteration, or -1 if unknown
     * @param resources  closed by {@link #close()} (may be null)
     */
    public MemoryImage(String source, long iteration, List<Allocation> allocations, AutoCloseable resources) {
        this.source = source;
        this.iteration = iteration;
        this.allocations = Collections.unmodifiableList(new ArrayList<>(allocations));
        this.resources = resources;
    }

    public String source() {
        return source;
    }

    public long iteration() {
        return iteration;
    }

    public List<Allocation> allocations() {
        return allocations;
    }

    /** Total bytes over all allocations (the "original" size capacity figures refer to). */
    public long bytes() {
        long n = 0;
        for (Allocation a : allocations) {
            n += a.bytes();
        }
        return n;
    }

    /** Total 128 B entries. */
    public long entries() {
        long n = 0;
        for (Allocation a : allocations) {
            n += a.entries();
        }
        return n;
    }

    @Override
    public void close() {
        if (resources != null) {
            try {
                resources.close();
            } catch (Exception e) {
                // releasing read-only mappings or a snapshot cannot lose data
            }
        }
    }

    @Override
    public String toString() {
        return "MemoryImage[" + source + ", " + allocations.size() + " allocations, " + bytes() + " B]";
    }
}
