package org.snapwear.spark.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.apache.spark.sql.SparkSession;
import org.snapwear.spark.sweep.SweepJob;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.sweep.SweepGrid;
import org.snapwear.study.sweep.SweepGridFile;
import org.snapwear.study.sweep.SweepTables;
import org.snapwear.trace.paths.OutputPaths;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code sweep SEQ --grid FILE --out DIR}: the report {@code snapwear sweep} writes, computed on Spark. */
@Command(name = "sweep", mixinStandardHelpOptions = true, description = "a grid of SSD configurations x schemes x "
        + "snap_dis over a checkpoint sequence on Spark; writes the report of 'snapwear sweep'")
final class SweepJobCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SEQ", description = "directory of checkpoints")
    String sequence;

    @Option(names = "--grid", required = true, paramLabel = "FILE", description = "grid file (docs/sweep.md)")
    Path gridFile;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "report directory")
    Path out;

    @Option(names = "--chunks-per-task", paramLabel = "N", description = "chunks per encoding task of the save "
            + "streams (default ${DEFAULT-VALUE})")
    int chunksPerTask = 64;

    @Override
    public Integer call() throws IOException {
        SweepGrid grid = SweepGridFile.read(gridFile);
        Path dir = OutputPaths.real(out); // links and .. resolved as the kernel does, then checked and written
        ReportWriter.checkTarget(dir);
        StudyResults results;
        try (SparkSession session = SparkMain.session("sweep", sequence)) {
            results = SweepJob.writeReport(SparkMain.context(session), sequence, grid, chunksPerTask, dir);
        }
        System.out.println("report: " + dir.resolve(ReportWriter.INDEX));
        if (SweepTables.everyCellFailed(results)) {
            System.err.println("sweep: " + sequence + ": every cell of the sweep failed; first: "
                    + results.warnings().get(0));
            return 1;
        }
        if (!results.summaryFlag("all_verified")) {
            System.err.println("sweep: " + sequence + ": a snapshot did not round-trip bit-exactly");
            return 1;
        }
        return 0;
    }
}
