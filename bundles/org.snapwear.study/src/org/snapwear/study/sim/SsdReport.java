package org.snapwear.study.sim;

import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.SsdMetrics;
import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordJson;
import org.snapwear.study.fields.FieldWriter;

import com.google.gson.annotations.JsonAdapter;

/**
 * What an SSD run measured and the device it ran on: the counters of {@link SsdMetrics} and the geometry that
 * gives them meaning. The fields of {@code snapwear ssd --json}, in that order; runs that add fields (a save
 * stream's files, a trace's request count) wrap it.
 *
 * @param mode what was replayed: trace, saves, sequence or synthetic-uniform
 * @param policy the victim policy in CLI spelling (greedy, cost-benefit, ...)
 */
@JsonAdapter(FieldRecordJson.class)
public record SsdReport(String mode, String policy, long hostPagesWritten, long flashPagesProgrammed,
        double writeAmplification, long erases, int eraseMin, double eraseMean, int eraseMax, long gcInvocations,
        long gcCopiedPages, long wearLevelMigrations, long hostPagesRead, long hostPagesTrimmed, double simTimeMs,
        double readTimeMs, double writeTimeMs, double eraseTimeMs, double transferTimeMs, int physicalPages,
        int userPages, double overProvisioning, String opConvention, int gcThresholdBlocksPerChip)
        implements FieldRecord {

    /** The report of a device after a run, from its metrics {@code m} (usually {@code ssd.metrics()}). */
    public static SsdReport of(String mode, Ssd ssd, SsdMetrics m) {
        SsdConfig c = ssd.config();
        return new SsdReport(mode, c.policy().id(),
                m.hostPagesWritten(), m.flashPagesProgrammed(), m.writeAmplification(), m.erases(), m.eraseMin(),
                m.eraseMean(), m.eraseMax(), m.gcInvocations(), m.gcCopiedPages(), m.wearLevelMigrations(),
                m.hostPagesRead(), m.hostPagesTrimmed(), m.simTimeMs(), m.readTimeMs(), m.writeTimeMs(),
                m.eraseTimeMs(), m.transferTimeMs(), c.physicalPages(), c.userPages(), c.overProvisioning(),
                c.opConvention().name(), c.gcThresholdBlocks());
    }

    /** The same report under another mode name. */
    public SsdReport withMode(String newMode) {
        return new SsdReport(newMode, policy, hostPagesWritten, flashPagesProgrammed, writeAmplification, erases,
                eraseMin, eraseMean, eraseMax, gcInvocations, gcCopiedPages, wearLevelMigrations, hostPagesRead,
                hostPagesTrimmed, simTimeMs, readTimeMs, writeTimeMs, eraseTimeMs, transferTimeMs, physicalPages,
                userPages, overProvisioning, opConvention, gcThresholdBlocksPerChip);
    }

    /**
     * The same report with the write counters of a measured window only (a synthetic run's steady state, after
     * the writes that fill the device).
     */
    public SsdReport measured(long hostPages, long flashPages, double wa) {
        return new SsdReport(mode, policy, hostPages, flashPages, wa, erases, eraseMin, eraseMean, eraseMax,
                gcInvocations, gcCopiedPages, wearLevelMigrations, hostPagesRead, hostPagesTrimmed, simTimeMs,
                readTimeMs, writeTimeMs, eraseTimeMs, transferTimeMs, physicalPages, userPages, overProvisioning,
                opConvention, gcThresholdBlocksPerChip);
    }

    @Override
    public void writeFields(FieldWriter out) {
        out.text("mode", mode).text("policy", policy).number("host_pages_written", hostPagesWritten)
                .number("flash_pages_programmed", flashPagesProgrammed)
                .number("write_amplification", writeAmplification).number("erases", erases)
                .number("erase_min", eraseMin).number("erase_mean", eraseMean).number("erase_max", eraseMax)
                .number("gc_invocations", gcInvocations).number("gc_copied_pages", gcCopiedPages)
                .number("wear_level_migrations", wearLevelMigrations).number("host_pages_read", hostPagesRead)
                .number("host_pages_trimmed", hostPagesTrimmed).number("sim_time_ms", simTimeMs)
                .number("read_time_ms", readTimeMs).number("write_time_ms", writeTimeMs)
                .number("erase_time_ms", eraseTimeMs).number("transfer_time_ms", transferTimeMs)
                .number("physical_pages", physicalPages).number("user_pages", userPages)
                .number("over_provisioning", overProvisioning).text("op_convention", opConvention)
                .number("gc_threshold_blocks_per_chip", gcThresholdBlocksPerChip);
    }
}
