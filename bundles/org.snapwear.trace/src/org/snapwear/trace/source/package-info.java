/**
 * Where checkpoint bytes come from when they are not (only) a local file: {@link org.snapwear.trace.source.ByteSource}
 * (positional, thread-safe reads of one file's bytes, e.g. a Hadoop stream or HTTP range requests), its local-file
 * and in-memory forms, a read-only channel over it for zip libraries, and
 * {@link org.snapwear.trace.source.SourceTree} (a checkpoint directory listed from anywhere). Plain Java: no OSGi,
 * Eclipse or Hadoop types, so a cluster module implements these interfaces over its own file system.
 */
package org.snapwear.trace.source;
