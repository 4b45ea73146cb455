package org.snapwear.study.mapping;

import org.snapwear.flash.ssd.HostTiming;
import org.snapwear.flash.ssd.OverProvisioning;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.model.study.GcPolicy;
import org.snapwear.model.study.OverProvisioningConvention;
import org.snapwear.model.study.SsdSettings;
import org.snapwear.study.sim.ScaledDevice;

/**
 * {@link SsdSettings} to the flash engine's {@link SsdConfig} and {@link WarmupState}. Every attribute is mapped:
 * geometry (channels, chipsPerChannel, blocksPerChip, pagesPerBlock, pageBytes), timing (byteTransferMs,
 * pageReadMs, pageWriteMs, blockEraseMs), overProvisioning with opConvention, gcThreshold, gcPolicy, dChoices,
 * wearLevelThreshold, hostTiming and seed go into the config; warmupValid, warmupInvalid, warmupFree and
 * warmupLayout become the warm-up state.
 */
public final class SsdMapping {

    private SsdMapping() {
    }

    public static SsdConfig config(SsdSettings s) {
        return SsdConfig.builder().channels(s.getChannels()).chipsPerChannel(s.getChipsPerChannel())
                .blocksPerChip(s.getBlocksPerChip()).pagesPerBlock(s.getPagesPerBlock()).pageBytes(s.getPageBytes())
                .byteTransferMs(s.getByteTransferMs()).pageReadMs(s.getPageReadMs()).pageWriteMs(s.getPageWriteMs())
                .blockEraseMs(s.getBlockEraseMs()).overProvisioning(s.getOverProvisioning())
                .opConvention(convention(s.getOpConvention())).gcThreshold(s.getGcThreshold())
                .policy(policy(s.getGcPolicy())).dChoices(s.getDChoices()).wearLevelThreshold(s.getWearLevelThreshold())
                .hostTiming(hostTiming(s.getHostTiming())).seed(s.getSeed()).build();
    }

    /**
     * The warm-up state in blocks of the mapped device: valid = round(warmupValid x blocks), invalid =
     * round(warmupInvalid x blocks), and free takes the remainder, because the engine needs the three counts to add
     * up to the device exactly (warmupFree is only checked: the model allows fractions summing below 1, and blocks
     * nobody claims are erased blocks). All three fractions 0 means a fresh device: null (no warm-up).
     */
    public static WarmupState warmup(SsdSettings s) {
        if (s.getWarmupValid() == 0 && s.getWarmupInvalid() == 0 && s.getWarmupFree() == 0) {
            return null;
        }
        long total = (long) s.getChannels() * s.getChipsPerChannel() * s.getBlocksPerChip();
        long valid = Math.round(s.getWarmupValid() * total);
        long invalid = Math.round(s.getWarmupInvalid() * total);
        long free = total - valid - invalid;
        if (free < 0) {
            throw new IllegalArgumentException("SSD warm-up: valid " + s.getWarmupValid() + " + invalid "
                    + s.getWarmupInvalid() + " of " + total + " blocks leaves no room for free blocks");
        }
        return new WarmupState(valid, invalid, free, layout(s.getWarmupLayout()));
    }

    /**
     * Writes a scaled device (geometry and warm-up) into the settings, so that mapping them back gives exactly
     * {@code d}: the fractions are the block counts over the device's blocks. Timing, GC and seed are copied too.
     */
    public static void apply(ScaledDevice.Scaled d, SsdSettings s) {
        SsdConfig c = d.config();
        s.setChannels(c.channels());
        s.setChipsPerChannel(c.chipsPerChannel());
        s.setBlocksPerChip(c.blocksPerChip());
        s.setPagesPerBlock(c.pagesPerBlock());
        s.setPageBytes(c.pageBytes());
        s.setByteTransferMs(c.byteTransferMs());
        s.setPageReadMs(c.pageReadMs());
        s.setPageWriteMs(c.pageWriteMs());
        s.setBlockEraseMs(c.blockEraseMs());
        s.setOverProvisioning(c.overProvisioning());
        s.setOpConvention(c.opConvention() == OverProvisioning.SPARE_OVER_USER
                ? OverProvisioningConvention.SPARE_OVER_USER : OverProvisioningConvention.SPARE_OVER_TOTAL);
        s.setGcThreshold(c.gcThreshold());
        s.setGcPolicy(switch (c.policy()) {
            case GREEDY -> GcPolicy.GREEDY;
            case COST_BENEFIT -> GcPolicy.COST_BENEFIT;
            case FIFO -> GcPolicy.FIFO;
            case RANDOM -> GcPolicy.RANDOM;
            case D_CHOICES -> GcPolicy.DCHOICES;
        });
        s.setDChoices(c.dChoices());
        s.setWearLevelThreshold(c.wearLevelThreshold());
        s.setHostTiming(c.hostTiming() == HostTiming.PER_CHANNEL ? org.snapwear.model.study.HostTiming.PER_CHANNEL
                : org.snapwear.model.study.HostTiming.SHARED_HOST_BUS);
        s.setSeed(c.seed());
        double total = c.blocks();
        WarmupState w = d.warmup();
        s.setWarmupValid(w.validBlocks() / total);
        s.setWarmupInvalid(w.invalidBlocks() / total);
        s.setWarmupFree(w.freeBlocks() / total);
        s.setWarmupLayout(w.layout() == WarmupLayout.SEGREGATED ? org.snapwear.model.study.WarmupLayout.SEGREGATED
                : org.snapwear.model.study.WarmupLayout.MIXED);
    }

    public static VictimPolicy policy(GcPolicy p) {
        return switch (p) {
            case GREEDY -> VictimPolicy.GREEDY;
            case COST_BENEFIT -> VictimPolicy.COST_BENEFIT;
            case FIFO -> VictimPolicy.FIFO;
            case RANDOM -> VictimPolicy.RANDOM;
            case DCHOICES -> VictimPolicy.D_CHOICES;
        };
    }

    public static OverProvisioning convention(OverProvisioningConvention c) {
        return switch (c) {
            case SPARE_OVER_USER -> OverProvisioning.SPARE_OVER_USER;
            case SPARE_OVER_TOTAL -> OverProvisioning.SPARE_OVER_TOTAL;
        };
    }

    public static HostTiming hostTiming(org.snapwear.model.study.HostTiming t) {
        return switch (t) {
            case PER_CHANNEL -> HostTiming.PER_CHANNEL;
            case SHARED_HOST_BUS -> HostTiming.SHARED_HOST_BUS;
        };
    }

    public static WarmupLayout layout(org.snapwear.model.study.WarmupLayout l) {
        return switch (l) {
            case SEGREGATED -> WarmupLayout.SEGREGATED;
            case MIXED -> WarmupLayout.MIXED;
        };
    }
}
