package org.snapwear.flash.ssd;

/**
 * Mutable settings of an {@link SsdConfig}, by name instead of position; {@link #build()} checks them (the
 * checks are the record's). Start from {@link SsdConfig#builder()} (Table 4 / Table 8 defaults) or
 * {@link SsdConfig#toBuilder()}.
 */
public final class SsdConfigBuilder {
    private int channels;
    private int chipsPerChannel;
    private int blocksPerChip;
    private int pagesPerBlock;
    private int pageBytes;
    private double byteTransferMs;
    private double pageReadMs;
    private double pageWriteMs;
    private double blockEraseMs;
    private HostTiming hostTiming;
    private double overProvisioning;
    private OverProvisioning opConvention;
    private double gcThreshold;
    private VictimPolicy policy;
    private int dChoices;
    private int wearLevelThreshold;
    private long seed;

    SsdConfigBuilder(SsdConfig c) {
        geometry(c.geometry());
        timing(c.timing());
        ftl(c.ftl());
        seed = c.seed();
    }

    public SsdConfigBuilder geometry(SsdGeometry g) {
        channels = g.channels();
        chipsPerChannel = g.chipsPerChannel();
        blocksPerChip = g.blocksPerChip();
        pagesPerBlock = g.pagesPerBlock();
        pageBytes = g.pageBytes();
        return this;
    }

    public SsdConfigBuilder timing(SsdTiming t) {
        byteTransferMs = t.byteTransferMs();
        pageReadMs = t.pageReadMs();
        pageWriteMs = t.pageWriteMs();
        blockEraseMs = t.blockEraseMs();
        hostTiming = t.hostTiming();
        return this;
    }

    public SsdConfigBuilder ftl(FtlPolicy f) {
        overProvisioning = f.overProvisioning();
        opConvention = f.opConvention();
        gcThreshold = f.gcThreshold();
        policy = f.policy();
        dChoices = f.dChoices();
        wearLevelThreshold = f.wearLevelThreshold();
        return this;
    }

    public SsdConfigBuilder channels(int v) {
        channels = v;
        return this;
    }

    public SsdConfigBuilder chipsPerChannel(int v) {
        chipsPerChannel = v;
        return this;
    }

    public SsdConfigBuilder blocksPerChip(int v) {
        blocksPerChip = v;
        return this;
    }

    public SsdConfigBuilder pagesPerBlock(int v) {
        pagesPerBlock = v;
        return this;
    }

    public SsdConfigBuilder pageBytes(int v) {
        pageBytes = v;
        return this;
    }

    public SsdConfigBuilder byteTransferMs(double v) {
        byteTransferMs = v;
        return this;
    }

    public SsdConfigBuilder pageReadMs(double v) {
        pageReadMs = v;
        return this;
    }

    public SsdConfigBuilder pageWriteMs(double v) {
        pageWriteMs = v;
        return this;
    }

    public SsdConfigBuilder blockEraseMs(double v) {
        blockEraseMs = v;
        return this;
    }

    public SsdConfigBuilder hostTiming(HostTiming v) {
        hostTiming = v;
        return this;
    }

    /** Spare fraction and the convention it is read with (they only make sense together). */
    public SsdConfigBuilder overProvisioning(double op, OverProvisioning convention) {
        overProvisioning = op;
        opConvention = convention;
        return this;
    }

    public SsdConfigBuilder overProvisioning(double v) {
        overProvisioning = v;
        return this;
    }

    public SsdConfigBuilder opConvention(OverProvisioning v) {
        opConvention = v;
        return this;
    }

    public SsdConfigBuilder gcThreshold(double v) {
        gcThreshold = v;
        return this;
    }

    public SsdConfigBuilder policy(VictimPolicy v) {
        policy = v;
        return this;
    }

    public SsdConfigBuilder dChoices(int v) {
        dChoices = v;
        return this;
    }

    public SsdConfigBuilder wearLevelThreshold(int v) {
        wearLevelThreshold = v;
        return this;
    }

    public SsdConfigBuilder seed(long v) {
        seed = v;
        return this;
    }

    /** @throws IllegalArgumentException if the settings do not describe a device (see {@link SsdConfig}) */
    public SsdConfig build() {
        return new SsdConfig(new SsdGeometry(channels, chipsPerChannel, blocksPerChip, pagesPerBlock, pageBytes),
                new SsdTiming(byteTransferMs, pageReadMs, pageWriteMs, blockEraseMs, hostTiming),
                new FtlPolicy(overProvisioning, opConvention, gcThreshold, policy, dChoices, wearLevelThreshold), seed);
    }
}
