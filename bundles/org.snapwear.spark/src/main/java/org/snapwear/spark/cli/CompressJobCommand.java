package org.snapwear.spark.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.apache.spark.sql.SparkSession;
import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.spark.compress.CompressJob;
import org.snapwear.study.sim.CompressReport;
import org.snapwear.trace.io.DurableFiles;
import org.snapwear.trace.paths.OutputPaths;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code compress SEQ --codec ID --mode M [--snap-dis N] ...}: the options of {@code snapwear compress}; prints
 * (or writes) the document {@code snapwear compress ... --json} prints.
 */
@Command(name = "compress", mixinStandardHelpOptions = true, description = "simulate saving a checkpoint sequence "
        + "with delta snapshots (Algorithm 2) on Spark; prints the JSON of 'snapwear compress --json'")
final class CompressJobCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SEQ", description = "directory of checkpoints")
    String sequence;

    @Option(names = "--codec", required = true, paramLabel = "ID", description = "codec of delta snapshots")
    String codecId;

    @Option(names = "--baseline", paramLabel = "ID", description = "codec of baseline snapshots (default "
            + "${DEFAULT-VALUE})")
    String baselineId = SchemeSpec.DEFAULT_BASELINE;

    @Option(names = "--mode", required = true, paramLabel = "full|progressive|chain")
    String mode;

    @Option(names = "--snap-dis", paramLabel = "N", description = "a new baseline every N snapshots")
    Long snapDis;

    @Option(names = "--unit", paramLabel = "U", description = "iterations between snapshots (default: the spacing)")
    Long unit;

    @Option(names = "--chunk-bytes", paramLabel = "B", description = "chunk size, default ${DEFAULT-VALUE}")
    long chunkBytes = ChunkLayout.DEFAULT_CHUNK_BYTES;

    @Option(names = "--chunks-per-task", paramLabel = "N", description = "chunks per encoding task (default "
            + "${DEFAULT-VALUE})")
    int chunksPerTask = 64;

    @Option(names = "--out", paramLabel = "FILE", description = "write the JSON here instead of standard output")
    Path out;

    @Override
    public Integer call() throws IOException {
        SchemeSpec spec = SchemeSpec.parse(new SchemeOptions(codecId, baselineId, mode, snapDis, unit, null, null,
                chunkBytes), SchemeOptions.COMMAND_DEFAULTS);
        CompressReport report;
        try (SparkSession session = SparkMain.session("compress", sequence)) {
            report = CompressJob.run(SparkMain.context(session), sequence, spec, chunksPerTask);
        }
        String json = ReportJson.toJson(report);
        if (out != null) {
            // where the user points: the real path (OutputPaths), written durably as every file Snapwear writes
            DurableFiles.writeString(OutputPaths.real(out), json + System.lineSeparator());
        } else {
            System.out.println(json);
        }
        if (!report.roundTripVerified()) {
            System.err.println("compress: round trip FAILED");
            return 1;
        }
        return 0;
    }
}
