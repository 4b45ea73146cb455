package org.snapwear.study.outcome;

import java.io.Serializable;

/**
 * One scheme evaluated on one device ({@link SchemeEvaluation#evaluate}): the scheme's totals over the run and what
 * the device measured. The one result type of the schemes table, the snap_dis sweep, the cell-wise sweep and the
 * run overview; their columns are {@link OutcomeColumns}, the Table 10 rule over it is {@link SnapDisRule}.
 *
 * @param codec               codec of delta snapshots
 * @param baselineCodec       codec of baselines
 * @param mode                full, progressive or chain
 * @param snapDis             snap_dis
 * @param snapshots           snapshots saved
 * @param rawBytes            tensor bytes of all snapshots
 * @param writtenBytes        bytes written (containers included, as {@code snapwear compress} reports)
 * @param writtenPct          100 x written / raw
 * @param peakUsefulBytes     largest useful storage after any save
 * @param peakUsefulSnapshots the peak in raw snapshot sizes ({@link SchemeStream#maxUsefulSnapshots})
 * @param verified            every snapshot round-tripped bit-exactly
 * @param ssd                 what the device measured, or null if the device could not take the stream
 * @param failure             why the device could not take the stream (too small for it, a warm-up it cannot
 *                            take, garbage collection that cannot reclaim a block), or null
 */
public record SchemeOutcome(String codec, String baselineCodec, String mode, int snapDis, int snapshots,
        long rawBytes, long writtenBytes, double writtenPct, long peakUsefulBytes, double peakUsefulSnapshots,
        boolean verified, DeviceOutcome ssd, String failure) implements Serializable {

    private static final long serialVersionUID = 1L;

    public SchemeOutcome {
        if ((ssd == null) == (failure == null)) {
            throw new IllegalArgumentException("an outcome has either device figures or a failure");
        }
    }

    /** The stream's outcome on a device that measured {@code ssd}. */
    public static SchemeOutcome of(SchemeStream s, DeviceOutcome ssd) {
        return new SchemeOutcome(s.codec(), s.baselineCodec(), s.mode(), s.snapDis(), s.saves().size(),
                s.rawBytes(), s.writtenBytes(), s.writtenPct(), s.maxUsefulBytes(), s.maxUsefulSnapshots(),
                s.verified(), ssd, null);
    }

    /**
     * The outcome of a stream its device could not take, as fio records a job that failed and goes on: the
     * stream's figures (they do not depend on the device) and the reason.
     */
    public static SchemeOutcome failed(SchemeStream s, String reason) {
        return new SchemeOutcome(s.codec(), s.baselineCodec(), s.mode(), s.snapDis(), s.saves().size(),
                s.rawBytes(), s.writtenBytes(), s.writtenPct(), s.maxUsefulBytes(), s.maxUsefulSnapshots(),
                s.verified(), null, reason == null ? "failed" : reason);
    }

    /** Whether the device took the stream (its figures are measurements). */
    public boolean ran() {
        return failure == null;
    }

    /** {@code chain dynrle/huffman-exp snap_dis 4}: how a verdict names a scheme. */
    public String label() {
        return "full".equals(mode) ? "full " + baselineCodec
                : mode + " " + codec + "/" + baselineCodec + " snap_dis " + snapDis;
    }

    /** Whether the peak useful storage is at most {@code capSnapshots} raw snapshots. */
    public boolean withinCap(double capSnapshots) {
        return peakUsefulSnapshots <= capSnapshots;
    }

    /** Mean bytes written per checkpoint. */
    public double bytesPerCheckpoint() {
        return snapshots == 0 ? 0 : (double) writtenBytes / snapshots;
    }
}
