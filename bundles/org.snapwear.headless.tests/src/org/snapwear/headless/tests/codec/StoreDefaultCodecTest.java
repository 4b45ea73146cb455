package org.snapwear.headless.tests.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The delta codec of a store: a new store without {@code --codec} gets the smallest built-in (predictive), and a
 * store created with another codec (dynrle, the default before) keeps it for every later save without
 * {@code --codec}, since the codec is fixed in its manifest.
 */
public class StoreDefaultCodecTest {

    @TempDir
    Path tmp;

    /** Saves checkpoint-0 (with the extra options) and checkpoint-50 of the AdamW fixture; the second save's JSON. */
    private JsonObject saveTwo(Path store, String... firstOptions) {
        Path run = Fixtures.path("hf_charlm_adamw");
        List<String> first = new ArrayList<>(List.of("store", "save", store.toString(),
                run.resolve("checkpoint-0").toString(), "--iteration", "0"));
        first.addAll(List.of(firstOptions));
        CliRun r0 = CliRun.run(first.toArray(String[]::new));
        assertEquals(0, r0.exit(), r0.err());
        CliRun r1 = CliRun.run("store", "save", store.toString(), run.resolve("checkpoint-50").toString(),
                "--iteration", "50", "--json");
        assertEquals(0, r1.exit(), r1.err());
        return r1.outJson();
    }

    /** Codec of each tensor delta part (references > 0) the delta codec accepts (not the dtype fallback's parts). */
    private static List<String> deltaCodecs(JsonObject save) {
        List<String> out = new ArrayList<>();
        for (JsonElement p : save.getAsJsonObject("save").getAsJsonArray("parts")) {
            JsonObject part = p.getAsJsonObject();
            if (part.get("kind").getAsString().equals("tensors") && part.get("references").getAsInt() > 0
                    && !part.get("codec").getAsString().equals("xor-shuffle-zstd")) {
                out.add(part.get("codec").getAsString());
            }
        }
        return out;
    }

    private static String manifestCodec(Path store) throws IOException {
        return JsonParser.parseString(Files.readString(store.resolve("MANIFEST.json"))).getAsJsonObject()
                .getAsJsonObject("settings").get("codec").getAsString();
    }

    @Test
    void aNewStoreUsesPredictive() throws IOException {
        Path store = tmp.resolve("store");
        JsonObject second = saveTwo(store);
        assertEquals("predictive", second.getAsJsonObject("settings").get("codec").getAsString());
        assertEquals("predictive", manifestCodec(store));
        assertEquals(List.of("predictive"), deltaCodecs(second), second.toString());
    }

    @Test
    void aStoreCreatedWithDynrleKeepsDynrle() throws IOException {
        Path store = tmp.resolve("store");
        JsonObject second = saveTwo(store, "--codec", "dynrle");
        assertEquals("dynrle", second.getAsJsonObject("settings").get("codec").getAsString());
        assertEquals("dynrle", manifestCodec(store));
        assertEquals(List.of("dynrle"), deltaCodecs(second), second.toString());
    }
}
