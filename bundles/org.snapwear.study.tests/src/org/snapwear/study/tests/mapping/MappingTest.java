package org.snapwear.study.tests.mapping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.XorRleCodec;
import org.snapwear.flash.ssd.HostTiming;
import org.snapwear.flash.ssd.OverProvisioning;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.gpu.buddy.TargetPolicy;
import org.snapwear.gpu.buddy.TargetRatio;
import org.snapwear.gpu.pccr.CompressionProfile;
import org.snapwear.gpu.pccr.PccrParameters;
import org.snapwear.model.study.BuddySettings;
import org.snapwear.model.study.BuddyTarget;
import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.CodecParameter;
import org.snapwear.model.study.CompressionSource;
import org.snapwear.model.study.GcPolicy;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.ModelKind;
import org.snapwear.model.study.OptimizerKind;
import org.snapwear.model.study.OverProvisioningConvention;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SlcCodec;
import org.snapwear.model.study.SlcSettings;
import org.snapwear.model.study.SnapshotDType;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.SsdSettings;
import org.snapwear.study.mapping.BuddyMapping;
import org.snapwear.study.mapping.ClusterMapping;
import org.snapwear.study.mapping.GeneratorMapping;
import org.snapwear.study.mapping.SchemeMapping;
import org.snapwear.study.mapping.SlcMapping;
import org.snapwear.study.mapping.SsdMapping;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.tensor.DType;

/** Every model attribute arrives in the engine config: each is set to a non-default value and read back. */
class MappingTest {
    private static final SnapwearFactory F = SnapwearFactory.eINSTANCE;

    @Test
    void ssdSettingsMapFieldByField() {
        SsdSettings s = F.createSsdSettings();
        s.setChannels(4);
        s.setChipsPerChannel(2);
        s.setBlocksPerChip(100);
        s.setPagesPerBlock(32);
        s.setPageBytes(8192);
        s.setByteTransferMs(0.00003);
        s.setPageReadMs(0.03);
        s.setPageWriteMs(0.25);
        s.setBlockEraseMs(2.0);
        s.setOverProvisioning(0.2);
        s.setOpConvention(OverProvisioningConvention.SPARE_OVER_TOTAL);
        s.setGcThreshold(0.1);
        s.setGcPolicy(GcPolicy.DCHOICES);
        s.setDChoices(5);
        s.setWearLevelThreshold(7);
        s.setHostTiming(org.snapwear.model.study.HostTiming.SHARED_HOST_BUS);
        s.setSeed(99);
        s.setWarmupValid(0.5);
        s.setWarmupInvalid(0.25);
        s.setWarmupFree(0.2);
        s.setWarmupLayout(org.snapwear.model.study.WarmupLayout.MIXED);
        SsdConfig c = SsdMapping.config(s);
        assertEquals(SsdConfig.builder().channels(4).chipsPerChannel(2).blocksPerChip(100).pagesPerBlock(32)
                .pageBytes(8192).byteTransferMs(0.00003).pageReadMs(0.03).pageWriteMs(0.25).blockEraseMs(2.0)
                .overProvisioning(0.2).opConvention(OverProvisioning.SPARE_OVER_TOTAL).gcThreshold(0.1)
                .policy(VictimPolicy.D_CHOICES).dChoices(5).wearLevelThreshold(7)
                .hostTiming(HostTiming.SHARED_HOST_BUS).seed(99).build(), c);
        // 800 blocks: 400 valid, 200 invalid, the remaining 200 free (0.2 x 800 = 160 plus the 40 nobody claims).
        assertEquals(new WarmupState(400, 200, 200, WarmupLayout.MIXED), SsdMapping.warmup(s));
    }

    @Test
    void everyEnumLiteralMaps() {
        assertEquals(List.of(VictimPolicy.GREEDY, VictimPolicy.COST_BENEFIT, VictimPolicy.FIFO, VictimPolicy.RANDOM,
                VictimPolicy.D_CHOICES), GcPolicy.VALUES.stream().map(SsdMapping::policy).toList());
        assertEquals(OverProvisioning.SPARE_OVER_USER, SsdMapping.convention(OverProvisioningConvention.SPARE_OVER_USER));
        assertEquals(HostTiming.PER_CHANNEL, SsdMapping.hostTiming(org.snapwear.model.study.HostTiming.PER_CHANNEL));
        assertEquals(WarmupLayout.SEGREGATED, SsdMapping.layout(org.snapwear.model.study.WarmupLayout.SEGREGATED));
        assertEquals(List.of(SchemeMode.FULL, SchemeMode.PROGRESSIVE, SchemeMode.CHAIN),
                org.snapwear.model.study.SchemeMode.VALUES.stream().map(SchemeMapping::mode).toList());
    }

    @Test
    void defaultSsdSettingsAreTable4WithTable8Warmup() {
        SsdSettings s = F.createSsdSettings();
        assertEquals(SsdConfig.table4(), SsdMapping.config(s));
        assertEquals(WarmupState.table8(), SsdMapping.warmup(s));
    }

    @Test
    void noWarmupFractionsMeanAFreshDevice() {
        SsdSettings s = F.createSsdSettings();
        s.setWarmupValid(0);
        s.setWarmupInvalid(0);
        s.setWarmupFree(0);
        assertNull(SsdMapping.warmup(s));
    }

    @Test
    void scaledDeviceRoundTripsThroughTheSettings() {
        ScaledDevice.Scaled d = ScaledDevice.forRawVolume(9_000_000);
        SsdSettings s = F.createSsdSettings();
        SsdMapping.apply(d, s);
        assertEquals(d.config(), SsdMapping.config(s));
        assertEquals(d.warmup(), SsdMapping.warmup(s));
    }

