package org.snapwear.trace.tests.meta;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.meta.MetadataTraceGenerator;

/**
 * Pins the generated metadata trace byte for byte: the SHA-256 of index.csv and every page file (in name order)
 * for settings that make leaves split after version 0, recorded with the generator of commit 10296cc (before it
 * moved next to the reader and its B-tree and page classes were split out), so no refactoring can change a byte.
 */
class MetadataTracePinTest {

    @Test
    void generatedTraceIsByteIdenticalToTheRecordedOne(@TempDir Path tmp) throws IOException, NoSuchAlgorithmException {
        Path dir = MetadataTraceGenerator.write(new MetadataTraceGenerator.Settings(1500, 800, 1.0, 11), tmp);
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        md.update(Files.readAllBytes(dir.resolve("index.csv")));
        List<Path> pages;
        try (Stream<Path> s = Files.list(dir.resolve("pages"))) {
            pages = s.sorted().toList();
        }
        for (Path p : pages) {
            md.update(Files.readAllBytes(p));
        }
        assertEquals(7084, pages.size());
        assertEquals("4722abb3864aeeeab5eb2648a4509f4fedbd8f83a4e84b916d5a46a9e7feb855",
                HexFormat.of().formatHex(md.digest()));
    }
}
