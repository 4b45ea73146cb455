package org.snapwear.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.study.BuddyTarget;
import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.CompressionSource;
import org.snapwear.model.study.GcPolicy;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.ModelKind;
import org.snapwear.model.study.OptimizerKind;
import org.snapwear.model.study.OverProvisioningConvention;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SchemeMode;
import org.snapwear.model.study.SlcCodec;
import org.snapwear.model.study.SlcSettings;
import org.snapwear.model.study.SnapshotDType;
import org.snapwear.model.study.SsdSettings;
import org.snapwear.model.study.Study;

/** The default study carries the seed papers' configurations, numbers written down here from the papers. */
class StudyDefaultsTest {

    @Test
    void defaultStudyIsValidWithOnlyTheMissingTraceWarning() {
        Study s = StudyDefaults.createDefaultStudy();
        assertEquals(List.of(), StudyValidation.errors(s));
        assertEquals(List.of("study 'default': the SLC pages analysis is on but there is no metadata trace; "
                + "it will run on the built-in generated trace"), StudyValidation.warnings(s));
    }

    @Test
    void ssdIsDiskSimTable4WithTable8WarmUp() {
        SsdSettings ssd = StudyDefaults.createDefaultStudy().getHardware().getSsd();
        assertEquals(8, ssd.getChannels());
        assertEquals(1, ssd.getChipsPerChannel());
        assertEquals(16384, ssd.getBlocksPerChip());
        assertEquals(64, ssd.getPagesPerBlock());
        assertEquals(4096, ssd.getPageBytes());
        assertEquals(0.000025, ssd.getByteTransferMs());
        assertEquals(0.025, ssd.getPageReadMs());
        assertEquals(0.2, ssd.getPageWriteMs());
        assertEquals(1.5, ssd.getBlockEraseMs());
        assertEquals(0.15, ssd.getOverProvisioning());
        assertEquals(OverProvisioningConvention.SPARE_OVER_USER, ssd.getOpConvention());
        assertEquals(0.05, ssd.getGcThreshold());
        assertEquals(GcPolicy.GREEDY, ssd.getGcPolicy());
        // Table 8 lists block counts of the 8 x 16384 = 131072-block device; the fractions give them back exactly.
        long blocks = (long) ssd.getChannels() * ssd.getChipsPerChannel() * ssd.getBlocksPerChip();
        assertEquals(131072, blocks);
        assertEquals(111432.0, ssd.getWarmupValid() * blocks);
        assertEquals(13048.0, ssd.getWarmupInvalid() * blocks);
        assertEquals(6592.0, ssd.getWarmupFree() * blocks);
    }

    @Test
    void slcBuddyAndClusterAreTheSeedSettings() {
        Study s = StudyDefaults.createDefaultStudy();
        SlcSettings slc = s.getHardware().getSlc();
        assertEquals(16 * 1024, slc.getPageBytes());
        assertEquals(512, slc.getDeltaRegionBytes());
        assertEquals(0, slc.getNop(), "the paper does not limit partial programs");
        assertEquals(41.0, slc.getReadMicros());
        assertEquals(150.0, slc.getWriteMicros());
        assertEquals(SlcCodec.DIFF_INDEX, slc.getCodec());
        assertEquals(BuddyTarget.AUTO, s.getHardware().getBuddy().getTarget());
        assertEquals(0.05, s.getHardware().getBuddy().getBuddyThreshold());
        ClusterSettings c = s.getHardware().getCluster();
        // [PCCR, docs/papers.md#pccr]: units of 32 nodes x 8 cores = 256 processes, up to 32 units (1024 nodes); 16 KB buffers.
        assertEquals(256, c.getProcessesMin());
        assertEquals(32 * 256, c.getProcessesMax());
        assertEquals(256, c.getProcessesStep());
        assertEquals(16 * 1024, c.getBlockBytes());
        assertEquals(CompressionSource.MEASURED, c.getCompressionSource());
        assertEquals("gzip", c.getCompressionCodec());
    }

    @Test
    void generatorSourceIsTheDemoRun() {
        GeneratorSource g = (GeneratorSource) StudyDefaults.createDefaultStudy().getSources().get(0);
        assertEquals(ModelKind.CNN, g.getModel());
        assertEquals(100_000, g.getParameters());
        assertEquals(OptimizerKind.SGD, g.getOptimizer());
        assertEquals(0.01, g.getLearningRate());
        assertEquals(0.9, g.getMomentum());
        assertEquals(5e-4, g.getWeightDecay());
        assertEquals(2000, g.getIterations());
        assertEquals(100, g.getInterval());
        assertEquals(SnapshotDType.FP32, g.getDtype());
        assertEquals(1234, g.getSeed());
        assertEquals(32, g.getBatchSize());
    }

    @Test
    void schemesAreThePapersBaselinesPlusOurs() {
        List<String> rows = new ArrayList<>();
        for (Scheme sc : StudyDefaults.createDefaultStudy().getSchemes()) {
            rows.add(sc.getName() + " " + sc.getCodec() + " " + sc.getMode().getLiteral() + " " + sc.getBaselineCodec()
                    + " d" + sc.getSnapDis() + " u" + sc.getUnit() + " f" + sc.getFirstIteration());
            assertTrue(sc.getParameters().isEmpty());
        }
        assertEquals(List.of(
                "complete raw full raw d10 u100 f0",
                "gzip-complete gzip full gzip d10 u100 f0",
                "gzip-delta gzip progressive gzip d10 u100 f0",
                "rle4 rle4 progressive raw d10 u100 f0",
                "rle4-gzip rle4+gzip progressive gzip d10 u100 f0",
                "dynrle-progressive dynrle progressive huffman-exp d10 u100 f0",
                "dynrle-chain dynrle chain huffman-exp d10 u100 f0",
                "xor-shuffle-zstd xor-shuffle-zstd progressive zstd d10 u100 f0",
                "predictive predictive progressive huffman-exp d10 u100 f0"), rows);
        assertEquals(SchemeMode.CHAIN, StudyDefaults.createDefaultStudy().getSchemes().get(6).getMode());
    }

    @Test
    void analysesAllOnWithThePapersSweep() {
        var a = StudyDefaults.createDefaultStudy().getAnalyses();
        assertTrue(a.isWrittenVolume() && a.isErases() && a.isUsefulStorage() && a.isHeadingBits()
                && a.isExponentHistogram() && a.isSnapDisSweep() && a.isSlcPages() && a.isBuddy()
                && a.isPipelineCurves());
        assertEquals(List.of(3, 5, 10), a.getSnapDisValues());
        assertEquals(2.0, a.getStorageLimit());
    }

    @Test
    void eachCallBuildsANewEqualTree() {
        Study a = StudyDefaults.createDefaultStudy();
        Study b = StudyDefaults.createDefaultStudy();
        assertNotSame(a, b);
        assertTrue(EcoreUtil.equals(a, b));
        b.getSchemes().get(0).setSnapDis(3);
        assertTrue(!EcoreUtil.equals(a, b));
    }
}
