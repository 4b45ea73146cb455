package org.snapwear.codec.scheme;

/**
 * One container of a simulated save (see {@link SnapshotPart}): what encoded which tensors against how many
 * references, and how many bytes it took.
 *
 * @param codec      codec id
 * @param references reference snapshots it was encoded against (0 = stored alone)
 * @param tensors    number of tensors in the part
 * @param rawBytes   their data bytes
 * @param bytes      container bytes written
 */
public record PartRecord(String codec, int references, int tensors, long rawBytes, long bytes) {
}
