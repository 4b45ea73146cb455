package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.testsupport.Fixtures;

/**
 * Every numeric option is checked against the shared range table before any work starts: a value out of range
 * (or beyond int, which used to wrap) is a usage error with exit code 2 and a message naming the option and its
 * range, and the same bad option gives the same exit code in every command.
 */
class OptionRangesTest {

    @TempDir
    Path tmp;

    private static Path fixtures() {
        return Fixtures.path("cnn_digits_sgd").getParent();
    }

    private static Path cnn() {
        return fixtures().resolve("cnn_digits_sgd");
    }

    private static Path checkpoint() {
        return cnn().resolve("snap_iter000000.fp32.safetensors");
    }

    private static void usage(CliRun r, String... fragments) {
        assertEquals(2, r.exit(), r.err());
        for (String f : fragments) {
            assertTrue(r.err().contains(f), "'" + f + "' missing in: " + r.err());
        }
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void snapDisBeyondIntIsRefusedInsteadOfWrappingToOne() {
        Path store = tmp.resolve("store");
        usage(CliRun.run("store", "save", store.toString(), checkpoint().toString(), "--iteration", "0",
                "--snap-dis", "4294967297"), "--snap-dis must be between 1 and 2147483647", "4294967297");
        assertFalse(Files.exists(store), "no store may be created with a wrapped snap_dis");
        usage(CliRun.run("compress", cnn().toString(), "--codec", "dynrle", "--mode", "chain", "--snap-dis",
                "4294967297"), "--snap-dis must be between 1 and 2147483647");
        usage(CliRun.run("ssd", "--sequence", cnn().toString(), "--codec", "dynrle", "--mode", "chain", "--snap-dis",
                "4294967297"), "--snap-dis must be between 1 and 2147483647");
    }

    @Test
    void unitMustBePositiveEverywhere() {
        for (String unit : new String[] { "-500", "0" }) {
            Path store = tmp.resolve("store" + unit);
            usage(CliRun.run("store", "save", store.toString(), checkpoint().toString(), "--iteration", "0",
                    "--unit", unit), "--unit must be between 1 and 1000000000000 iterations");
            assertFalse(Files.exists(store));
            usage(CliRun.run("compress", cnn().toString(), "--codec", "dynrle", "--mode", "chain", "--snap-dis", "5",
                    "--unit", unit), "--unit must be between 1 and");
        }
    }

    @Test
    void slcSegmentAndPageOutOfRange() {
        Path trace = fixtures().resolve("sqlite_meta_trace");
        usage(CliRun.run("slc", trace.toString(), "--codec", "xor-rle", "--segment", "-8"),
                "slc: --segment must be between 1 and 65536 bytes, got '-8'");
        // used to end in OutOfMemoryError (a 2 GiB page per logical page)
        usage(CliRun.run("slc", trace.toString(), "--codec", "xor-rle", "--page", "2147483647"),
                "slc: --page must be between 4 and 1048576 bytes");
    }

    @Test
    void buddyThreadsMustNotBeNegative() {
        usage(CliRun.run("buddy", checkpoint().toString(), "--threads", "-1"),
                "buddy: --threads must be between 0 and 256 (0 = automatic), got '-1'");
    }

    @Test
    void gcThresholdHasTheStudyRangeOnTheCommandLine() throws Exception {
        usage(CliRun.run("ssd", "--synthetic", "uniform", "--alpha", "1.25", "--blocks", "64", "--pages-per-block",
                "8", "--writes", "2000", "--gc-threshold", "0.7"), "--gc-threshold must be between 0 and 0.5");
        Path config = tmp.resolve("device.properties");
        Files.writeString(config, "gc_threshold=0.7\n");
        Path saves = tmp.resolve("saves.csv");
        Files.writeString(saves, "write,a,4096\n");
        CliRun r = CliRun.run("ssd", "--config", config.toString(), "--saves", saves.toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains(config + ": key gc_threshold must be between 0 and 0.5, got 0.7"), r.err());
    }

    @Test
    void theSameBadOptionExitsTwoInCompressAndStoreSave() {
        String[][] bad = { { "--mode", "sideways" }, { "--codec", "no-such-codec" }, { "--baseline", "nope" },
                { "--snap-dis", "0" } };
        for (String[] b : bad) {
            java.util.Map<String, String> compress = new java.util.LinkedHashMap<>();
            compress.put("--codec", "dynrle");
            compress.put("--mode", "chain");
            compress.put("--snap-dis", "5");
            compress.put(b[0], b[1]);
            java.util.List<String> argv = new java.util.ArrayList<>(java.util.List.of("compress", cnn().toString()));
            compress.forEach((k, v) -> {
                argv.add(k);
                argv.add(v);
            });
            CliRun c = CliRun.run(argv.toArray(new String[0]));
            Path store = tmp.resolve("s" + b[0].substring(2));
            CliRun s = CliRun.run("store", "save", store.toString(), checkpoint().toString(), "--iteration", "0",
                    b[0], b[1]);
            assertEquals(2, c.exit(), String.join(" ", b) + ": " + c.err());
            assertEquals(2, s.exit(), String.join(" ", b) + ": " + s.err());
            assertTrue(s.err().contains(b[1]), s.err());
            assertFalse(Files.exists(store), "a refused save leaves no store behind");
        }
    }
}
