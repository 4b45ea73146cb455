package org.snapwear.spark.compress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.spark.cli.ReportJson;
import org.snapwear.study.sim.CompressReport;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The Spark job against the single-machine simulation {@code snapwear compress} runs ({@link SchemeRuns#simulate}
 * and the same {@link CompressReport}) on the real fixtures: the JSON documents must be equal except for the
 * timing fields. Small chunks and few chunks per task make parts span several tasks, so the merge of ranges is
 * exercised; the HF run has parts (optimizer state new after step 0, integer step counters on the fallback codec).
 */
class CompressJobTest {
    private static SparkSession spark;
    private static JavaSparkContext sc;

    @BeforeAll
    static void start() {
        spark = SparkTestSessions.local2("CompressJobTest");
        sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    @ParameterizedTest
    @CsvSource({
        "cnn_digits_sgd, dynrle, huffman-exp, progressive, 4, 1048576, 64",
        "cnn_digits_sgd, predictive, huffman-exp, progressive, 5, 65536, 2",
        "cnn_digits_sgd, dynrle, zstd, chain, 3, 65536, 3",
        "cnn_digits_sgd, dynrle, huffman-exp, full, 1, 131072, 1",
        "hf_charlm_adamw, dynrle, huffman-exp, chain, 2, 65536, 3",
        "hf_charlm_adamw, predictive, huffman-exp, progressive, 3, 262144, 2",
    })
    void sameDocumentAsTheSingleMachineCommand(String fixture, String codec, String baseline, String mode,
            long snapDis, long chunkBytes, int chunksPerTask) throws Exception {
        Path dir = SparkTestSessions.fixture(fixture);
        SchemeSpec spec = SchemeSpec.parse(new SchemeOptions(codec, baseline, mode, snapDis, null, null, null,
                chunkBytes), SchemeOptions.COMMAND_DEFAULTS);
        // what CompressCommand does: the sequence's spacing and first iteration, then SchemeRuns.simulate
        SnapshotSequence seq = SnapshotSequence.discover(dir);
        long unit = SchemeRuns.spacing(seq.entries().stream().map(SnapshotSequence.Entry::iteration).toList());
        SchemeSpec grid = spec.withGrid(unit, seq.entries().get(0).iteration());
        SimulationResult single = SchemeRuns.simulate(seq, grid);
        String expected = SparkTestSessions.withoutTimes(ReportJson.toJson(CompressReport.of(dir.toString(), grid,
                single)));

        CompressReport distributed = CompressJob.run(sc, dir.toString(), spec, chunksPerTask);
        String actual = SparkTestSessions.withoutTimes(ReportJson.toJson(distributed));

        // the same sequence through Hadoop's file system API (file:// here, hdfs:// or s3a:// on a cluster):
        // tasks read their chunks by positional reads instead of memory-mapping the members
        String uri = dir.toUri().toString();
        CompressReport remote = CompressJob.run(sc, uri, spec, chunksPerTask);
        assertEquals(uri, remote.sequence());
        assertEquals(expected.replace(dir.toString(), uri),
                SparkTestSessions.withoutTimes(ReportJson.toJson(remote)));

        assertTrue(single.allVerified());
        assertTrue(distributed.roundTripVerified());
        assertTrue(single.saves().stream().anyMatch(s -> s.bytes() > 0));
        assertEquals(expected, actual);
    }
}
