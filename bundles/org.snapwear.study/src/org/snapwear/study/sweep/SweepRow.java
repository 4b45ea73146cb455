package org.snapwear.study.sweep;

import java.io.Serializable;

import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordJson;
import org.snapwear.study.fields.FieldWriter;

import com.google.gson.annotations.JsonAdapter;

/**
 * The result of one sweep cell: its settings, the scheme totals of its stream and what the device measured when
 * the stream was replayed (the counters of {@code snapwear ssd --sequence}), plus Table 9's save and restore
 * times from a replay that also reads back what a restore loads (as the study's {@code schemes} table).
 *
 * @param cell                 the cell
 * @param codec                codec of delta snapshots
 * @param baselineCodec        codec of baselines
 * @param mode                 scheme mode
 * @param snapshots            saves in the stream
 * @param rawBytes             tensor bytes of all snapshots
 * @param writtenBytes         bytes the scheme wrote
 * @param writtenPct           100 x written / raw
 * @param maxUsefulBytes       peak useful storage
 * @param physicalPages        the device's physical pages
 * @param userPages            its user pages
 * @param hostPagesWritten     pages the host wrote
 * @param flashPagesProgrammed pages programmed, GC copies included
 * @param writeAmplification   flash / host pages
 * @param erases               block erases
 * @param eraseMin             fewest erases of a block
 * @param eraseMean            mean erases per block
 * @param eraseMax             most erases of a block
 * @param gcInvocations        garbage collections
 * @param gcCopiedPages        valid pages GC moved
 * @param simTimeMs            simulated time of the run
 * @param storedPages          pages the kept files hold at the end
 * @param saveMsTotal          sum of the save times
 * @param restoreMsMax         the longest restore of a latest snapshot
 * @param verified             every snapshot round-tripped bit-exactly
 * @param failure              why the cell could not run (its device could not hold the stream, ...), or null if
 *                             it ran; a failed cell keeps its stream's figures, its device figures are zero and
 *                             the report leaves them empty
 */
@JsonAdapter(FieldRecordJson.class)
public record SweepRow(SweepCell cell, String codec, String baselineCodec, String mode, int snapshots, long rawBytes,
        long writtenBytes, double writtenPct, long maxUsefulBytes, int physicalPages, int userPages,
        long hostPagesWritten, long flashPagesProgrammed, double writeAmplification, long erases, int eraseMin,
        double eraseMean, int eraseMax, long gcInvocations, long gcCopiedPages, double simTimeMs, long storedPages,
        double saveMsTotal, double restoreMsMax, boolean verified, String failure)
        implements Serializable, FieldRecord {

    private static final long serialVersionUID = 2L;

    /**
     * The row of a cell that could not run, as fio records a job that failed and goes on: the stream's figures
     * (they do not depend on the device) and the reason.
     */
    public static SweepRow failed(SweepCell cell, SaveStream stream, String reason) {
        return new SweepRow(cell, stream.deltaCodec(), stream.baselineCodec(), stream.mode(), stream.saves().size(),
                stream.rawBytes(), stream.writtenBytes(), stream.writtenPct(), stream.maxUsefulBytes(), 0, 0, 0, 0,
                Double.NaN, 0, 0, Double.NaN, 0, 0, 0, Double.NaN, 0, Double.NaN, Double.NaN, stream.verified(),
                reason);
    }

    /** Whether the cell ran (its device figures are measurements). */
    public boolean ran() {
        return failure == null;
    }

    @Override
    public void writeFields(FieldWriter out) {
        out.number("index", cell.index()).text("scheme", cell.scheme()).text("scheme_spec", cell.schemeSpec())
                .text("codec", codec).text("baseline_codec", baselineCodec).text("mode", mode)
                .number("snap_dis", cell.snapDis()).text("policy", cell.policyId())
                .number("over_provisioning", cell.overProvisioning()).number("gc_threshold", cell.gcThreshold())
                .number("blocks_per_chip", cell.blocksPerChip()).text("warmup", cell.warmup().id())
                .number("snapshots", snapshots).number("raw_bytes", rawBytes).number("written_bytes", writtenBytes)
                .number("written_pct", writtenPct).number("max_useful_bytes", maxUsefulBytes)
                .number("physical_pages", physicalPages).number("user_pages", userPages)
                .number("host_pages_written", hostPagesWritten).number("flash_pages_programmed", flashPagesProgrammed)
                .number("write_amplification", writeAmplification).number("erases", erases)
                .number("erase_min", eraseMin).number("erase_mean", eraseMean).number("erase_max", eraseMax)
                .number("gc_invocations", gcInvocations).number("gc_copied_pages", gcCopiedPages)
                .number("sim_time_ms", simTimeMs).number("stored_pages", storedPages)
                .number("save_ms_total", saveMsTotal).number("restore_ms_max", restoreMsMax)
                .flag("verified", verified);
        if (failure != null) {
            out.text("failure", failure);
        }
    }
}
