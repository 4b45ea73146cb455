package org.snapwear.spark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.spark.compress.SparkTestSessions;

/**
 * A job's failure is one line, as for the single-machine commands: the file and the reason, no stack trace, no
 * Java class name; also when the failure happened in a task and reached the driver wrapped by Spark.
 */
class JobErrorsTest {

    @Test
    void aMissingInputIsOneLineNamingIt(@TempDir Path dir) {
        String missing = dir.resolve("no-such-run").toString();
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int code = SparkMain.run(new String[] { "compress", missing, "--codec", "dynrle", "--mode", "chain",
            "--snap-dis", "2" },
                new PrintStream(buf, true, StandardCharsets.UTF_8));
        String err = buf.toString(StandardCharsets.UTF_8);
        assertEquals(1, code, err);
        List<String> lines = err.lines().toList();
        assertEquals(1, lines.size(), err);
        assertTrue(lines.get(0).startsWith("snapwear-spark compress: " + missing), err);
        assertOneLineWithoutJava(lines.get(0));
    }

    @Test
    void aTaskFailureIsTheTasksOwnReasonInOneLine() {
        SparkSession spark = SparkTestSessions.local2("JobErrorsTest");
        try {
            JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
            Exception e = assertThrows(Exception.class, () -> sc.parallelize(List.of(1), 1).map(x -> {
                throw new NoSuchFileException("/data/run/checkpoint-500/optimizer.pt");
            }).collect());
            assertTrue(e.getMessage().contains("Lost task") && e.getMessage().contains("\tat "),
                    "Spark's own message is the wrapped one with the executor's stack trace");
            String line = JobErrors.line(e);
            assertTrue(line.startsWith("/data/run/checkpoint-500/optimizer.pt: "), line);
            assertOneLineWithoutJava(line);
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            assertEquals(JobErrors.EXIT_FAILURE, JobErrors.report("sweep", e, new PrintStream(buf, true,
                    StandardCharsets.UTF_8)));
            assertEquals("snapwear-spark sweep: " + line + System.lineSeparator(), buf.toString(StandardCharsets.UTF_8));
        } finally {
            spark.stop();
        }
    }

    @Test
    void aBugIsAnInternalErrorWithoutClassNames() {
        String line = JobErrors.line(new IllegalStateException("boom"));
        assertEquals("internal error: unexpected failure", line); // as the single-machine commands word it
        assertOneLineWithoutJava(line);
        assertEquals(JobErrors.EXIT_INTERNAL, JobErrors.report("compress", new IllegalStateException("boom"),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
    }

    @Test
    void optionsTheSchemeRefusesAreAUsageError() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int code = SparkMain.run(new String[] { "compress", "runs/x", "--codec", "dynrle", "--mode", "chain" },
                new PrintStream(buf, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        assertEquals("snapwear-spark compress: option --snap-dis is required" + System.lineSeparator(),
                buf.toString(StandardCharsets.UTF_8));
    }

    private static void assertOneLineWithoutJava(String line) {
        assertFalse(line.contains("\n") || line.contains("\tat "), line);
        assertFalse(line.matches(".*\\b(java|org|scala)\\.[a-z]+\\..*"), line);
        assertFalse(line.contains("Exception") || line.contains("SparkException"), line);
    }
}
