package org.snapwear.codec.tests.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.registry.CodecLoader;

/**
 * Contribution problems are logged through SLF4J (logger {@code org.snapwear.codec}), no longer through
 * java.util.logging; and the codec classes on a plain class path without slf4j-api still log, on stderr, instead
 * of failing with a missing class.
 */
class ContributionLogTest {
    @TempDir
    Path dir;

    @Test
    void nothingGoesToJavaUtilLogging() {
        Logger jul = Logger.getLogger("org.snapwear.codec");
        List<LogRecord> got = new ArrayList<>();
        Handler h = new Handler() {
            @Override
            public void publish(LogRecord r) {
                got.add(r);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        jul.addHandler(h);
        try {
            CodecLoader.log("codec x from test disabled: probe");
        } finally {
            jul.removeHandler(h);
        }
        assertEquals(List.of(), got.stream().map(LogRecord::getMessage).toList());
    }

    @Test
    void withoutSlf4jOnTheClassPathTheMessageGoesToStderr() throws Exception {
        Path tests = CodecRegistryTest.codecBundle().resolveSibling("org.snapwear.codec.tests").resolve("target/classes");
        Path codec = CodecRegistryTest.codecBundle().resolve("target/classes");
        // the codec jar needs the trace jar (its contribution loader) on any class path; slf4j-api it does not need
        Path trace = CodecRegistryTest.codecBundle().resolveSibling("org.snapwear.trace").resolve("target/classes");
        assertTrue(Files.isDirectory(tests) && Files.isDirectory(codec), "the codec bundles are not built");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(java.toString(), "-cp", codec + File.pathSeparator + trace + File.pathSeparator + tests,
                ContributionLogProbe.class.getName(), "codec y from test disabled: probe").redirectError(err.toFile())
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "probe did not finish");
        String stderr = Files.readString(err);
        assertEquals(0, p.exitValue(), out + stderr);
        assertEquals("done", out.strip(), stderr);
        assertEquals("WARN org.snapwear.codec - codec y from test disabled: probe", stderr.strip());
    }
}
