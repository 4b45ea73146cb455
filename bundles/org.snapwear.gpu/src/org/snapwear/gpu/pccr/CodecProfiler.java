package org.snapwear.gpu.pccr;

import java.io.IOException;

/**
 * Measures a codec on sample data and reports its {@link CompressionProfile}. The gpu bundle does not depend
 * on the codec engine; the headless command (or the workbench) supplies an implementation backed by it.
 */
@FunctionalInterface
public interface CodecProfiler {
    CompressionProfile measure(byte[] sample) throws IOException;
}
