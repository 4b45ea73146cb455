package org.snapwear.gpu.buddy;

import java.io.IOException;
import java.nio.file.Path;

import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.gpu.image.MemoryImages;
import org.snapwear.trace.sequence.SnapshotSequence;

/** An ordered series of memory images opened one at a time (a checkpoint sequence, or generated steps). */
public interface ImageSource {
    int size();

    /** Opens image {@code i}; the caller closes it. */
    MemoryImage open(int i) throws IOException;

    /** A checkpoint directory's snapshots as memory images. */
    static ImageSource of(SnapshotSequence seq) {
        return new ImageSource() {
            @Override
            public int size() {
                return seq.size();
            }

            @Override
            public MemoryImage open(int i) throws IOException {
                return MemoryImages.fromSnapshot(seq.open(i));
            }
        };
    }

    /** The checkpoints found in a directory. */
    static ImageSource ofDirectory(Path dir) throws IOException {
        return of(SnapshotSequence.discover(dir));
    }
}
