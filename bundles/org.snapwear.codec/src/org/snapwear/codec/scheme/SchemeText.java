package org.snapwear.codec.scheme;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Splits the printed form of a {@link SchemeSpec} into {@link SchemeOptions}: {@code --name value} or
 * {@code --name=value} words separated by blanks. Only the words are read here; the scheme's rules are
 * {@link SchemeSpec#parse(SchemeOptions, SchemeOptions)}'s.
 */
final class SchemeText {
    private static final List<String> NAMES = List.of("--codec", "--baseline", "--mode", "--snap-dis", "--unit",
            "--first-iteration", "--threads", "--chunk-bytes");

    private SchemeText() {
    }

    static SchemeOptions read(String text) {
        Map<String, String> values = new LinkedHashMap<>();
        String[] words = text.isBlank() ? new String[0] : text.strip().split("\\s+");
        for (int i = 0; i < words.length; i++) {
            String word = words[i];
            int eq = word.indexOf('=');
            String name = eq >= 0 ? word.substring(0, eq) : word;
            if (!NAMES.contains(name)) {
                throw new IllegalArgumentException((word.startsWith("--") ? "unknown option " : "unexpected argument ")
                        + word);
            }
            String value;
            if (eq >= 0) {
                value = word.substring(eq + 1);
            } else if (i + 1 < words.length) {
                value = words[++i];
            } else {
                throw new IllegalArgumentException("option " + name + " needs a value");
            }
            if (values.putIfAbsent(name, value) != null) {
                throw new IllegalArgumentException("option " + name + " is given twice");
            }
        }
        return new SchemeOptions(values.get("--codec"), values.get("--baseline"), values.get("--mode"),
                number(values, "--snap-dis"), number(values, "--unit"), number(values, "--first-iteration"),
                number(values, "--threads"), number(values, "--chunk-bytes"));
    }

    private static Long number(Map<String, String> values, String name) {
        String text = values.get(name);
        if (text == null) {
            return null;
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " expects a whole number, got '" + text + "'");
        }
    }
}
