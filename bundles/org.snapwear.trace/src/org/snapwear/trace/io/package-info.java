/**
 * Low-level file and byte formats every Snapwear bundle shares: {@link org.snapwear.trace.io.DurableFiles}, the one
 * way Snapwear writes a file so that after a crash it is either absent or complete (unique temp file in the same
 * directory, fsync, atomic rename, directory fsync), with {@link org.snapwear.trace.io.DurableIo} as the seam tests
 * use to observe or fail those steps; {@link org.snapwear.trace.io.FileTrees}, the one way a directory tree is removed
 * (links deleted, never followed; the first error stops it, naming the path); and {@link org.snapwear.trace.io.Varint},
 * the one unsigned LEB128 codec.
 */
package org.snapwear.trace.io;
