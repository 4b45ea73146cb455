package org.snapwear.spark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.study.cli.SchemeOptionsMixin;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * The job's compress takes the scheme options of {@code snapwear compress} through the same mixin: the same
 * arguments give the scheme the job computed before (when it declared them itself), --codec and --mode stay
 * required, and --threads (Spark's tasks are its threads) is not an option of the job.
 */
class CompressJobOptionsTest {

    private static final int CHUNK = 1 << 20;

    private record Row(String args, SchemeSpec expected) {
    }

    private static final List<Row> ROWS = List.of(
            new Row("compress SEQ --codec dynrle --mode chain --snap-dis 3",
                    new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 3, 0, -1, 1, CHUNK)),
            new Row("compress SEQ --codec predictive --baseline raw --mode PROGRESSIVE --snap-dis 5 --unit 100 "
                    + "--chunk-bytes 64KiB",
                    new SchemeSpec("predictive", "raw", SchemeMode.PROGRESSIVE, 5, 100, -1, 1, 65536)),
            new Row("compress SEQ --codec zstd --mode full --chunks-per-task 8",
                    new SchemeSpec("zstd", "huffman-exp", SchemeMode.FULL, 1, 0, -1, 1, CHUNK)));

    private static CommandLine compress(String args) {
        CommandLine cl = SparkMain.commandLine();
        cl.parseArgs(args.split(" "));
        return cl.getSubcommands().get("compress");
    }

    private static SchemeOptionsMixin scheme(CommandLine compress) {
        return (SchemeOptionsMixin) compress.getMixins().get(SchemeOptionsMixin.MIXIN);
    }

    @Test
    void theSameArgumentsGiveTheSameScheme() {
        for (Row row : ROWS) {
            assertEquals(row.expected(), scheme(compress(row.args())).scheme(), row.args());
        }
    }

    @Test
    void requiredAsBeforeAndNoThreads() {
        String synopsis = compress("compress SEQ --codec dynrle --mode chain").getHelp().synopsis(0);
        assertTrue(synopsis.contains(" --codec=ID") && synopsis.contains(" --mode=full|progressive|chain"), synopsis);
        assertFalse(synopsis.contains("[--codec") || synopsis.contains("--threads"), synopsis);
        assertThrows(ParameterException.class, () -> compress("compress SEQ --mode chain --snap-dis 3"));
        assertThrows(ParameterException.class,
                () -> compress("compress SEQ --codec dynrle --mode chain --snap-dis 3 --threads 2"));
    }

    @Test
    void aRefusedValueIsOneUsageLine() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int code = SparkMain.run(new String[] { "compress", "runs/x", "--codec", "dynrle", "--mode", "chain",
            "--snap-dis", "3", "--unit", "0" }, new PrintStream(buf, true, StandardCharsets.UTF_8));
        assertEquals(JobErrors.EXIT_USAGE, code);
        assertEquals("snapwear-spark compress: --unit must be between 1 and 1000000000000 iterations, got '0'"
                + System.lineSeparator(), buf.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aNumberThatIsNotOneNamesTheOption() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int code = SparkMain.run(new String[] { "compress", "runs/x", "--codec", "dynrle", "--mode", "chain",
            "--snap-dis", "3", "--chunk-bytes", "ten" }, new PrintStream(buf, true, StandardCharsets.UTF_8));
        assertEquals(JobErrors.EXIT_USAGE, code);
        String first = buf.toString(StandardCharsets.UTF_8).lines().findFirst().orElse("");
        assertEquals("--chunk-bytes expects a whole number, got 'ten'", first);
    }
}
