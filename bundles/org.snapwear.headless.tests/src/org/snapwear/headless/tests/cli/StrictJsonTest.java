package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.trace.text.StrictJson;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.stream.JsonReader;

/**
 * Every {@code --json} output is strict JSON: NaN and the infinities, which JSON lacks, are {@code null} (they used
 * to be printed bare, which Python's json module only reads by accident, and jq and browsers refuse); finite
 * numbers are printed exactly as before.
 */
class StrictJsonTest {

    /** A result record with the kinds of fields commands print. */
    record Row(String name, double ratio, Double boxed, float single, double[] series, long bytes) {
    }

    /** Parses without Gson's leniency (JsonParser and Gson.fromJson would accept bare NaN). */
    private static JsonObject strictParse(String json) {
        try {
            return new Gson().getAdapter(JsonElement.class).read(new JsonReader(new StringReader(json)))
                    .getAsJsonObject();
        } catch (IOException e) {
            throw new AssertionError("not strict JSON: " + e.getMessage() + "\n" + json, e);
        }
    }

    @Test
    void nonFiniteNumbersBecomeNullAndFiniteOnesStayAsTheyWere() {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("nan", Double.NaN);
        doc.put("inf", Double.POSITIVE_INFINITY);
        doc.put("half", 0.5);
        doc.put("row", new Row("a", Double.NEGATIVE_INFINITY, Double.NaN, Float.NaN,
                new double[] { 1.0, Double.NaN, 1e20 }, 7));
        doc.put("finite", new Row("b", 1.25, 3.0, 1.1f, new double[0], 8));
        String json = CommandContext.toJson(doc);
        assertTrue(!json.contains("NaN") && !json.contains("Infinity"), json);
        JsonObject o = strictParse(json);
        assertTrue(o.get("nan").isJsonNull());
        assertTrue(o.get("inf").isJsonNull());
        JsonObject row = o.getAsJsonObject("row");
        assertTrue(row.get("ratio").isJsonNull() && row.get("boxed").isJsonNull() && row.get("single").isJsonNull(),
                json);
        assertTrue(row.getAsJsonArray("series").get(1).isJsonNull());
        assertEquals("1.0E20", row.getAsJsonArray("series").get(2).getAsJsonPrimitive().getAsString());
        assertTrue(json.contains("\"half\": 0.5"), json);
        assertTrue(json.contains("\"single\": 1.1,"), "floats keep their short form: " + json);
        assertTrue(json.contains("\"boxed\": 3.0,"), json);
        // read back (overview.json is): the nulls are NaN again, finite values exact
        Row back = StrictJson.builder().create().fromJson(CommandContext.toJson(new Row("d", Double.NaN,
                Double.POSITIVE_INFINITY, 1.1f, new double[] { 2.5, Double.NaN }, 3)), Row.class);
        assertTrue(Double.isNaN(back.ratio()) && Double.isNaN(back.boxed()) && back.single() == 1.1f, back.toString());
        assertTrue(back.series()[0] == 2.5 && Double.isNaN(back.series()[1]) && back.bytes() == 3, back.toString());
        // a null field is left out, as before; only a non-finite value becomes an explicit null
        assertTrue(!strictParse(CommandContext.toJson(new Row("c", 1, null, 1, new double[0], 9))).has("boxed"));
    }
}
