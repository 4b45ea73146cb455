package org.snapwear.codec.scheme;

import java.util.List;

/**
 * Totals of a simulated run.
 *
 * @param mode                 scheme mode id
 * @param snapDis              snap_dis
 * @param unit                 iterations between snapshots
 * @param deltaCodec           codec of delta snapshots
 * @param baselineCodec        codec of baseline snapshots
 * @param rawBytes             sum of the snapshots' tensor bytes
 * @param writtenBytes         sum of bytes written
 * @param writtenPct           100 * written / raw
 * @param payloadBytes         sum of codec payloads (written minus container overhead)
 * @param encodeMbPerS         raw MB (10^6 bytes) encoded per second of encode time
 * @param decodeMbPerS         raw MB decoded per second of decode time
 * @param maxUsefulStorageBytes largest useful storage seen after any save
 * @param allVerified          every snapshot round-tripped bit-exactly
 * @param saves                per-save accounting
 */
public record SimulationResult(String mode, int snapDis, long unit, String deltaCodec, String baselineCodec,
        long rawBytes, long writtenBytes, double writtenPct, long payloadBytes, double encodeMbPerS,
        double decodeMbPerS, long maxUsefulStorageBytes, boolean allVerified, List<SaveRecord> saves) {

    /**
     * Raw and written bytes per tensor role over the whole run, roles in {@link org.snapwear.trace.checkpoint.TensorRole}
     * order, then the container row (headers and trailers); the written bytes add up to {@link #writtenBytes}.
     */
    public List<RoleVolume> roles() {
        return RoleVolume.sum(saves.stream().map(SaveRecord::roles).toList());
    }
}
