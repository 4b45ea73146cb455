package org.snapwear.headless.tests.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.snapwear.headless.tests.cli.CliRun.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.stats.ExponentHistogram;
import org.snapwear.trace.stats.PairStatistics;
import org.snapwear.trace.stats.SequenceStatistics;
import org.snapwear.trace.tensor.Tensor;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class StatsCommandTest {
    @TempDir
    Path tmp;

    private static Path fixture() {
        return Fixtures.path("cnn_digits_sgd");
    }

    @Test
    void jsonMatchesEngineAndDomainFacts() throws IOException {
        String glob = fixture() + "/*.safetensors";
        CliRun r = run("stats", glob, "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject doc = JsonParser.parseString(r.out()).getAsJsonObject();
        SequenceStatistics engine = SequenceStatistics.compute(SnapshotSequence.resolve(glob));
        JsonArray pairs = doc.getAsJsonArray("pairs");
        assertEquals(engine.pairs().size(), pairs.size());
        assertEquals(20, pairs.size());
        for (int i = 0; i < pairs.size(); i++) {
            JsonObject p = pairs.get(i).getAsJsonObject();
            PairStatistics e = engine.pairs().get(i);
            assertEquals(e.fromIteration(), p.get("from").getAsLong());
            assertEquals(e.toIteration(), p.get("to").getAsLong());
            JsonObject bits = p.getAsJsonObject("heading_bits");
            assertEquals(9, bits.size());
            for (int n = 4; n <= 12; n++) {
                assertEquals(e.headingBitsFraction(n), bits.get(Integer.toString(n)).getAsDouble(), 0.0);
            }
            assertEquals(e.equalParamsFraction(), p.get("equal_params").getAsDouble(), 0.0);
            assertEquals(e.equalParameters(), p.get("equal_params_count").getAsLong());
            assertEquals(e.equalPages(), p.get("equal_pages").getAsLong());
            assertEquals(e.pages(), p.get("pages").getAsLong());
        }
        JsonObject first = pairs.get(0).getAsJsonObject().getAsJsonObject("heading_bits");
        assertEquals(91.99, 100 * first.get("4").getAsDouble(), 0.01);
        assertEquals(69.87, 100 * first.get("8").getAsDouble(), 0.01);
        assertEquals(28.15, 100 * first.get("12").getAsDouble(), 0.01);
        JsonObject last = pairs.get(19).getAsJsonObject().getAsJsonObject("heading_bits");
        assertEquals(99.80, 100 * last.get("4").getAsDouble(), 0.01);
        assertEquals(97.52, 100 * last.get("8").getAsDouble(), 0.01);
        assertEquals(69.71, 100 * last.get("12").getAsDouble(), 0.01);

        JsonArray hist = doc.getAsJsonArray("exponent_histograms");
        assertEquals(21, hist.size());
        for (int i = 0; i < hist.size(); i++) {
            JsonObject h = hist.get(i).getAsJsonObject();
            ExponentHistogram e = engine.exponentHistograms().get(i);
            assertEquals(e.iteration(), h.get("iteration").getAsLong());
            assertEquals("F32", h.get("dtype").getAsString());
            long[] counts = e.counts();
            long sum = 0;
            for (Map.Entry<String, com.google.gson.JsonElement> c : h.getAsJsonObject("counts").entrySet()) {
                assertEquals(counts[Integer.parseInt(c.getKey())], c.getValue().getAsLong());
                sum += c.getValue().getAsLong();
            }
            assertEquals(113_068, sum, "zero counts are omitted, nothing else");
        }
    }

    @Test
    void textTableListsEveryPair() {
        CliRun r = run("stats", fixture().toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("91.99%"), r.out());
        assertTrue(r.out().contains("99.80%"), r.out());
        assertTrue(r.out().contains("0/111"), r.out());
        assertEquals(20, r.out().lines().filter(l -> l.matches("\\s+\\d+\\s+\\d+\\s+\\d+\\.\\d\\d%.*")).count(), r.out());
    }

    @Test
    void mismatchingSequenceFailsNamingTensorAndFiles() throws IOException {
        Path a = tmp.resolve("step_1.safetensors");
        Path b = tmp.resolve("step_2.safetensors");
        SafetensorsWriter.write(a, List.of(Tensor.ofFloats("fc.weight", new long[] {2, 2}, new float[4])), Map.of());
        SafetensorsWriter.write(b, List.of(Tensor.ofFloats("fc.weight", new long[] {4}, new float[4])), Map.of());
        CliRun r = run("stats", tmp.toString(), "--json");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("fc.weight") && r.err().contains(a.toString()) && r.err().contains(b.toString()),
                r.err());
        assertEquals("", r.out());
    }

    @Test
    void badCommandLines() {
        assertEquals(2, run("stats").exit());
        assertEquals(2, run("stats", fixture().toString(), "--page-size", "0").exit());
        assertEquals(1, run("stats", tmp.resolve("nothing-here").toString()).exit());
    }
}
