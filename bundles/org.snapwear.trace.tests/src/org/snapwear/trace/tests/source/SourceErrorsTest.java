package org.snapwear.trace.tests.source;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.source.ByteArraySource;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Truncated and corrupted safetensors files and torch zips read through an in-memory source fail as the same
 * bytes read from a local file do: the same reason and offset, in one line that names the source.
 */
class SourceErrorsTest {

    @TempDir
    Path tmp;

    private static final List<String> FILES = List.of("cnn_digits_sgd/snap_iter000500.fp32.safetensors",
            "cnn_digits_sgd/snap_iter000500.fp32.pt", "hf_charlm_adamw/checkpoint-50/optimizer.pt",
            "hf_charlm_adamw/checkpoint-50/model-00002-of-00002.safetensors");

    /** Compares the outcome of the path and the source read, and of both region scans; true if the path read failed. */
    private boolean compare(String fileName, byte[] bytes) throws IOException {
        Path f = tmp.resolve(fileName);
        Files.write(f, bytes);
        ByteArraySource src = new ByteArraySource(Sources.SCHEME + fileName, bytes);
        CheckpointReader r = CheckpointFormats.detect(f).orElseThrow();
        Sources.Outcome<Snapshot> a = Sources.outcome(() -> r.read(f));
        Sources.Outcome<Snapshot> b = Sources.outcome(() -> CheckpointFormats.read(src));
        try {
            Sources.assertSameFailure(a, b, src.name());
            if (a.value() != null) {
                Sources.assertSameSnapshot(a.value(), b.value());
            }
        } finally {
            if (a.value() != null) {
                a.value().close();
            }
            if (b.value() != null) {
                b.value().close();
            }
        }
        Sources.Outcome<List<PayloadRegion>> ra = Sources.outcome(() -> r.payloadRegions(f));
        Sources.Outcome<List<PayloadRegion>> rb = Sources.outcome(() -> r.payloadRegions(src));
        Sources.assertSameFailure(ra, rb, src.name());
        if (ra.value() != null) {
            org.junit.jupiter.api.Assertions.assertEquals(ra.value(), rb.value());
        }
        return a.error() != null;
    }

    @Test
    void truncatedFilesFailAsFromAPath() throws IOException {
        for (String rel : FILES) {
            byte[] whole = Files.readAllBytes(Fixtures.path(rel));
            TreeSet<Integer> cuts = new TreeSet<>(List.of(0, 1, 4, 7, 8, 9, 30, 100, 1000, whole.length / 3,
                    whole.length / 2, whole.length - 23, whole.length - 1));
            for (int cut : cuts) {
                String name = Path.of(rel).getFileName().toString();
                assertTrue(compare(name, Arrays.copyOf(whole, cut)), rel + " cut at " + cut + " was read");
            }
        }
    }

    @Test
    void corruptedFilesFailAsFromAPath() throws IOException {
        int failed = 0;
        for (String rel : FILES) {
            byte[] whole = Files.readAllBytes(Fixtures.path(rel));
            String name = Path.of(rel).getFileName().toString();
            // header bytes first, where flips break structure, then spread over the file (CRC-covered for torch)
            for (int i = 0; i < 48; i++) {
                int at = i < 24 ? i * 7 : (int) ((long) whole.length * (i - 23) / 26);
                byte[] b = whole.clone();
                b[Math.min(at, b.length - 1)] ^= 0x24;
                failed += compare(name, b) ? 1 : 0;
            }
        }
        assertTrue(failed > 60, failed + " of 192 corrupted files failed");
    }

    /** The repository's corpus of hostile checkpoints (releng/hostile-inputs). */
    @Test
    void theHostileCorpusFailsAsFromAPath() throws IOException {
        String d = System.getProperty("snapwear.bundle.dir");
        assertNotNull(d, "system property snapwear.bundle.dir (the test bundle directory) is not set");
        Path corpus = Path.of(d).resolve("../../releng/hostile-inputs").normalize();
        Map<String, String> failing = Map.of("bad-crc.pt", "CRC-32 mismatch", "bad-json.safetensors",
                "malformed JSON", "garbage.safetensors", "header length", "nested-shape.safetensors",
                "nested deeper than 16", "truncated.safetensors", "outside the 5 data bytes");
        for (Map.Entry<String, String> e : failing.entrySet()) {
            byte[] b = Files.readAllBytes(corpus.resolve(e.getKey()));
            assertTrue(compare(e.getKey(), b), e.getKey());
            Exception x = org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
                    () -> CheckpointFormats.read(new ByteArraySource(Sources.SCHEME + e.getKey(), b)).close());
            assertTrue(x.getMessage().startsWith(Sources.SCHEME + e.getKey() + " at offset ")
                    && x.getMessage().contains(e.getValue()), x.getMessage());
        }
        for (String ok : List.of("shared-list-bomb.pt", "escape-name.safetensors")) {
            compare(ok, Files.readAllBytes(corpus.resolve(ok)));
        }
    }
}
