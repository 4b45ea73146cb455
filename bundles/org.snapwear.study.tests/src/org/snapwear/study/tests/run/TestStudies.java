package org.snapwear.study.tests.run;

import java.nio.file.Path;

import org.snapwear.model.StudyDefaults;
import org.snapwear.model.study.Analyses;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SchemeMode;
import org.snapwear.model.study.SequenceSource;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.SsdMapping;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.testsupport.Fixtures;

/** Small studies on the cnn fixture for the runner and analysis tests. */
public final class TestStudies {
    /** Raw bytes of one fixture snapshot: 113,068 fp32 parameters. */
    public static final long FIXTURE_SNAPSHOT_BYTES = 113_068L * 4;
    public static final int FIXTURE_SNAPSHOTS = 21;

    private TestStudies() {
    }

    public static Path fixture() {
        return Fixtures.path("cnn_digits_sgd");
    }

    /**
     * The default study reduced to the cnn fixture (safetensors, unit 500), two schemes (gzip progressive, DynRLE
     * chain, snap_dis 5), a sweep over 3 and 5, and the SSD scaled to the run like the demo's; only the schemes
     * and sweep analyses enabled.
     */
    public static Study cnnStudy() {
        Study study = StudyDefaults.createDefaultStudy();
        study.setName("cnn-test");
        study.getSources().clear();
        SequenceSource src = SnapwearFactory.eINSTANCE.createSequenceSource();
        src.setName("cnn");
        src.setPath(fixture().toString());
        src.setFormat("safetensors");
        study.getSources().add(src);
        study.getSchemes().clear();
        study.getSchemes().add(scheme("gzip-delta", "gzip", "gzip", SchemeMode.PROGRESSIVE));
        study.getSchemes().add(scheme("dynrle-chain", "dynrle", "huffman-exp", SchemeMode.CHAIN));
        SsdMapping.apply(ScaledDevice.forRawVolume(FIXTURE_SNAPSHOT_BYTES * FIXTURE_SNAPSHOTS),
                study.getHardware().getSsd());
        Analyses a = study.getAnalyses();
        a.getSnapDisValues().clear();
        a.getSnapDisValues().add(3);
        a.getSnapDisValues().add(5);
        a.setHeadingBits(false);
        a.setExponentHistogram(false);
        a.setSlcPages(false);
        a.setBuddy(false);
        a.setPipelineCurves(false);
        return study;
    }

    public static Scheme scheme(String name, String codec, String baseline, SchemeMode mode) {
        Scheme s = SnapwearFactory.eINSTANCE.createScheme();
        s.setName(name);
        s.setCodec(codec);
        s.setBaselineCodec(baseline);
        s.setMode(mode);
        s.setSnapDis(5);
        s.setUnit(500);
        s.setFirstIteration(0);
        s.setThreads(1);
        return s;
    }

    /** A generator source small enough to train in a moment. */
    public static Study generatedStudy() {
        Study study = StudyDefaults.createDefaultStudy();
        study.setName("gen");
        GeneratorSource g = (GeneratorSource) study.getSources().get(0);
        g.setParameters(10_000);
        g.setIterations(60);
        g.setInterval(20);
        g.setBatchSize(8);
        study.getSchemes().clear();
        var s = scheme("rle4", "rle4", "raw", SchemeMode.PROGRESSIVE);
        s.setUnit(20);
        study.getSchemes().add(s);
        study.getAnalyses().setSnapDisSweep(false);
        study.getAnalyses().setHeadingBits(false);
        study.getAnalyses().setExponentHistogram(false);
        study.getAnalyses().setSlcPages(false);
        study.getAnalyses().setBuddy(false);
        study.getAnalyses().setPipelineCurves(false);
        // A fresh, small device: the default Table 4 device is needlessly large here.
        var ssd = study.getHardware().getSsd();
        ssd.setBlocksPerChip(64);
        ssd.setWarmupValid(0);
        ssd.setWarmupInvalid(0);
        ssd.setWarmupFree(0);
        return study;
    }
}
