package org.snapwear.trace.tests.blockio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.blockio.BlockTraceException;
import org.snapwear.trace.blockio.BlockTraceReader;

/**
 * A trace that cannot be read names itself, and the line, in every error: a directory (a bare "Is a directory"
 * before), a missing file (a bare path before), a damaged .gz (the inflater's message alone before), and a
 * problem its consumer finds with a request ({@link BlockTraceReader#problem}) names that request's line.
 */
class TraceFileErrorsTest {

    @TempDir
    Path dir;

    @Test
    void directoryAndMissingFileNameThemselves() {
        IOException d = assertThrows(IOException.class, () -> BlockTraceReader.open(dir).close());
        assertEquals(dir + ": is a directory, a file was expected", d.getMessage());
        Path none = dir.resolve("none.trace");
        IOException n = assertThrows(IOException.class, () -> BlockTraceReader.open(none).close());
        assertEquals(none + ": no such file or directory", n.getMessage());
    }

    @Test
    void truncatedGzipNamesFileAndLine() throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(b)) {
            z.write("0.0 0 100 8 0\n1.0 0 100 8 1\n".repeat(2000).getBytes(StandardCharsets.US_ASCII));
        }
        byte[] gz = b.toByteArray();
        Path f = dir.resolve("cut.trace.gz");
        Files.write(f, Arrays.copyOf(gz, gz.length / 2));
        BlockTraceException e = assertThrows(BlockTraceException.class, () -> {
            try (BlockTraceReader r = BlockTraceReader.open(f)) {
                while (r.read() != null) {
                    // read to the cut
                }
            }
        });
        assertTrue(e.getMessage().startsWith(f + " line "), e.getMessage());
        assertTrue(e.line() > 1, e.getMessage());
    }

    @Test
    void aConsumersProblemNamesTheLineOfTheRequest() throws Exception {
        Path f = dir.resolve("t.trace");
        Files.writeString(f, "# comment\n0.0 0 100 8 0\n\n1.0 0 200 8 1\n2.0 0 300 8 0\n");
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            r.next();
            assertTrue(r.hasNext()); // reads line 4 ahead: the problem is still the one of line 2
            assertEquals(f + " line 2 (offset 10): too far", r.problem("too far").getMessage());
            r.next();
            assertEquals(4, r.problem("x").line());
            assertTrue(r.read() != null);
            assertEquals(5, r.problem("x").line());
        }
    }
}
