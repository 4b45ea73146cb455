package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.file.Path;

import org.snapwear.trace.io.DurableIo;

/**
 * The few file operations the store performs, behind an interface so tests can inject failures (disk full,
 * failed rename) at exact points. They are those of a durable write ({@link DurableIo}), so the store's writes go
 * through {@link org.snapwear.trace.io.DurableFiles} like every other file Snapwear writes. {@link LocalStoreIo} is
 * the real implementation.
 */
public interface StoreIo extends DurableIo {

    /** Creates a new file for writing (it must not exist). */
    @Override
    WritableFile create(Path file) throws IOException;

    /** A file being written. */
    interface WritableFile extends DurableIo.WritableFile {
    }
}
