package org.snapwear.gpu.buddy;

import java.io.IOException;
import java.nio.file.Path;

import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.trace.sequence.SnapshotSequence;

/** An ordered series of memory images opened one at a time (a checkpoint sequence, or generated steps). */
public interface ImageSource {
    int size();

    /** Opens image {@code i}; the caller closes it. */
    MemoryImage open(int i) throws IOException;

    /**
     * A checkpoint sequence's snapshots as memory images of the tensors every snapshot holds (see
     * {@link SharedTensorImages}; all tensors when the layout never changes).
     */
    static ImageSource of(SnapshotSequence seq) throws IOException {
        return SharedTensorImages.of(seq);
    }

    /** The checkpoints found in a directory. */
    static ImageSource ofDirectory(Path dir) throws IOException {
        return of(SnapshotSequence.discover(dir));
    }
}
