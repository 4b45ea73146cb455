package org.snapwear.gpu.pccr;

import java.io.IOException;

import org.snapwear.trace.tensor.Snapshot;

/**
 * Measures a codec on a sample checkpoint and reports its {@link CompressionProfile}. The gpu bundle does not
 * depend on the codec engine; the headless command (or the workbench) supplies an implementation backed by it.
 */
@FunctionalInterface
public interface CodecProfiler {
    CompressionProfile measure(Snapshot sample) throws IOException;
}
