package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.testsupport.Fixtures;

/**
 * The scheme options of compress, ssd --sequence and store save go through one parser (SchemeSpec.parse); each
 * rejected form keeps the exit code and the one-line message the commands gave when each parsed them itself
 * (recorded from the commands before the parser was shared).
 */
class SchemeOptionErrorsTest {

    private static final String CODECS = "available: raw, gzip, rle4, rle4+gzip, dynrle, huffman-exp, zstd, "
            + "xor-shuffle-zstd, predictive";

    @TempDir
    Path tmp;

    private static Path cnn() {
        return Fixtures.path("cnn_digits_sgd");
    }

    private static void assertFirstLine(int exit, String line, String... args) {
        CliRun r = CliRun.run(args);
        assertEquals(exit, r.exit(), String.join(" ", args) + ": " + r.err());
        assertEquals(line, r.err().lines().findFirst().orElse(""), String.join(" ", args));
    }

    private static String[] compress(String... options) {
        List<String> a = new ArrayList<>(List.of("compress", cnn().toString()));
        a.addAll(List.of(options));
        return a.toArray(String[]::new);
    }

    private static String[] ssd(String... options) {
        List<String> a = new ArrayList<>(List.of("ssd", "--sequence", cnn().toString()));
        a.addAll(List.of(options));
        return a.toArray(String[]::new);
    }

    @Test
    void compressRejectsEachBadSchemeOptionAsBefore() {
        String p = "snapwear compress: ";
        assertFirstLine(2, p + "unknown scheme mode 'sideways' (full, progressive or chain)",
                compress("--codec", "dynrle", "--mode", "sideways", "--snap-dis", "3"));
        assertFirstLine(2, p + "option --mode is required", compress("--codec", "dynrle", "--snap-dis", "3"));
        assertFirstLine(2, p + "option --codec is required", compress("--mode", "chain", "--snap-dis", "3"));
        assertFirstLine(2, p + "option --snap-dis is required", compress("--codec", "dynrle", "--mode", "chain"));
        assertFirstLine(2, p + "--snap-dis must be between 1 and 2147483647, got '0'",
                compress("--codec", "dynrle", "--mode", "chain", "--snap-dis", "0"));
        assertFirstLine(2, p + "--snap-dis expects a whole number, got 'x'",
                compress("--codec", "dynrle", "--mode", "chain", "--snap-dis", "x"));
        assertFirstLine(2, p + "--chunk-bytes must be a multiple of 8 in [64, 67108864]",
                compress("--codec", "dynrle", "--mode", "chain", "--snap-dis", "3", "--chunk-bytes", "100"));
        assertFirstLine(2, p + "option --chunk-bytes is out of range: 9999999999",
                compress("--codec", "dynrle", "--mode", "chain", "--snap-dis", "3", "--chunk-bytes", "9999999999"));
        assertFirstLine(2, p + "--unit must be between 1 and 1000000000000 iterations, got '0'",
                compress("--codec", "dynrle", "--mode", "chain", "--snap-dis", "3", "--unit", "0"));
        assertFirstLine(2, p + "--threads must be between 1 and 256, got '0'",
                compress("--codec", "dynrle", "--mode", "chain", "--snap-dis", "3", "--threads", "0"));
        assertFirstLine(2, p + "--codec: unknown codec 'nope'; " + CODECS,
                compress("--codec", "nope", "--mode", "chain", "--snap-dis", "3"));
        assertFirstLine(2, p + "--baseline: unknown codec 'nope'; " + CODECS,
                compress("--codec", "dynrle", "--baseline", "nope", "--mode", "chain", "--snap-dis", "3"));
        assertFirstLine(2, p + "option --mode needs a value", compress("--codec", "dynrle", "--mode"));
        assertFirstLine(1, p + cnn() + ": codec huffman-exp encodes baselines only, not deltas",
                compress("--codec", "huffman-exp", "--mode", "chain", "--snap-dis", "3"));
        assertFirstLine(2, p + "missing SEQ (a directory of checkpoints)",
                "compress", "--codec", "dynrle", "--mode", "chain", "--snap-dis", "3");
    }

    @Test
    void ssdRejectsEachBadSchemeOptionAsBefore() {
        String p = "snapwear ssd: ";
        assertFirstLine(2, p + "unknown scheme mode 'sideways' (full, progressive or chain)",
                ssd("--codec", "dynrle", "--mode", "sideways", "--snap-dis", "3"));
        assertFirstLine(2, p + "option --snap-dis is required", ssd("--codec", "dynrle", "--mode", "chain"));
        assertFirstLine(2, p + "option --mode is required", ssd("--codec", "dynrle", "--snap-dis", "3"));
        assertFirstLine(2, p + "--snap-dis must be between 1 and 2147483647, got '0'",
                ssd("--codec", "dynrle", "--mode", "chain", "--snap-dis", "0"));
        assertFirstLine(1, p + "unknown or disabled codec 'nope'; " + CODECS,
                ssd("--codec", "nope", "--mode", "chain", "--snap-dis", "3"));
    }

    @Test
    void storeSaveRejectsEachBadSchemeOptionAsBeforeAndCreatesNothing() {
        Path store = tmp.resolve("store");
        String ckpt = cnn().resolve("snap_iter000000.fp32.safetensors").toString();
        String p = "snapwear store: ";
        assertFirstLine(2, p + "unknown scheme mode 'sideways' (full, progressive or chain)",
                "store", "save", store.toString(), ckpt, "--iteration", "0", "--mode", "sideways");
        assertFirstLine(2, p + "--snap-dis must be between 1 and 2147483647, got '0'",
                "store", "save", store.toString(), ckpt, "--iteration", "0", "--snap-dis", "0");
        assertFirstLine(2, p + "--codec: unknown codec 'nope'; " + CODECS,
                "store", "save", store.toString(), ckpt, "--iteration", "0", "--codec", "nope", "--mode", "sideways");
        assertFalse(Files.exists(store));
    }
}
