package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The real run (cnn fixture, first 11 snapshots to keep the CI budget) through a store with every enabled built-in
 * delta codec of the default registry (progressive; chain too for the paper's dynrle): every kept iteration restores
 * bit-exactly to its safetensors file, and the bytes the store reports equal the files on disk.
 */
class StoreFixtureTest {

    @TempDir
    Path tmp;

    static List<Path> fixtureFiles() throws IOException {
        try (var s = Files.list(Fixtures.path("cnn_digits_sgd"))) {
            return s.filter(p -> p.toString().endsWith(".safetensors")).sorted().toList();
        }
    }

    @Test
    void fixtureRunRoundTripsWithEveryBuiltInDeltaCodec() throws IOException {
        List<Path> all = fixtureFiles();
        assertEquals(21, all.size());
        List<Path> files = all.subList(0, 11);
        CodecRegistry registry = CodecRegistry.defaultRegistry();
        List<String> tried = new ArrayList<>();
        for (SnapshotCodec codec : registry.codecs()) {
            if (!codec.kind().encodesDeltas()) {
                continue;
            }
            String[] modes = codec.id().equals("dynrle") ? new String[] {"progressive", "chain"}
                    : new String[] {"progressive"};
            for (String mode : modes) {
                tried.add(codec.id() + "/" + mode);
                Path dir = tmp.resolve(codec.id() + "-" + mode);
                long written = 0;
                try (SnapshotStore store = SnapshotStore.create(dir, StoreSettings.of(codec.id(), "raw", mode, 5, 500),
                        registry, DurableIo.local())) {
                    for (int i = 0; i < files.size(); i++) {
                        try (Snapshot s = CheckpointFormats.read(files.get(i))) {
                            SaveResult r = store.save(SaveRequest.of(s, i * 500L));
                            written += r.snapshotBytes();
                        }
                    }
                    assertEquals(List.of(5_000L), store.iterations().subList(store.iterations().size() - 1,
                            store.iterations().size()));
                    for (long it : store.iterations()) {
                        try (Snapshot original = CheckpointFormats.read(files.get((int) (it / 500)))) {
                            StoreTestSupport.assertSameTensors(original, store.readTensors(it).snapshot(),
                                    codec.id() + "/" + mode + " iteration " + it);
                        }
                    }
                    assertTrue(store.verify().ok());
                    long onDisk = 0;
                    for (var e : store.list()) {
                        onDisk += Files.size(dir.resolve(e.file()));
                    }
                    assertEquals(onDisk, store.usefulStorageBytes());
                }
                System.out.printf("StoreFixtureTest %s/%s: %d snapshot bytes written for %d x 452272 raw (%.1f%%)%n",
                        codec.id(), mode, written, files.size(), 100.0 * written / (files.size() * 452272.0));
            }
        }
        assertTrue(!tried.isEmpty(), "no delta codec enabled in the default registry");
    }
}
