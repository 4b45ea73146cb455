package org.snapwear.codec.store.internal;

/**
 * What the manifest records of one stored file, all a checked read needs.
 *
 * @param file            its name in the store directory
 * @param size            its size in bytes
 * @param crc32c          CRC32C of its content without the last {@code crcTrailerBytes} bytes, 8 hex digits
 * @param crcTrailerBytes bytes at its end the CRC32C leaves out (a codec container's own CRC32C trailer)
 */
public record StoredFile(String file, long size, String crc32c, int crcTrailerBytes) {
}
