package org.snapwear.headless.commands.flash;

import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordJson;
import org.snapwear.study.fields.FieldWriter;
import org.snapwear.study.sim.SsdReport;

import com.google.gson.annotations.JsonAdapter;

/**
 * {@code snapwear ssd --synthetic uniform}: the device report with the write counters of the measured window
 * (after the settle writes), the totals, and the LRW/FIFO formula next to it.
 *
 * @param effectiveAlpha        null without a GC threshold (then the formula uses alpha alone)
 * @param theoryFifoWaEffective null without a GC threshold
 */
@JsonAdapter(FieldRecordJson.class)
record SteadyStateReport(SsdReport device, long totalHostPagesWritten, long totalFlashPagesProgrammed,
        long settleWrites, long measuredWrites, double alpha, double theoryFifoWa, Double effectiveAlpha,
        Double theoryFifoWaEffective) implements FieldRecord {

    @Override
    public void writeFields(FieldWriter out) {
        device.writeFields(out);
        out.number("total_host_pages_written", totalHostPagesWritten)
                .number("total_flash_pages_programmed", totalFlashPagesProgrammed)
                .number("settle_writes", settleWrites).number("measured_writes", measuredWrites)
                .number("alpha", alpha).number("theory_fifo_wa", theoryFifoWa);
        if (effectiveAlpha != null) {
            out.number("effective_alpha", effectiveAlpha).number("theory_fifo_wa_effective", theoryFifoWaEffective);
        }
    }
}
