package org.snapwear.headless.tests.codec;

import org.snapwear.headless.tests.cli.CliRun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.spi.CodecDescriptor;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;

class CodecsCommandTest {
    @Test
    void jsonListsTheRegistryDescriptors() {
        CliRun run = CliRun.run("codecs", "--json");
        JsonObject j = run.json();
        JsonArray rows = j.getAsJsonArray("codecs");
        var descriptors = CodecRegistry.defaultRegistry().descriptors();
        assertEquals(descriptors.size(), rows.size());
        int enabled = 0;
        for (int i = 0; i < rows.size(); i++) {
            JsonObject r = rows.get(i).getAsJsonObject();
            CodecDescriptor d = descriptors.get(i);
            assertEquals(d.id(), r.get("id").getAsString());
            assertEquals(d.kind().id(), r.get("kind").getAsString());
            assertEquals(d.source(), r.get("source").getAsString());
            assertEquals(d.enabled() ? "enabled" : "disabled", r.get("status").getAsString());
            enabled += d.enabled() ? 1 : 0;
        }
        assertEquals(enabled, j.get("enabled").getAsInt());
        for (SnapshotCodec c : BuiltInCodecs.all()) {
            assertTrue(run.out().contains("\"" + c.id() + "\""), c.id());
        }
        CliRun table = CliRun.run("codecs");
        assertEquals(0, table.exit());
        assertTrue(table.out().contains("predictive") && table.out().contains("enabled"), table.out());
    }
}
