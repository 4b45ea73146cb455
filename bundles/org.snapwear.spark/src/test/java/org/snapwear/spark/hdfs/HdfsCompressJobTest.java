package org.snapwear.spark.hdfs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.spark.cli.ReportJson;
import org.snapwear.spark.compress.CompressJob;
import org.snapwear.spark.compress.SparkTestSessions;
import org.snapwear.spark.io.HadoopMembers;
import org.snapwear.study.sim.CompressReport;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The compress job reading {@code hdfs://} paths of a real HDFS (a NameNode and a DataNode on 127.0.0.1) against
 * the same job on the local copy, which CompressJobTest holds equal to {@code snapwear compress}: the documents
 * must be equal but for the timings and the sequence string. Also counts the DataNode's block reads of the
 * planning scan (the headers of every member), the remote round trips a large run pays before encoding.
 */
class HdfsCompressJobTest {
    @TempDir
    static Path base;
    private static LoopbackDfs dfs;
    private static SparkSession spark;
    private static JavaSparkContext sc;

    @BeforeAll
    static void start() throws Exception {
        dfs = LoopbackDfs.start(base.resolve("dfs"));
        spark = SparkTestSessions.local2("HdfsCompressJobTest");
        sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            spark.stop();
        }
        if (dfs != null) {
            dfs.close();
        }
    }

    @ParameterizedTest
    @CsvSource({
        "cnn_digits_sgd, dynrle, progressive, 4, 65536, 2",
        "hf_charlm_adamw, predictive, chain, 2, 262144, 2",
    })
    void sameDocumentFromHdfs(String fixture, String codec, String mode, long snapDis, long chunkBytes,
            int chunksPerTask) throws Exception {
        Path local = SparkTestSessions.fixture(fixture);
        String uri = dfs.copyIn(local, "fixtures");
        assertTrue(uri.startsWith("hdfs://127.0.0.1:"), uri);
        SchemeSpec spec = SchemeSpec.parse(new SchemeOptions(codec, "huffman-exp", mode, snapDis, null, null, null,
                chunkBytes), SchemeOptions.COMMAND_DEFAULTS);

        String expected = SparkTestSessions.withoutTimes(ReportJson.toJson(CompressJob.run(sc, local.toString(),
                spec, chunksPerTask)));
        long before = dfs.blockReads();
        CompressReport remote = CompressJob.run(sc, uri, spec, chunksPerTask);
        long jobReads = dfs.blockReads() - before;

        assertEquals(uri, remote.sequence());
        assertTrue(remote.roundTripVerified());
        assertEquals(expected.replace(local.toString(), uri), SparkTestSessions.withoutTimes(ReportJson.toJson(remote)));

        // the planning scan alone, member by member as its tasks run it
        Configuration conf = dfs.fileSystem().getConf();
        before = dfs.blockReads();
        int tensors = 0;
        int members = 0;
        for (SnapshotSequence.NamedMember m : HadoopMembers.list(uri, conf)) {
            tensors += HadoopMembers.tensors(m.name(), conf).size();
            members++;
        }
        long scanReads = dfs.blockReads() - before;
        System.out.printf("HDFS %s: %d members, %d tensors: planning scan %d block reads (%.1f per member), "
                + "whole job %d block reads%n", fixture, members, tensors, scanReads, (double) scanReads / members,
                jobReads);
        assertTrue(scanReads > 0 && jobReads > scanReads, "the DataNode's read metric counts the reads");
        // the structure checks read through 64 KiB read-ahead blocks: an HF checkpoint (sharded model, optimizer
        // and scheduler pickles in zips) took 391 block reads without them, 95 with them
        assertTrue(scanReads <= 150L * members, scanReads + " block reads to scan " + members + " members");
    }
}
