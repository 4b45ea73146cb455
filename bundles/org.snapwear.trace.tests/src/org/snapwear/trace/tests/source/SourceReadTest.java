package org.snapwear.trace.tests.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.source.ByteArraySource;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Every fixture checkpoint file read from memory (a {@link ByteArraySource}: no local file, so nothing can be
 * mapped or copied behind the test's back) gives the same reader, the same tensors bit for bit and the same payload
 * regions as the path reader of the same file, which parses through its own local-file code.
 */
class SourceReadTest {

    private static List<Path> fixtureFiles() throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(Fixtures.path("cnn_digits_sgd"))) {
            s.filter(p -> p.toString().endsWith(".pt") || p.toString().endsWith(".safetensors")).sorted()
                    .forEach(out::add);
        }
        try (Stream<Path> s = Files.walk(Fixtures.path("hf_charlm_adamw"))) {
            s.filter(Files::isRegularFile).sorted().forEach(out::add);
        }
        return out;
    }

    @Test
    void everyFixtureReadsFromMemoryAsFromItsPath() throws IOException {
        int read = 0;
        int regions = 0;
        List<String> formats = new ArrayList<>();
        for (Path f : fixtureFiles()) {
            ByteArraySource src = Sources.inMemory(f);
            Optional<CheckpointReader> byPath = CheckpointFormats.detect(f);
            Optional<CheckpointReader> bySource = CheckpointFormats.detect(src);
            assertEquals(byPath.map(CheckpointReader::formatId), bySource.map(CheckpointReader::formatId),
                    "detection of " + f);
            if (byPath.isEmpty()) {
                continue;
            }
            CheckpointReader r = byPath.get();
            formats.add(r.formatId());
            Sources.Outcome<Snapshot> a = Sources.outcome(() -> r.read(f));
            Sources.Outcome<Snapshot> b = Sources.outcome(() -> r.read(src));
            try {
                Sources.assertSameFailure(a, b, src.name());
                if (a.value() != null) {
                    Sources.assertSameSnapshot(a.value(), b.value());
                    read++;
                }
            } finally {
                close(a.value());
                close(b.value());
            }
            Sources.Outcome<List<PayloadRegion>> ra = Sources.outcome(() -> r.payloadRegions(f));
            Sources.Outcome<List<PayloadRegion>> rb = Sources.outcome(() -> CheckpointFormats.payloadRegions(src));
            Sources.assertSameFailure(ra, rb, src.name());
            if (ra.value() != null) {
                assertEquals(ra.value(), rb.value(), "regions of " + f);
                regions += ra.value().size();
            }
        }
        // 21 .pt + 21 .safetensors of the CNN run, 2 shards per HF checkpoint, optimizer.pt from step 50 on
        assertTrue(read >= 42 + 8 + 3, "only " + read + " fixture files were read: " + formats);
        assertTrue(formats.contains("torch") && formats.contains("safetensors"), formats.toString());
        assertTrue(regions > 100, regions + " regions");
    }

    /** The built-in readers parse sources themselves: the defaults would copy the source to a local file. */
    @Test
    void safetensorsAndTorchOverrideTheSourceMethods() throws NoSuchMethodException {
        for (String id : List.of("safetensors", "torch")) {
            CheckpointReader r = CheckpointFormats.byId(id).orElseThrow();
            assertEquals(r.getClass(), r.getClass().getMethod("read", ByteSource.class).getDeclaringClass(), id);
            assertEquals(r.getClass(), r.getClass().getMethod("payloadRegions", ByteSource.class)
                    .getDeclaringClass(), id);
        }
    }

    private static void close(Snapshot s) {
        if (s != null) {
            s.close();
        }
    }
}
