package org.snapwear.study.run;

import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldWriter;

/**
 * The cluster of the pipeline curves as a run used it.
 *
 * @param processes the process counts as text ("1..32 step 1", or "none")
 */
record ClusterUsed(String processes, long checkpointBytes, double ioRate, double fsBandwidth,
        String compressionSource, String compressionCodec, double compressionRatio, double compressionThroughput,
        double collectThroughput, int blockBytes, int queueLength) implements FieldRecord {

    @Override
    public void writeFields(FieldWriter out) {
        out.text("processes", processes).number("checkpoint_bytes", checkpointBytes).number("io_rate", ioRate)
                .number("fs_bandwidth", fsBandwidth).text("compression_source", compressionSource)
                .text("compression_codec", compressionCodec).number("compression_ratio", compressionRatio)
                .number("compression_throughput", compressionThroughput)
                .number("collect_throughput", collectThroughput).number("block_bytes", blockBytes)
                .number("queue_length", queueLength);
    }
}
