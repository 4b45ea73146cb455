package org.snapwear.study.tests.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.DynRleCodec;
import org.snapwear.codec.codecs.HuffmanExpCodec;
import org.snapwear.codec.plan.SchemeSimulation;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * {@link SchemeRuns#simulate} is the one simulation entry point ({@code compress} runs it too): it honours every
 * setting of the {@link SchemeSpec}, chunk size included, and reports each save to a listener as it goes.
 */
class SchemeRunsTest {

    private static SnapshotSequence cnn() throws IOException {
        return SnapshotSequence.discover(Fixtures.path("cnn_digits_sgd"));
    }

    private static List<Long> bytes(SimulationResult r) {
        return r.saves().stream().map(SaveRecord::bytes).toList();
    }

    @Test
    void theSpecsChunkSizeIsTheSimulationsChunkSize() throws IOException {
        SnapshotSequence seq = cnn();
        int chunk = 4096;
        SchemeSpec spec = new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 3, 0, -1, 1, chunk);
        SimulationResult viaSpec = SchemeRuns.simulate(seq, spec);
        // the same run built by hand from the engine: unit 500 and first iteration 0 are the fixture's grid
        SimulationResult direct = SchemeSimulation.run(SnapshotSupplier.of(seq), new SchemeSimulation.Options(
                new SchemeConfig(SchemeMode.CHAIN, 3, 500, 0), new DynRleCodec(), new HuffmanExpCodec(), chunk, null,
                1));
        assertEquals(direct.writtenBytes(), viaSpec.writtenBytes());
        assertEquals(bytes(direct), bytes(viaSpec));
        SimulationResult defaultChunk = SchemeRuns.simulate(seq, new SchemeSpec("dynrle", "huffman-exp",
                SchemeMode.CHAIN, 3, 0));
        assertNotEquals(defaultChunk.writtenBytes(), viaSpec.writtenBytes(), "a 4 KiB chunk adds chunk headers");
    }

    @Test
    void theListenerSeesEverySaveInOrder() throws IOException {
        List<SaveRecord> seen = new ArrayList<>();
        SimulationResult r = SchemeRuns.simulate(cnn(), new SchemeSpec("gzip", "gzip", SchemeMode.PROGRESSIVE, 4, 0,
                -1, 2), seen::add);
        assertEquals(r.saves(), seen);
        assertEquals(r.saves().size(), cnn().size());
    }
}
