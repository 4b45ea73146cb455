package org.snapwear.codec.lossy;

import java.util.LinkedHashMap;
import java.util.Map;

/** The text form of a configured codec: {@code id} or {@code id:key=value,key=value}. */
public final class CodecSpecText {
    private CodecSpecText() {
    }

    /** The id part. */
    public static String id(String spec) {
        int colon = spec.indexOf(':');
        return (colon < 0 ? spec : spec.substring(0, colon)).trim();
    }

    /**
     * The options part, in order.
     *
     * @throws IllegalArgumentException for an option without {@code =} or given twice
     */
    public static Map<String, String> options(String spec) {
        Map<String, String> out = new LinkedHashMap<>();
        int colon = spec.indexOf(':');
        if (colon < 0 || spec.substring(colon + 1).isBlank()) {
            return out;
        }
        for (String part : spec.substring(colon + 1).split(",")) {
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("option '" + part.trim() + "' of " + id(spec)
                        + " is not key=value");
            }
            String key = part.substring(0, eq).trim();
            if (out.put(key, part.substring(eq + 1).trim()) != null) {
                throw new IllegalArgumentException("option '" + key + "' of " + id(spec) + " is given twice");
            }
        }
        return out;
    }
}
