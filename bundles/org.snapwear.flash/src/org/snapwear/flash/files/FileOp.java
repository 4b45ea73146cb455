package org.snapwear.flash.files;

/**
 * One operation of a checkpoint-save stream.
 *
 * @param kind      write (create or replace), read (restore) or delete
 * @param name      file name
 * @param bytes     size for writes (>= 0); ignored otherwise
 * @param timeNanos arrival time, or -1 for "when the previous operation has completed" (a sequential writer)
 */
public record FileOp(Kind kind, String name, long bytes, long timeNanos) {

    /** Operation kinds. */
    public enum Kind { WRITE, READ, DELETE }

    public FileOp {
        if (kind == null || name == null || name.isEmpty()) {
            throw new IllegalArgumentException("file op needs a kind and a name");
        }
        if (kind == Kind.WRITE && bytes < 0) {
            throw new IllegalArgumentException("negative size for " + name);
        }
    }

    public static FileOp write(String name, long bytes) {
        return new FileOp(Kind.WRITE, name, bytes, -1);
    }

    public static FileOp write(String name, long bytes, long timeNanos) {
        return new FileOp(Kind.WRITE, name, bytes, timeNanos);
    }

    public static FileOp read(String name) {
        return new FileOp(Kind.READ, name, 0, -1);
    }

    public static FileOp delete(String name) {
        return new FileOp(Kind.DELETE, name, 0, -1);
    }
}
