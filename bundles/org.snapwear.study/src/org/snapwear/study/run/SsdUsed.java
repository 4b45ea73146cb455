package org.snapwear.study.run;

import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldWriter;

/**
 * The SSD a run used: the study's device as mapped to the simulator, and its warm-up.
 *
 * @param warmup null for a fresh device
 */
record SsdUsed(SsdConfig ssd, WarmupState warmup) implements FieldRecord {

    @Override
    public void writeFields(FieldWriter out) {
        out.number("channels", ssd.channels()).number("chips_per_channel", ssd.chipsPerChannel())
                .number("blocks_per_chip", ssd.blocksPerChip()).number("pages_per_block", ssd.pagesPerBlock())
                .number("page_bytes", ssd.pageBytes()).number("byte_transfer_ms", ssd.byteTransferMs())
                .number("page_read_ms", ssd.pageReadMs()).number("page_write_ms", ssd.pageWriteMs())
                .number("block_erase_ms", ssd.blockEraseMs()).number("over_provisioning", ssd.overProvisioning())
                .text("op_convention", ssd.opConvention().name()).number("gc_threshold", ssd.gcThreshold())
                .text("policy", ssd.policy().name()).number("d_choices", ssd.dChoices())
                .number("wear_level_threshold", ssd.wearLevelThreshold())
                .text("host_timing", ssd.hostTiming().name()).number("seed", ssd.seed());
        if (warmup != null) {
            out.number("warmup_valid_blocks", warmup.validBlocks())
                    .number("warmup_invalid_blocks", warmup.invalidBlocks())
                    .number("warmup_free_blocks", warmup.freeBlocks()).text("warmup_layout", warmup.layout().name());
        } else {
            out.text("warmup", "none (fresh device)");
        }
    }
}
