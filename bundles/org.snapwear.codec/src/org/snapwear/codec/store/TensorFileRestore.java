package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.io.DurableIo;

/**
 * Writes restored tensors (an entry saved as tensors only) to one safetensors file the way every restored file is
 * written: the content through the one durable write ({@link org.snapwear.trace.io.DurableFiles#write}: a temp file
 * forced to the device, renamed, the directory synced) into a temporary sibling of the target, then renamed into
 * place by {@link RestoreTarget#moveIntoPlace}, so a crash leaves the old target or the complete new file, never a
 * renamed file whose content was still in the page cache.
 */
final class TensorFileRestore {
    private TensorFileRestore() {
    }

    /** @param target the real target, checked by {@link RestoreTarget#check} */
    static void write(DurableIo io, RestoreResult r, Path target, boolean replace) throws IOException {
        Files.createDirectories(target.getParent()); // like mkdir -p, as a checkpoint restore
        Path tmp = RestoreTarget.tempSibling(target);
        try {
            org.snapwear.trace.io.DurableFiles.write(io, tmp.getParent(), tmp.getFileName().toString(),
                    out -> SafetensorsWriter.write(out, r.snapshot().tensors(), r.metadata()));
            RestoreTarget.moveIntoPlace(tmp, target, replace);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
