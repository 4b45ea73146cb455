package org.snapwear.study.overview;

/**
 * One simulated scheme over the whole run (Algorithm 2 with verified round trips) and its save stream replayed on
 * the SSD.
 *
 * @param codec               delta codec
 * @param baselineCodec       baseline codec
 * @param mode                full, progressive or chain
 * @param snapDis             snap_dis
 * @param snapshots           snapshots saved
 * @param rawBytes            tensor bytes of all snapshots
 * @param writtenBytes        bytes written (containers included, as {@code snapwear compress} reports)
 * @param writtenPct          100 * written / raw
 * @param peakUsefulBytes     largest useful storage after any save
 * @param peakUsefulSnapshots the peak in raw snapshot sizes (compared with the storage cap)
 * @param verified            every snapshot round-tripped bit-exactly
 * @param ssd                 the SSD replay of its save stream
 */
public record SchemeOutcome(String codec, String baselineCodec, String mode, int snapDis, int snapshots,
        long rawBytes, long writtenBytes, double writtenPct, long peakUsefulBytes, double peakUsefulSnapshots,
        boolean verified, SsdOutcome ssd) {

    /** {@code chain dynrle/huffman-exp snap_dis 4}: how the verdict names a scheme. */
    public String label() {
        return "full".equals(mode) ? "full " + baselineCodec
                : mode + " " + codec + "/" + baselineCodec + " snap_dis " + snapDis;
    }

    public boolean withinCap(double capSnapshots) {
        return peakUsefulSnapshots <= capSnapshots;
    }

    /** Mean bytes written per checkpoint. */
    public double bytesPerCheckpoint() {
        return snapshots == 0 ? 0 : (double) writtenBytes / snapshots;
    }
}
