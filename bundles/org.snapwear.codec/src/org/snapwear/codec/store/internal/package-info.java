/**
 * The store directory's I/O, for the store and its tests only (exported with {@code x-friends} to
 * {@code org.snapwear.codec.tests}): {@code StoreDirectory} (durable writes with CRC32C and write-behind, the one
 * checked read of a stored file, deletes, syncs), {@code StoredFile} (what a checked read needs of a manifest
 * record), {@code FileCheck} (presence, size and CRC32C against the record), {@code ContentCrc32c} (a CRC32C that
 * leaves out a trailer), {@code CountingOutput}, {@code WriteBehind} and {@code StoreFiles} (the names of store
 * files). It uses nothing of the store above it.
 */
package org.snapwear.codec.store.internal;
