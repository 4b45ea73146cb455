package org.snapwear.trace.tests.format.registry;

import java.nio.file.Path;

import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.tensor.Snapshot;

/** A contribution whose constructor fails, as a plug-in's can (a missing library, a bad configuration). */
public final class BrokenReader implements CheckpointReader {
    /** Part of the failure message, so tests can see that the reason reached the registry. */
    public static final String WHY = "SWTEST broken on purpose";

    public BrokenReader() {
        throw new IllegalStateException(WHY);
    }

    @Override
    public String formatId() {
        return "swtest-broken";
    }

    @Override
    public String description() {
        return "never created";
    }

    @Override
    public boolean accepts(Path file, byte[] head) {
        return true;
    }

    @Override
    public Snapshot read(Path file) {
        throw new AssertionError("never created");
    }
}