    @Test
    void slcSettingsMap() {
        SlcSettings s = F.createSlcSettings();
        s.setPageBytes(8192);
        s.setDeltaRegionBytes(1024);
        s.setNop(4);
        s.setReadMicros(50);
        s.setWriteMicros(200);
        s.setSegmentBytes(16);
        assertEquals(new SlcConfig(8192, 1024, 4, 50, 200), SlcMapping.config(s));
        assertEquals(16, ((DiffIndexCodec) SlcMapping.codec(s)).segmentBytes());
        s.setNop(0);
        assertEquals(Integer.MAX_VALUE, SlcMapping.config(s).nop());
        assertEquals(SlcConfig.defaults(), SlcMapping.config(F.createSlcSettings()));
        s.setCodec(SlcCodec.XOR_RLE);
        assertTrue(SlcMapping.codec(s) instanceof XorRleCodec);
    }

    @Test
    void buddySettingsMap() {
        BuddySettings b = F.createBuddySettings();
        b.setBuddyThreshold(0.1);
        assertEquals(TargetPolicy.profiled(0.1), BuddyMapping.policy(b));
        b.setTarget(BuddyTarget.X1_33);
        assertEquals(TargetPolicy.global(TargetRatio.X1_33).global(), BuddyMapping.policy(b).global());
        b.setTarget(BuddyTarget.X4);
        assertEquals(TargetRatio.X4, BuddyMapping.policy(b).global());
        b.setTarget(BuddyTarget.X2);
        assertEquals(TargetRatio.X2, BuddyMapping.policy(b).global());
        b.setTarget(BuddyTarget.X1);
        assertEquals(TargetRatio.X1, BuddyMapping.policy(b).global());
    }

    @Test
    void clusterSettingsMap() {
        ClusterSettings c = F.createClusterSettings();
        c.setProcessesMin(100);
        c.setProcessesMax(500);
        c.setProcessesStep(200);
        c.setCheckpointBytes(1_000_000);
        c.setIoRate(5e7);
        c.setFsBandwidth(2e9);
        c.setCompressionSource(CompressionSource.GIVEN);
        c.setCompressionRatio(4);
        c.setCompressionThroughput(1e7);
        c.setCollectThroughput(2e8);
        c.setCompressionCodec("zstd");
        c.setBlockBytes(4096);
        c.setQueueLength(8);
        assertEquals(List.of(100, 300, 500), java.util.Arrays.stream(ClusterMapping.processes(c)).boxed().toList());
        CompressionProfile p = ClusterMapping.givenProfile(c);
        assertEquals(new CompressionProfile("given", 4, 1e7), p);
        assertTrue(!ClusterMapping.measured(c));
        assertEquals("zstd", ClusterMapping.compressionCodec(c));
        PccrParameters q = ClusterMapping.parameters(c, p);
        assertEquals(new PccrParameters(1_000_000, 5e7, 2e9, 1_000_000 / 2e8, 1_000_000 / 1e7, 0.25), q);
        c.setCollectThroughput(0);
        assertEquals(0.0, ClusterMapping.parameters(c, p).collectSeconds());
        var sim = ClusterMapping.simulator(c, q).run(2);
        assertEquals(Math.round(1_000_000 / 4096.0), sim.blocksPerProcess(), "block size from blockBytes");
        assertEquals(8, sim.queueLength());
    }

    @Test
    void generatorSourceMapsAndRoundTrips() {
        GeneratorSource g = F.createGeneratorSource();
        g.setModel(ModelKind.MLP);
        g.setParameters(20_000);
        g.setOptimizer(OptimizerKind.ADAM);
        g.setLearningRate(0.002);
        g.setMomentum(0.5);
        g.setWeightDecay(1e-3);
        g.setIterations(300);
        g.setInterval(30);
        g.setDtype(SnapshotDType.BF16);
        g.setSeed(7);
        g.setBatchSize(8);
        g.setThreads(2);
        GeneratorSettings s = GeneratorMapping.settings(g);
        assertEquals(new GeneratorSettings(org.snapwear.trace.generator.ModelKind.MLP, 20_000,
                org.snapwear.trace.generator.OptimizerKind.ADAM, 0.002, 0.5, 1e-3, 300, 30, DType.BF16, 7, 8, 2), s);
        GeneratorSource back = F.createGeneratorSource();
        GeneratorMapping.apply(GeneratorSettings.defaults(), back);
        assertEquals(GeneratorSettings.defaults(), GeneratorMapping.settings(back));
        g.setDtype(SnapshotDType.FP16);
        assertEquals(DType.F16, GeneratorMapping.settings(g).dtype());
    }

    @Test
    void schemeMaps() {
        Scheme s = F.createScheme();
        s.setName("x");
        s.setCodec("dynrle");
        s.setBaselineCodec("zstd");
        s.setMode(org.snapwear.model.study.SchemeMode.CHAIN);
        s.setSnapDis(4);
        s.setUnit(500);
        s.setFirstIteration(500);
        s.setThreads(3);
        assertEquals(new SchemeSpec("dynrle", "zstd", SchemeMode.CHAIN, 4, 500, 500, 3), SchemeMapping.spec(s, 8));
        s.setThreads(0);
        assertEquals(8, SchemeMapping.spec(s, 8).threads(), "0 = the run's thread count");
        assertTrue(SchemeMapping.ignoredParameters(s).isEmpty());
        CodecParameter p = F.createCodecParameter();
        p.setKey("level");
        p.setValue("9");
        s.getParameters().add(p);
        assertEquals(List.of("level=9"), SchemeMapping.ignoredParameters(s));
    }
}
