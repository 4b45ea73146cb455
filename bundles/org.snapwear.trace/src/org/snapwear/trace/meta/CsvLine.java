package org.snapwear.trace.meta;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits one CSV line (RFC 4180 quoting: "a,b" and doubled quotes ""; no line breaks inside fields), which
 * is all index.csv files need; a CSV library would be a dependency for 30 lines.
 */
final class CsvLine {
    private CsvLine() {
    }

    /** @throws IllegalArgumentException for an unterminated quote */
    static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < line.length() && line.charAt(i + 1) == '"') {
                        cur.append('"');
                        i++;
                    } else {
                        quoted = false;
                    }
                } else {
                    cur.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("unterminated quote");
        }
        out.add(cur.toString());
        return out;
    }
}
