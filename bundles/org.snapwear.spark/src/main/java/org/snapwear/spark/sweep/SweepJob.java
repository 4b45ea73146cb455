package org.snapwear.spark.sweep;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.snapwear.spark.compress.CompressJob;
import org.snapwear.spark.io.Locations;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.sweep.SaveStream;
import org.snapwear.study.sweep.SaveStreamKey;
import org.snapwear.study.sweep.SweepGrid;
import org.snapwear.study.sweep.SweepRow;
import org.snapwear.study.sweep.SweepTables;
import org.snapwear.trace.source.ByteSources;

/**
 * {@code sweep} on Spark, the same three steps as the single-machine {@code SweepRunner}: save streams, cells,
 * merge. A stream is what {@code SweepStreams.compute} returns (a simulation without timings), here computed by
 * the distributed simulation, whose sizes equal the single-machine one's.
 */
public final class SweepJob {
    private SweepJob() {
    }

    /** The rows of every cell of the grid (in cell order). */
    public static List<SweepRow> rows(JavaSparkContext sc, String sequence, SweepGrid grid, int chunksPerTask)
            throws IOException {
        Map<SaveStreamKey, SaveStream> streams = new HashMap<>();
        for (SaveStreamKey k : grid.streamKeys()) {
            streams.put(k, SaveStream.of(k, CompressJob.simulate(sc, sequence, k.spec(), chunksPerTask)));
        }
        Broadcast<Map<SaveStreamKey, SaveStream>> shared = sc.broadcast(streams);
        try {
            return sc.parallelize(grid.cells(), Math.max(1, grid.cells().size())).map(new RunCell(shared)).collect();
        } finally {
            shared.destroy();
        }
    }

    /**
     * Runs the sweep and writes its report to {@code out}, named as {@code snapwear sweep} names it.
     *
     * @param sequence the sequence as the user typed it
     */
    public static StudyResults writeReport(JavaSparkContext sc, String sequence, SweepGrid grid, int chunksPerTask,
            Path out) throws IOException {
        String name = SweepTables.reportName(Locations.isUri(sequence) ? ByteSources.fileName(sequence)
                : Path.of(sequence).toAbsolutePath().toString());
        StudyResults results = SweepTables.results(name, grid,
                rows(sc, sequence, grid, chunksPerTask));
        SweepTables.write(results, out);
        return results;
    }
}
