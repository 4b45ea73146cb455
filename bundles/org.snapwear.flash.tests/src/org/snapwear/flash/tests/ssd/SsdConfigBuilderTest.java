package org.snapwear.flash.tests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.ssd.FtlPolicy;
import org.snapwear.flash.ssd.HostTiming;
import org.snapwear.flash.ssd.OverProvisioning;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.SsdGeometry;
import org.snapwear.flash.ssd.SsdTiming;
import org.snapwear.flash.ssd.VictimPolicy;

/** The nested parts, the builder's defaults and the flat accessors of {@link SsdConfig}. */
class SsdConfigBuilderTest {

    @Test
    void builderStartsFromTable4() {
        SsdConfig t = SsdConfig.table4();
        assertEquals(t, SsdConfig.builder().build());
        assertEquals(new SsdGeometry(8, 1, 16384, 64, 4096), t.geometry());
        assertEquals(new SsdTiming(0.000025, 0.025, 0.2, 1.5, HostTiming.PER_CHANNEL), t.timing());
        assertEquals(new FtlPolicy(0.15, OverProvisioning.SPARE_OVER_USER, 0.05, VictimPolicy.GREEDY, 2, 0), t.ftl());
        assertEquals(1, t.seed());
    }

    @Test
    void everySettingReachesItsAccessor() {
        SsdConfig c = SsdConfig.builder().channels(4).chipsPerChannel(2).blocksPerChip(100).pagesPerBlock(32)
                .pageBytes(8192).byteTransferMs(0.00003).pageReadMs(0.03).pageWriteMs(0.25).blockEraseMs(2.0)
                .overProvisioning(0.2).opConvention(OverProvisioning.SPARE_OVER_TOTAL).gcThreshold(0.1)
                .policy(VictimPolicy.D_CHOICES).dChoices(5).wearLevelThreshold(7)
                .hostTiming(HostTiming.SHARED_HOST_BUS).seed(99).build();
        assertEquals(new SsdConfig(new SsdGeometry(4, 2, 100, 32, 8192),
                new SsdTiming(0.00003, 0.03, 0.25, 2.0, HostTiming.SHARED_HOST_BUS),
                new FtlPolicy(0.2, OverProvisioning.SPARE_OVER_TOTAL, 0.1, VictimPolicy.D_CHOICES, 5, 7), 99), c);
        assertEquals(4, c.channels());
        assertEquals(2, c.chipsPerChannel());
        assertEquals(100, c.blocksPerChip());
        assertEquals(32, c.pagesPerBlock());
        assertEquals(8192, c.pageBytes());
        assertEquals(0.00003, c.byteTransferMs());
        assertEquals(0.03, c.pageReadMs());
        assertEquals(0.25, c.pageWriteMs());
        assertEquals(2.0, c.blockEraseMs());
        assertEquals(HostTiming.SHARED_HOST_BUS, c.hostTiming());
        assertEquals(0.2, c.overProvisioning());
        assertEquals(OverProvisioning.SPARE_OVER_TOTAL, c.opConvention());
        assertEquals(0.1, c.gcThreshold());
        assertEquals(VictimPolicy.D_CHOICES, c.policy());
        assertEquals(5, c.dChoices());
        assertEquals(7, c.wearLevelThreshold());
        assertEquals(c, c.toBuilder().build());
    }

    @Test
    void withersChangeOnlyTheirSetting() {
        SsdConfig t = SsdConfig.table4();
        assertEquals(SsdConfig.builder().policy(VictimPolicy.FIFO).build(), t.withPolicy(VictimPolicy.FIFO));
        assertEquals(SsdConfig.builder().gcThreshold(0.1).build(), t.withGcThreshold(0.1));
        assertEquals(SsdConfig.builder().overProvisioning(0.3, OverProvisioning.SPARE_OVER_TOTAL).build(),
                t.withOverProvisioning(0.3, OverProvisioning.SPARE_OVER_TOTAL));
        assertEquals(SsdConfig.builder().wearLevelThreshold(9).build(), t.withWearLevelling(9));
        assertEquals(SsdConfig.builder().seed(5).build(), t.withSeed(5));
        assertEquals(SsdConfig.builder().channels(1).blocksPerChip(512).pagesPerBlock(32).overProvisioning(0.25)
                .gcThreshold(0).policy(VictimPolicy.RANDOM).build(), SsdConfig.theory(1.25, 512, 32, VictimPolicy.RANDOM));
    }

    @Test
    void buildChecksLikeTheRecord() {
        IllegalArgumentException geometry = assertThrows(IllegalArgumentException.class,
                () -> SsdConfig.builder().blocksPerChip(1).build());
        assertEquals("bad geometry: 8 ch x 1 chips x 1 blocks x 64 pages x 4096 B", geometry.getMessage());
        IllegalArgumentException gc = assertThrows(IllegalArgumentException.class,
                () -> SsdConfig.builder().gcThreshold(1).pageReadMs(-1).build());
        assertEquals("latencies must be >= 0", gc.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SsdConfig.builder().policy(null).build());
    }

    @Test
    void propertiesOverrideTheBase() {
        Properties p = new Properties();
        p.setProperty("blocks_per_chip", "1_024");
        p.setProperty("op_convention", "spare-over-total");
        p.setProperty("host_timing", "shared_host_bus");
        p.setProperty("seed", "3");
        assertEquals(SsdConfig.builder().blocksPerChip(1024).opConvention(OverProvisioning.SPARE_OVER_TOTAL)
                .hostTiming(HostTiming.SHARED_HOST_BUS).seed(3).build(),
                SsdConfig.fromProperties(p, SsdConfig.table4(), "dev.properties"));
        p.setProperty("seed", "x");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SsdConfig.fromProperties(p, SsdConfig.table4(), "dev.properties"));
        assertEquals("dev.properties: For input string: \"x\"", e.getMessage());
    }
}
