package org.snapwear.trace.tests.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.snapwear.trace.io.DurableIo;

/**
 * The real file system with every operation logged ("create NAME", "write", "force", "close", "move NAME",
 * "sync DIR", "delete NAME"; names without the UUID of temp files), and optional failures.
 */
final class RecordingIo implements DurableIo {
    private final DurableIo real = DurableIo.local();
    final List<String> log = Collections.synchronizedList(new ArrayList<>());
    final List<Path> created = Collections.synchronizedList(new ArrayList<>());
    volatile boolean failSync;
    volatile boolean failMove;

    @Override
    public WritableFile create(Path file) throws IOException {
        created.add(file);
        log.add("create " + file.getFileName());
        WritableFile f = real.create(file);
        return new WritableFile() {
            @Override
            public void write(ByteBuffer src) throws IOException {
                log.add("write");
                f.write(src);
            }

            @Override
            public void force() throws IOException {
                log.add("force");
                f.force();
            }

            @Override
            public void close() throws IOException {
                log.add("close");
                f.close();
            }
        };
    }

    @Override
    public void atomicMove(Path source, Path target) throws IOException {
        log.add("move " + target.getFileName());
        if (failMove) {
            throw new IOException("injected rename failure");
        }
        real.atomicMove(source, target);
    }

    @Override
    public void syncDirectory(Path dir) throws IOException {
        log.add("sync " + dir.getFileName());
        if (failSync) {
            throw new IOException("injected sync failure");
        }
        real.syncDirectory(dir);
    }

    @Override
    public void delete(Path file) throws IOException {
        log.add("delete " + file.getFileName());
        real.delete(file);
    }
}
