package org.snapwear.codec.tests.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapwear.codec.plan.SchemeSimulation;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.scheme.PartRecord;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.store.PartEntry;
import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The simulation behind compress, ssd --sequence and studies writes, part for part, the tensor containers the
 * snapshot store writes for the same run (the store's rest file of non-tensor bytes is not simulated). The
 * hf_charlm_adamw fixture has no optimizer state at step 0, so saves split into several parts.
 */
class SimulationMatchesStoreTest {

    @ParameterizedTest
    @ValueSource(strings = {"dynrle", "predictive"})
    void partsEqualTheStoresTensorFiles(String codec, @TempDir Path tmp) throws IOException {
        Path run = Fixtures.pathOrSkip("hf_charlm_adamw");
        SnapshotSequence seq = SnapshotSequence.discover(run);
        CodecRegistry reg = CodecRegistry.defaultRegistry();
        SimulationResult sim = SchemeSimulation.run(SnapshotSupplier.of(seq), new SchemeSimulation.Options(
                new SchemeConfig(SchemeMode.PROGRESSIVE, 10, 50, 0), reg.require(codec), reg.require("huffman-exp")));
        List<String> stored = new ArrayList<>();
        try (SnapshotStore store = SnapshotStore.create(tmp.resolve("store"),
                StoreSettings.of(codec, "huffman-exp", "progressive", 10, 50))) {
            for (SnapshotSequence.Entry e : seq.entries()) {
                SaveResult r = store.save(SaveRequest.of(CheckpointScanner.scan(e.path()), e.iteration()));
                for (PartEntry p : r.parts()) {
                    if (p.isTensors()) {
                        stored.add(e.iteration() + " " + p.codec() + "/" + p.references() + " " + p.size());
                    }
                }
            }
        }
        List<String> simulated = new ArrayList<>();
        int multiPart = 0;
        for (SaveRecord s : sim.saves()) {
            for (PartRecord p : s.parts()) {
                simulated.add(s.iteration() + " " + p.codec() + "/" + p.references() + " " + p.bytes());
            }
            multiPart += s.parts().size() > 1 ? 1 : 0;
        }
        assertTrue(multiPart > 0, "the fixture's saves split into parts");
        assertEquals(stored, simulated);
    }
}
