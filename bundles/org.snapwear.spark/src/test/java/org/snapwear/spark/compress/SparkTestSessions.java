package org.snapwear.spark.compress;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import org.apache.spark.sql.SparkSession;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** Test helpers: a small local Spark session, the shared fixtures, JSON without its timing fields. */
public final class SparkTestSessions {
    /** Fields that measure time: they differ between any two runs, distributed or not. */
    private static final Set<String> TIMES = Set.of("encode_mb_per_s", "decode_mb_per_s", "encode_ms", "decode_ms");

    private SparkTestSessions() {
    }

    /** Two local cores, no UI, few shuffle partitions: start-up and test time stay small. */
    public static SparkSession local2(String name) {
        return SparkSession.builder().master("local[2]").appName(name)
                .config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "2")
                .config("spark.driver.host", "127.0.0.1")
                .getOrCreate();
    }

    public static Path fixture(String name) {
        String dir = System.getProperty("snapwear.fixtures");
        assertTrue(dir != null, "system property snapwear.fixtures must name the shared fixtures");
        Path p = Path.of(dir).resolve(name);
        assertTrue(Files.isDirectory(p), p + " must exist (the shared fixtures)");
        return p;
    }

    /** The document with every timing field removed, pretty-printed again. */
    public static String withoutTimes(String json) {
        JsonElement e = JsonParser.parseString(json);
        strip(e);
        return e.toString();
    }

    private static void strip(JsonElement e) {
        if (e.isJsonObject()) {
            JsonObject o = e.getAsJsonObject();
            for (String t : TIMES) {
                o.remove(t);
            }
            o.entrySet().forEach(x -> strip(x.getValue()));
        } else if (e.isJsonArray()) {
            e.getAsJsonArray().forEach(SparkTestSessions::strip);
        }
    }
}
