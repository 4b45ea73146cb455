package org.snapwear.codec.scheme;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import org.snapwear.codec.container.EncodeResult;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.Snapshot;

/**
 * How the simulation encodes one snapshot into a container: the single-threaded
 * {@link org.snapwear.codec.container.SnapshotEncoder} by default, or a parallel encoder producing the same bytes.
 */
@FunctionalInterface
public interface SnapshotWriterFunction {
    EncodeResult encode(SnapshotCodec codec, Snapshot current, List<Snapshot> references, int chunkBytes,
            OutputStream out) throws IOException;
}
