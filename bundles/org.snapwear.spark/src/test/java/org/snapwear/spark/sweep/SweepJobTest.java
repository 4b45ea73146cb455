package org.snapwear.spark.sweep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.spark.compress.SparkTestSessions;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.sweep.SweepGrid;
import org.snapwear.study.sweep.SweepGridFile;
import org.snapwear.study.sweep.SweepRunner;
import org.snapwear.study.sweep.SweepTables;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The Spark sweep against the single-machine sweep ({@link SweepRunner}, what {@code snapwear sweep} runs): every
 * file of the two reports (tables, results, charts, index) must be byte-identical.
 */
class SweepJobTest {
    private static final String GRID = """
            scheme.chain = --codec dynrle --mode chain
            scheme.prog = --codec predictive --mode progressive
            snap_dis = 2, 4
            policy = greedy, cost-benefit
            blocks_per_chip = 48, 96
            """;
    private static SparkSession spark;
    private static JavaSparkContext sc;

    @BeforeAll
    static void start() {
        spark = SparkTestSessions.local2("SweepJobTest");
        sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    @Test
    void sameReportAsTheSingleMachineSweep(@TempDir Path dir) throws IOException {
        Path seq = SparkTestSessions.fixture("cnn_digits_sgd");
        SweepGrid grid = SweepGridFile.parse(GRID, "test grid");
        Path single = dir.resolve("single");
        Path distributed = dir.resolve("spark");
        String name = SweepTables.reportName(seq.toAbsolutePath().toString()); // as 'snapwear sweep' names it
        SweepRunner.writeReport(name, SnapshotSequence.resolve(seq.toString()), grid, 2, single);
        SweepJob.writeReport(sc, seq.toString(), grid, 2, distributed);

        List<Path> files = files(single);
        assertEquals(files, files(distributed));
        assertTrue(files.contains(Path.of("tables/sweep.csv")), files.toString());
        assertEquals(17, Files.readAllLines(single.resolve("tables/sweep.csv")).size(), "a header and 16 cells");
        for (Path f : files) {
            assertArrayEquals(Files.readAllBytes(single.resolve(f)), Files.readAllBytes(distributed.resolve(f)),
                    f.toString());
        }
    }

    /** A cell whose device cannot hold its stream is a failed row on Spark too, the report the same bytes. */
    @Test
    void aFailedCellIsCarriedAsTheSingleMachineSweepCarriesIt(@TempDir Path dir) throws IOException {
        Path seq = SparkTestSessions.fixture("hf_charlm_adamw");
        SweepGrid grid = SweepGridFile.parse("scheme.chain = --codec dynrle --mode chain\nsnap_dis = 2\n"
                + "blocks_per_chip = 48, 96\nwarmup = table8-mixed\n", "test grid");
        String name = SweepTables.reportName(seq.toAbsolutePath().toString());
        SweepRunner.writeReport(name, SnapshotSequence.resolve(seq.toString()), grid, 2, dir.resolve("single"));
        StudyResults r = SweepJob.writeReport(sc, seq.toString(), grid, 2, dir.resolve("spark"));
        assertEquals(1, (int) r.summaryNumber("cells_failed").orElseThrow());
        assertTrue(Files.readString(dir.resolve("spark/tables/sweep.csv")).contains("GC cannot reclaim space"));
        for (Path f : files(dir.resolve("single"))) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("single").resolve(f)),
                    Files.readAllBytes(dir.resolve("spark").resolve(f)), f.toString());
        }
    }

    private static List<Path> files(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
        }
    }
}
