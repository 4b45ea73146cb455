package org.snapwear.study.presets;

import org.snapwear.model.StudyDefaults;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.GeneratorMapping;
import org.snapwear.study.mapping.SsdMapping;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.trace.generator.Architecture;
import org.snapwear.trace.generator.GeneratorSettings;

/**
 * The study of {@code snapwear demo} and of the workbench's "Run the demo study": {@link StudyDefaults}' default
 * study (every scheme, heading bits, exponent histogram, snap_dis sweep, Buddy Compression, pipeline curves) named
 * "demo", its generator source set to the given generator settings and its SSD to the seed-000 device scaled to
 * the run's raw volume ({@link ScaledDevice}). One definition, so the batch demo and the workbench run the same
 * study.
 */
public final class DemoStudy {
    /** The demo study's name (also the stem of its report directory). */
    public static final String NAME = "demo";

    private DemoStudy() {
    }

    /** The demo study on the generator's defaults. */
    public static Study create() {
        return create(GeneratorSettings.defaults());
    }

    /** The demo study on a generated run with these settings. */
    public static Study create(GeneratorSettings settings) {
        Study study = StudyDefaults.createDefaultStudy();
        study.setName(NAME);
        GeneratorSource g = (GeneratorSource) study.getSources().get(0);
        GeneratorMapping.apply(settings, g);
        SsdMapping.apply(ScaledDevice.forRawVolume(rawBytes(settings)), study.getHardware().getSsd());
        return study;
    }

    /** Bytes the run's snapshots hold uncompressed: parameters x element size x snapshots. */
    public static long rawBytes(GeneratorSettings settings) {
        long parameters = Architecture.forTarget(settings.model(), settings.parameters()).parameterCount();
        long snapshots = settings.iterations() / settings.interval() + 1
                + (settings.iterations() % settings.interval() == 0 ? 0 : 1);
        return parameters * settings.dtype().byteSize() * snapshots;
    }
}
