package org.snapwear.gpu.image;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * One allocation of a memory image: a name, a kind and its bytes (little-endian, absolute indexing only, so it
 * can be read by many threads at once). It occupies ceil(bytes / 128) entries; the last one is zero-padded.
 */
public final class Allocation {
    private final String name;
    private final AllocationKind kind;
    private final ByteBuffer data;

    public Allocation(String name, AllocationKind kind, ByteBuffer data) {
        this.name = Objects.requireNonNull(name, "name");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.data = data.slice().order(ByteOrder.LITTLE_ENDIAN).asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }

    public String name() {
        return name;
    }

    public AllocationKind kind() {
        return kind;
    }

    /** The data; shared, read it with absolute gets only. */
    public ByteBuffer data() {
        return data;
    }

    public long bytes() {
        return data.limit();
    }

    /** Number of 128 B entries, the last one padded with zeros. */
    public int entries() {
        return (int) ((bytes() + 127) / 128);
    }

    @Override
    public String toString() {
        return name + " (" + kind.label() + ", " + bytes() + " B)";
    }
}
