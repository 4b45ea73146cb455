package org.snapwear.study.mapping;

import org.snapwear.gpu.pccr.CompressionProfile;
import org.snapwear.gpu.pccr.PccrParameters;
import org.snapwear.gpu.pccr.PipelineSimulator;
import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.CompressionSource;

/**
 * {@link ClusterSettings} to the PCCR engine: processesMin/Max/Step give the process counts of the curves;
 * checkpointBytes (S), ioRate (b), fsBandwidth (Bf), collectThroughput (0 = instantaneous collection) and a
 * {@link CompressionProfile} give {@link PccrParameters}; blockBytes and queueLength configure the
 * {@link PipelineSimulator}. The profile is compressionRatio and compressionThroughput when compressionSource is
 * given; when it is measured, the caller measures compressionCodec on a sample (the gpu engine does not know the
 * codec engine) and passes the measured profile.
 */
public final class ClusterMapping {

    private ClusterMapping() {
    }

    /** processesMin, processesMin + processesStep, ... up to processesMax. */
    public static int[] processes(ClusterSettings c) {
        int n = (c.getProcessesMax() - c.getProcessesMin()) / c.getProcessesStep() + 1;
        int[] p = new int[Math.max(0, n)];
        for (int i = 0; i < p.length; i++) {
            p[i] = c.getProcessesMin() + i * c.getProcessesStep();
        }
        return p;
    }

    /** Whether the profile must be measured with {@link #compressionCodec}. */
    public static boolean measured(ClusterSettings c) {
        return c.getCompressionSource() == CompressionSource.MEASURED;
    }

    /** The codec id to measure (meaningful when {@link #measured}). */
    public static String compressionCodec(ClusterSettings c) {
        return c.getCompressionCodec();
    }

    /** The profile given in the study (compressionRatio, compressionThroughput). */
    public static CompressionProfile givenProfile(ClusterSettings c) {
        return new CompressionProfile("given", c.getCompressionRatio(), c.getCompressionThroughput());
    }

    public static PccrParameters parameters(ClusterSettings c, CompressionProfile profile) {
        double collect = c.getCollectThroughput() == 0 ? Double.POSITIVE_INFINITY : c.getCollectThroughput();
        return PccrParameters.fromRates(c.getCheckpointBytes(), c.getIoRate(), c.getFsBandwidth(), collect,
                profile.zipRateBytesPerSecond(), profile.ratio());
    }

    public static PipelineSimulator simulator(ClusterSettings c, PccrParameters parameters) {
        return new PipelineSimulator(parameters, c.getBlockBytes(), c.getQueueLength());
    }
}
