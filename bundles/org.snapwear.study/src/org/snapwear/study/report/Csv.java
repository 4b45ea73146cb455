package org.snapwear.study.report;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import org.snapwear.study.results.ResultTable;

/**
 * RFC 4180 CSV of a result table: a header of column keys, CRLF record ends, fields quoted when they contain a
 * comma, a double quote, CR or LF (quotes doubled). Numbers are written so that parsing them gives the same value
 * back ({@link Cells#text}); empty cells are empty fields.
 */
public final class Csv {

    private Csv() {
    }

    public static void write(ResultTable table, Writer out) throws IOException {
        List<String> keys = table.schema().keys();
        for (int i = 0; i < keys.size(); i++) {
            if (i > 0) {
                out.write(',');
            }
            out.write(field(keys.get(i)));
        }
        out.write("\r\n");
        for (List<Object> row : table.rows()) {
            for (int i = 0; i < row.size(); i++) {
                if (i > 0) {
                    out.write(',');
                }
                out.write(field(Cells.text(row.get(i))));
            }
            out.write("\r\n");
        }
    }

    public static String toString(ResultTable table) {
        var sw = new java.io.StringWriter();
        try {
            write(table, sw);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return sw.toString();
    }

    /** One field, quoted only when RFC 4180 requires it. */
    static String field(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\r') < 0 && s.indexOf('\n') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
