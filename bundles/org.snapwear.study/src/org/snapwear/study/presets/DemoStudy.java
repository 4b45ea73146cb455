package org.snapwear.study.presets;

import java.io.IOException;
import java.nio.file.Path;

import org.snapwear.model.StudyDefaults;
import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.MetadataTraceSource;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.PipelineAnalysis;
import org.snapwear.study.mapping.GeneratorMapping;
import org.snapwear.study.mapping.SsdMapping;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.trace.generator.Architecture;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.meta.MetadataTraceGenerator;

/**
 * The study of {@code snapwear demo} and of the workbench's "Run the demo study": {@link StudyDefaults}' default
 * study (every scheme, heading bits, exponent histogram, snap_dis sweep, Buddy Compression, pipeline curves) named
 * "demo", its generator source set to the given generator settings, its SSD to the [Delta snapshots, docs/papers.md#delta-snapshots] device scaled to the
 * run's raw volume ({@link ScaledDevice}), its metadata trace {@link #METADATA_TRACE} (relative to the run's base
 * directory; {@link #writeMetadataTrace} writes it) and its cluster's block size the smallest at which the pipeline
 * simulation covers all the process counts it simulates, so the demo never warns about its own choices. One
 * definition, so the batch demo and the workbench run the same study.
 */
public final class DemoStudy {
    /** The demo study's name (also the stem of its report directory). */
    public static final String NAME = "demo";
    /** The demo's metadata trace, relative to the run's base directory. */
    public static final String METADATA_TRACE = "metadata-trace";

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
        MetadataTraceSource trace = SnapwearFactory.eINSTANCE.createMetadataTraceSource();
        trace.setPath(METADATA_TRACE);
        study.setMetadataTrace(trace);
        ClusterSettings cluster = study.getHardware().getCluster();
        cluster.setBlockBytes(PipelineAnalysis.blockBytesSimulatingAll(cluster));
        return study;
    }

    /** Writes the built-in generator's metadata trace where {@link #create} expects it under {@code baseDir}. */
    public static Path writeMetadataTrace(Path baseDir) throws IOException {
        return MetadataTraceGenerator.write(MetadataTraceGenerator.Settings.defaults(),
                baseDir.resolve(METADATA_TRACE));
    }

    /** Bytes the run's snapshots hold uncompressed: parameters x element size x snapshots. */
    public static long rawBytes(GeneratorSettings settings) {
        long parameters = Architecture.forTarget(settings.model(), settings.parameters()).parameterCount();
        long snapshots = settings.iterations() / settings.interval() + 1
                + (settings.iterations() % settings.interval() == 0 ? 0 : 1);
        return parameters * settings.dtype().byteSize() * snapshots;
    }
}
