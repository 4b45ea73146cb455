package org.snapwear.model;

import org.snapwear.model.study.Analyses;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.Hardware;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SchemeMode;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.Study;

/**
 * The default study: a run of the built-in training-run generator, the schemes of Delta snapshots's (docs/papers.md#delta-snapshots) Fig. 9 (complete
 * snapshot, gzip, RLE(4), RLE(4)+gzip, DynRLE progressive and chain) plus Snapwear's own codecs, and the seed
 * papers' hardware. The hardware numbers themselves are the defaults of {@code model/snapwear.ecore} (Table 4 and
 * Table 8 SSD, SLC progressive programming's (docs/papers.md#slc-progressive) SLC page, Buddy Compression's (docs/papers.md#buddy-compression) buddy threshold, PCCR's (docs/papers.md#pccr) cluster scale), so a new object made by
 * the factory already carries them.
 */
public final class StudyDefaults {
    /** snap_dis of the default schemes: Delta snapshots's (docs/papers.md#delta-snapshots) headline result (69% of raw for GoogleNet) uses 10. */
    public static final int SNAP_DIS = 10;
    /** The paper's snap_dis sweep. */
    public static final int[] SNAP_DIS_SWEEP = {3, 5, 10};
    /** Name of the default generator source. */
    public static final String GENERATOR_SOURCE = "generated-cnn";

    private StudyDefaults() {
    }

    /** A new default study (a fresh object tree each call). */
    public static Study createDefaultStudy() {
        SnapwearFactory f = SnapwearFactory.eINSTANCE;
        Study study = f.createStudy();
        study.setName("default");
        study.setDescription("The papers' defaults: generated CNN run, the schemes of Delta snapshots (Wang et al. 2019) and Snapwear codecs, DiskSim "
                + "Table 4 SSD with Table 8 warm-up, 16 KB SLC pages with 512 B delta region, buddy threshold 5%, "
                + "PCCR cluster of 1 to 32 units of 256 processes.");

        GeneratorSource source = f.createGeneratorSource();
        source.setName(GENERATOR_SOURCE);
        study.getSources().add(source);
        long unit = source.getInterval();

        // [Delta snapshots, docs/papers.md#delta-snapshots], Fig. 9: the complete snapshot, gzip on the complete snapshot, then the delta schemes.
        study.getSchemes().add(scheme("complete", "raw", "raw", SchemeMode.FULL, unit));
        study.getSchemes().add(scheme("gzip-complete", "gzip", "gzip", SchemeMode.FULL, unit));
        study.getSchemes().add(scheme("gzip-delta", "gzip", "gzip", SchemeMode.PROGRESSIVE, unit));
        study.getSchemes().add(scheme("rle4", "rle4", "raw", SchemeMode.PROGRESSIVE, unit));
        study.getSchemes().add(scheme("rle4-gzip", "rle4+gzip", "gzip", SchemeMode.PROGRESSIVE, unit));
        // DynRLE with Huffman-coded exponents for the baselines, as in the paper.
        study.getSchemes().add(scheme("dynrle-progressive", "dynrle", "huffman-exp", SchemeMode.PROGRESSIVE, unit));
        study.getSchemes().add(scheme("dynrle-chain", "dynrle", "huffman-exp", SchemeMode.CHAIN, unit));
        // Snapwear's own codecs.
        study.getSchemes().add(scheme("xor-shuffle-zstd", "xor-shuffle-zstd", "zstd", SchemeMode.PROGRESSIVE, unit));
        study.getSchemes().add(scheme("predictive", "predictive", "huffman-exp", SchemeMode.PROGRESSIVE, unit));

        Hardware hardware = f.createHardware();
        hardware.setSsd(f.createSsdSettings());
        hardware.setSlc(f.createSlcSettings());
        hardware.setBuddy(f.createBuddySettings());
        hardware.setCluster(f.createClusterSettings());
        study.setHardware(hardware);

        Analyses analyses = f.createAnalyses();
        for (int d : SNAP_DIS_SWEEP) {
            analyses.getSnapDisValues().add(d);
        }
        study.setAnalyses(analyses);
        return study;
    }

    private static Scheme scheme(String name, String codec, String baselineCodec, SchemeMode mode, long unit) {
        Scheme s = SnapwearFactory.eINSTANCE.createScheme();
        s.setName(name);
        s.setCodec(codec);
        s.setBaselineCodec(baselineCodec);
        s.setMode(mode);
        s.setSnapDis(SNAP_DIS);
        s.setUnit(unit);
        // The generator's first snapshot is iteration 0 (the initialization).
        s.setFirstIteration(0);
        return s;
    }
}
