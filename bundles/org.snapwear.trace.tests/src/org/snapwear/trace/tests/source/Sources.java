package org.snapwear.trace.tests.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.snapwear.trace.source.ByteArraySource;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** Shared helpers: in-memory copies of files, and comparisons of what a path and a source read gave. */
final class Sources {
    /** A prefix no local path has, so a message that names it cannot have come from a local file. */
    static final String SCHEME = "mem://cluster/";

    private Sources() {
    }

    /** The file's bytes in memory, named like a remote object whose last component is the file name. */
    static ByteArraySource inMemory(Path f) throws IOException {
        return new ByteArraySource(SCHEME + f.getFileName(), Files.readAllBytes(f));
    }

    /** Same tensor descriptions in the same order, and bit-identical data. */
    static void assertSameSnapshot(Snapshot expected, Snapshot actual) {
        assertEquals(expected.infos(), actual.infos());
        List<Tensor> a = expected.tensors();
        List<Tensor> b = actual.tensors();
        for (int i = 0; i < a.size(); i++) {
            // ByteBuffer.equals compares the remaining bytes one by one
            assertEquals(a.get(i).data(), b.get(i).data(), "data of " + a.get(i).name());
        }
    }

    /** One read's result: a value or a format error. */
    record Outcome<T>(T value, CheckpointFormatException error) {
    }

    interface Read<T> {
        T get() throws IOException;
    }

    static <T> Outcome<T> outcome(Read<T> r) throws IOException {
        try {
            return new Outcome<>(r.get(), null);
        } catch (CheckpointFormatException e) {
            return new Outcome<>(null, e);
        }
    }

    /**
     * The source failed exactly where and why the path failed, in one line that names the source (not a local
     * file), or both succeeded.
     */
    static void assertSameFailure(Outcome<?> byPath, Outcome<?> bySource, String sourceName) {
        if (byPath.error() == null) {
            if (bySource.error() != null) {
                fail("the path read succeeded, the source read failed: " + bySource.error().getMessage());
            }
            return;
        }
        CheckpointFormatException p = byPath.error();
        CheckpointFormatException s = bySource.error();
        assertNotNull(s, "the path read failed (" + p.getMessage() + "), the source read did not");
        assertEquals(p.reason(), s.reason());
        assertEquals(p.offset(), s.offset(), s.getMessage());
        assertEquals(sourceName, s.source());
        assertNull(s.file(), "an in-memory source has no local file");
        assertTrue(s.getMessage().startsWith(sourceName + " at offset " + s.offset() + ": "), s.getMessage());
        assertFalse(s.getMessage().contains("\n"), s.getMessage());
    }
}
