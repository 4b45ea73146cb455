package org.snapwear.headless.tests.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.snapwear.headless.tests.cli.CliRun.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** {@code snapwear inspect} on the real fixture (checked against the safetensors twin) and on a corrupt file. */
class InspectCommandTest {

    private static Path fixture(String name) {
        return Fixtures.path("cnn_digits_sgd", name);
    }

    @Test
    void jsonListsEveryTensorOfThePtFixture() throws Exception {
        Path pt = fixture("snap_iter001000.fp32.pt");
        CliRun r = run("inspect", pt.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        assertEquals(pt.toString(), o.get("file").getAsString());
        assertEquals("torch", o.get("format").getAsString());
        try (Snapshot ref = new SafetensorsReader().read(fixture("snap_iter001000.fp32.safetensors"))) {
            JsonArray ts = o.getAsJsonArray("tensors");
            assertEquals(ref.tensors().size(), ts.size());
            for (int i = 0; i < ts.size(); i++) {
                JsonObject t = ts.get(i).getAsJsonObject();
                Tensor e = ref.tensors().get(i);
                assertEquals(e.name(), t.get("name").getAsString());
                assertEquals("F32", t.get("dtype").getAsString());
                long[] shape = new long[t.getAsJsonArray("shape").size()];
                for (int k = 0; k < shape.length; k++) {
                    shape[k] = t.getAsJsonArray("shape").get(k).getAsLong();
                }
                assertTrue(Arrays.equals(e.info().shape(), shape), e.name());
                assertEquals(e.info().byteSize(), t.get("bytes").getAsLong());
            }
            assertEquals(8, o.get("tensor_count").getAsLong());
            assertEquals(113_068, o.get("element_count").getAsLong());
            assertEquals(ref.dataBytes(), o.get("data_bytes").getAsLong());
        }
    }

    @Test
    void tableShowsFormatAndTotals() {
        CliRun r = run("inspect", fixture("snap_iter000000.fp32.safetensors").toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("format: safetensors"), r.out());
        assertTrue(r.out().contains("total: 8 tensors, 113068 elements, 452272 bytes"), r.out());
    }

    @Test
    void corruptFileFailsWithFileAndOffset(@TempDir Path dir) throws Exception {
        byte[] good = Files.readAllBytes(fixture("snap_iter000500.fp32.safetensors"));
        Path bad = dir.resolve("broken.safetensors");
        byte[] b = good.clone();
        b[7] = 0x7F; // header length of ~9e18 bytes
        Files.write(bad, b);
        CliRun r = run("inspect", bad.toString());
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains(bad.toString()) && r.err().contains("at offset 0"), r.err());
        assertTrue(r.err().contains("header length"), r.err());

        Path pt = dir.resolve("broken.pt");
        Files.write(pt, Arrays.copyOf(Files.readAllBytes(fixture("snap_iter000500.fp32.pt")), 1000));
        CliRun r2 = run("inspect", pt.toString(), "--json");
        assertEquals(1, r2.exit());
        assertTrue(r2.err().contains(pt.toString()) && r2.err().contains("at offset"), r2.err());
    }
}
