package org.snapwear.codec.serve;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * The server's socket file, {@code DIR/.snapwear-serve.sock}: bound in a private directory (mode 0700), made
 * owner-only (0600) and only then renamed into place, so no other user can connect even for an instant; the rename
 * replaces a stale socket a killed server left (nothing answers on it), while a live server's is refused.
 */
final class ServerSocketFile {
    /** The socket's name in the store directory; names starting with it are the server's own files. */
    static final String NAME = ".snapwear-serve.sock";
    /** Prefix of the private directory the socket is bound in before its rename. */
    static final String BIND_DIR_PREFIX = ".snapwear-serve-";
    /** What the kernel takes as a socket path (sun_path holds 108 bytes with the terminating zero). */
    static final int MAX_PATH_BYTES = 107;

    private ServerSocketFile() {
    }

    /** The bound, listening channel at {@code dir/NAME}, and the socket file's identity (to remove only ours). */
    record Bound(ServerSocketChannel channel, Path socket, Object fileKey) {
    }

    static Bound bind(Path dir) throws IOException {
        Path socket = dir.toAbsolutePath().resolve(NAME);
        requireOwnDirectory(dir);
        if (Files.exists(socket, LinkOption.NOFOLLOW_LINKS)) {
            BasicFileAttributes a = Files.readAttributes(socket, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!a.isOther()) {
                throw new FileAlreadyExistsException(socket + ": exists and is not a socket; not replaced");
            }
            if (answers(socket)) {
                throw new IOException(socket + ": a server for this store is already running");
            }
            // stale (its server was killed): the rename below replaces it
        }
        Path bindDir = dir.toAbsolutePath().resolve(BIND_DIR_PREFIX + ProcessHandle.current().pid());
        Path tmp = bindDir.resolve("s");
        if (tmp.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8).length > MAX_PATH_BYTES) {
            throw new IOException(socket + ": the path is too long for a Unix domain socket (at most "
                    + (MAX_PATH_BYTES - (tmp.toString().length() - socket.toString().length())) + " characters here)");
        }
        removeTree(bindDir); // a killed server of the same pid (after a reboot) left it
        Files.createDirectory(bindDir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        ServerSocketChannel ch = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            ch.bind(UnixDomainSocketAddress.of(tmp));
            Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-------"));
            Files.move(tmp, socket, StandardCopyOption.ATOMIC_MOVE);
            Object key = Files.readAttributes(socket, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
            return new Bound(ch, socket, key);
        } catch (IOException | RuntimeException e) {
            ch.close();
            throw e;
        } finally {
            removeTree(bindDir);
        }
    }

    /** Removes the socket file if it is still the one this server bound (another may have replaced it). */
    static void remove(Bound b) throws IOException {
        try {
            Object key = Files.readAttributes(b.socket(), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
                    .fileKey();
            if (key != null && key.equals(b.fileKey())) {
                Files.deleteIfExists(b.socket());
            }
        } catch (java.nio.file.NoSuchFileException e) {
            // already gone
        }
    }

    /** True if a server accepts a connection on the socket. */
    static boolean answers(Path socket) {
        try (SocketChannel c = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            return c.isConnected();
        } catch (IOException e) {
            return false; // ECONNREFUSED: nothing listens, the file is stale
        }
    }

    private static void requireOwnDirectory(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new java.nio.file.NoSuchFileException(dir + ": no such store directory");
        }
        String owner = Files.getOwner(dir).getName();
        String me = System.getProperty("user.name");
        if (!owner.equals(me)) {
            throw new IOException(dir + ": owned by " + owner + ", not by " + me + "; the server puts its socket only "
                    + "in a directory of its own user");
        }
    }

    private static void removeTree(Path bindDir) throws IOException {
        if (Files.isDirectory(bindDir, LinkOption.NOFOLLOW_LINKS)) {
            try (var s = Files.list(bindDir)) {
                for (Path p : s.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(bindDir);
        }
    }
}
