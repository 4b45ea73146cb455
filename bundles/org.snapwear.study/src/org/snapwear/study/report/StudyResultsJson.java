package org.snapwear.study.report;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableSchema;

import com.google.gson.JsonParseException;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;

/**
 * results.json: a whole {@link StudyResults} (name, seconds, summary, configuration, warnings, every table with
 * its columns and rows) that reads back into an equal run ({@link #difference}). Integral numbers are written as
 * JSON integers and read back as Long; floating numbers always carry a '.' or exponent and are read back as
 * Double; NaN and infinities, which JSON lacks, are written as {"$double": "NaN"}. The workbench opens report
 * directories and compares runs through {@link #read}.
 */
public final class StudyResultsJson {

    public static final String FORMAT = "snapwear-results";
    public static final int VERSION = 1;
    static final String NON_FINITE = "$double";

    private StudyResultsJson() {
    }

    public static void write(StudyResults r, Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            write(r, w);
        }
    }

    public static String toJson(StudyResults r) {
        StringWriter sw = new StringWriter();
        try {
            write(r, sw);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return sw.toString();
    }

    public static void write(StudyResults r, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.setIndent("  ");
        w.beginObject();
        w.name("format").value(FORMAT);
        w.name("version").value(VERSION);
        w.name("name").value(r.studyName());
        w.name("seconds");
        value(w, r.seconds());
        w.name("summary");
        value(w, r.summary());
        w.name("configuration");
        value(w, r.configuration());
        w.name("warnings").beginArray();
        for (String s : r.warnings()) {
            w.value(s);
        }
        w.endArray();
        w.name("tables").beginArray();
        for (ResultTable t : r.tables()) {
            table(w, t);
        }
        w.endArray();
        w.endObject();
        w.flush();
    }

    /** One table as a JSON object (also the content of tables/&lt;id&gt;.json). */
    public static void writeTable(ResultTable t, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.setIndent("  ");
        table(w, t);
        w.flush();
    }

    private static void table(JsonWriter w, ResultTable t) throws IOException {
        TableSchema s = t.schema();
        w.beginObject();
        w.name("id").value(s.id());
        w.name("title").value(s.title());
        w.name("description").value(s.description());
        w.name("columns").beginArray();
        for (Column c : s.columns()) {
            w.beginObject().name("key").value(c.key()).name("label").value(c.label()).name("unit").value(c.unit())
                    .endObject();
        }
        w.endArray();
        w.name("rows").beginArray();
        for (List<Object> row : t.rows()) {
            w.beginArray();
            for (Object cell : row) {
                value(w, cell);
            }
            w.endArray();
        }
        w.endArray();
        w.endObject();
    }

    private static void value(JsonWriter w, Object v) throws IOException {
        if (v == null) {
            w.nullValue();
        } else if (v instanceof String s) {
            w.value(s);
        } else if (v instanceof Boolean b) {
            w.value(b);
        } else if (v instanceof Number n) {
            if (Cells.integral(n)) {
                w.jsonValue(n.toString());
            } else if (n instanceof Double || n instanceof Float) {
                double d = n.doubleValue();
                if (Double.isFinite(d)) {
                    w.jsonValue(Double.toString(d));
                } else {
                    w.beginObject().name(NON_FINITE).value(Double.toString(d)).endObject();
                }
            } else {
                // BigDecimal and other Number types: their decimal text, read back as Double.
                String text = n.toString();
                w.jsonValue(text.matches(".*[.eE].*") ? text : text + ".0");
            }
        } else if (v instanceof Map<?, ?> m) {
            w.beginObject();
            for (var e : m.entrySet()) {
                w.name(String.valueOf(e.getKey()));
                value(w, e.getValue());
            }
            w.endObject();
        } else if (v instanceof Iterable<?> it) {
            w.beginArray();
            for (Object o : it) {
                value(w, o);
            }
            w.endArray();
        } else if (v instanceof Enum<?> e) {
            w.value(e.name());
        } else {
            w.value(v.toString());
        }
    }

    public static StudyResults read(Path file) throws IOException {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(r, file.toString());
        }
    }

    public static StudyResults fromJson(String json) {
        try {
            return read(new StringReader(json), "<string>");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Reads results.json; bad input fails naming the file, the JSON path and the reason. */
    public static StudyResults read(Reader in, String fileName) throws IOException {
        JsonReader r = new JsonReader(in);
        try {
            return results(r);
        } catch (JsonParseException | IllegalStateException | IllegalArgumentException | ClassCastException
                | java.io.EOFException | com.google.gson.stream.MalformedJsonException e) {
            // Gson's messages carry line, column and JSON path; the file name makes the error actionable.
            throw new IOException(fileName + ": at " + r.getPath() + ": " + e.getMessage(), e);
        }
    }

    private static StudyResults results(JsonReader r) throws IOException {
        String name = null;
        Double seconds = null;
        Map<String, Object> summary = Map.of();
        Map<String, Object> configuration = Map.of();
        List<String> warnings = new ArrayList<>();
        List<ResultTable> tables = new ArrayList<>();
        String format = null;
        r.beginObject();
        while (r.hasNext()) {
            String key = r.nextName();
            switch (key) {
                case "format" -> format = r.nextString();
                case "version" -> {
                    int v = r.nextInt();
                    if (v > VERSION) {
                        throw new IllegalArgumentException("results version " + v + " is newer than this Snapwear ("
                                + VERSION + ")");
                    }
                }
                case "name" -> name = nullableString(r);
                case "seconds" -> seconds = ((Number) value(r)).doubleValue();
                case "summary" -> summary = object(r);
                case "configuration" -> configuration = object(r);
                case "warnings" -> {
                    r.beginArray();
                    while (r.hasNext()) {
                        warnings.add(r.nextString());
                    }
                    r.endArray();
                }
                case "tables" -> {
                    r.beginArray();
                    while (r.hasNext()) {
                        tables.add(readTable(r));
                    }
                    r.endArray();
                }
                default -> r.skipValue();
            }
        }
        r.endObject();
        if (!FORMAT.equals(format)) {
            throw new IllegalArgumentException("not a Snapwear results file (format is " + format + ", expected "
                    + FORMAT + ")");
        }
        StudyResults out = new StudyResults(name);
        if (seconds != null) {
            out.setSeconds(seconds);
        }
        summary.forEach(out::putSummary);
        configuration.forEach(out::putConfiguration);
        warnings.forEach(out::warn);
        tables.forEach(out::add);
        return out;
    }

    /** Reads one table object (results.json's tables[] entries and tables/&lt;id&gt;.json). */
    public static ResultTable readTable(JsonReader r) throws IOException {
        String id = null;
        String title = "";
        String description = "";
        List<Column> columns = new ArrayList<>();
        List<List<Object>> rows = new ArrayList<>();
        r.beginObject();
        while (r.hasNext()) {
            switch (r.nextName()) {
                case "id" -> id = r.nextString();
                case "title" -> title = r.nextString();
                case "description" -> description = nullableString(r);
                case "columns" -> {
                    r.beginArray();
                    while (r.hasNext()) {
                        Map<String, Object> c = object(r);
                        columns.add(new Column(String.valueOf(c.get("key")), String.valueOf(c.get("label")),
                                c.get("unit") == null ? "" : String.valueOf(c.get("unit"))));
                    }
                    r.endArray();
                }
                case "rows" -> {
                    r.beginArray();
                    while (r.hasNext()) {
                        List<Object> row = new ArrayList<>();
                        r.beginArray();
                        while (r.hasNext()) {
                            row.add(value(r));
                        }
                        r.endArray();
                        rows.add(row);
                    }
                    r.endArray();
                }
                default -> r.skipValue();
            }
        }
        r.endObject();
        if (id == null) {
            throw new IllegalArgumentException("table without id");
        }
        ResultTable t = new ResultTable(new TableSchema(id, title, description, columns));
        for (List<Object> row : rows) {
            t.addRow(row.toArray());
        }
        return t;
    }

    private static String nullableString(JsonReader r) throws IOException {
        if (r.peek() == JsonToken.NULL) {
            r.nextNull();
            return null;
        }
        return r.nextString();
    }

    private static Map<String, Object> object(JsonReader r) throws IOException {
        Object v = value(r);
        if (!(v instanceof Map<?, ?>)) {
            throw new IllegalArgumentException("expected an object");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) v;
        return m;
    }

    private static Object value(JsonReader r) throws IOException {
        switch (r.peek()) {
            case NULL -> {
                r.nextNull();
                return null;
            }
            case STRING -> {
                return r.nextString();
            }
            case BOOLEAN -> {
                return r.nextBoolean();
            }
            case NUMBER -> {
                String text = r.nextString();
                if (text.indexOf('.') >= 0 || text.indexOf('e') >= 0 || text.indexOf('E') >= 0) {
                    return Double.parseDouble(text);
                }
                BigInteger big = new BigInteger(text);
                return big.bitLength() < 64 ? (Object) big.longValue() : big;
            }
            case BEGIN_ARRAY -> {
                List<Object> list = new ArrayList<>();
                r.beginArray();
                while (r.hasNext()) {
                    list.add(value(r));
                }
                r.endArray();
                return list;
            }
            case BEGIN_OBJECT -> {
                Map<String, Object> m = new LinkedHashMap<>();
                r.beginObject();
                while (r.hasNext()) {
                    String k = r.nextName();
                    m.put(k, value(r));
                }
                r.endObject();
                if (m.size() == 1 && m.get(NON_FINITE) instanceof String s) {
                    return Double.parseDouble(s);
                }
                return m;
            }
            default -> throw new IllegalArgumentException("unexpected " + r.peek());
        }
    }

    /** True when two runs hold the same content (see {@link #difference}). */
    public static boolean sameContent(StudyResults a, StudyResults b) {
        return difference(a, b).isEmpty();
    }

    /**
     * The first difference between two runs, or empty when they are equal: name, seconds, summary,
     * configuration, warnings, and every table's id, title, description, columns and cells (numbers compared by
     * value: an int and a long of the same value are equal, as are a float and the double it widens to).
     */
    public static Optional<String> difference(StudyResults a, StudyResults b) {
        if (!java.util.Objects.equals(a.studyName(), b.studyName())) {
            return Optional.of("name: " + a.studyName() + " vs " + b.studyName());
        }
        if (Double.compare(a.seconds(), b.seconds()) != 0) {
            return Optional.of("seconds: " + a.seconds() + " vs " + b.seconds());
        }
        Optional<String> d = diff("summary", a.summary(), b.summary());
        if (d.isPresent()) {
            return d;
        }
        d = diff("configuration", a.configuration(), b.configuration());
        if (d.isPresent()) {
            return d;
        }
        if (!a.warnings().equals(b.warnings())) {
            return Optional.of("warnings differ");
        }
        List<ResultTable> ta = a.tables();
        List<ResultTable> tb = b.tables();
        if (ta.size() != tb.size()) {
            return Optional.of("table count " + ta.size() + " vs " + tb.size());
        }
        for (int i = 0; i < ta.size(); i++) {
            d = diff(ta.get(i), tb.get(i));
            if (d.isPresent()) {
                return d;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> diff(ResultTable a, ResultTable b) {
        String where = "table " + a.id();
        if (!a.id().equals(b.id()) || !a.title().equals(b.title()) || !a.description().equals(b.description())) {
            return Optional.of(where + ": id/title/description differ (" + b.id() + ")");
        }
        if (!a.schema().columns().equals(b.schema().columns())) {
            return Optional.of(where + ": columns differ");
        }
        if (a.rowCount() != b.rowCount()) {
            return Optional.of(where + ": " + a.rowCount() + " vs " + b.rowCount() + " rows");
        }
        for (int r = 0; r < a.rowCount(); r++) {
            for (int c = 0; c < a.columns().size(); c++) {
                Object x = a.rows().get(r).get(c);
                Object y = b.rows().get(r).get(c);
                if (!Cells.same(x, y)) {
                    return Optional.of(where + " row " + r + " column " + a.columns().get(c).key() + ": " + x
                            + " vs " + y);
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<String> diff(String where, Object a, Object b) {
        if (a instanceof Map<?, ?> ma && b instanceof Map<?, ?> mb) {
            if (!new ArrayList<>(ma.keySet()).equals(new ArrayList<>(mb.keySet()))) {
                return Optional.of(where + ": keys " + ma.keySet() + " vs " + mb.keySet());
            }
            for (var e : ma.entrySet()) {
                Optional<String> d = diff(where + "." + e.getKey(), e.getValue(), mb.get(e.getKey()));
                if (d.isPresent()) {
                    return d;
                }
            }
            return Optional.empty();
        }
        if (a instanceof List<?> la && b instanceof List<?> lb) {
            if (la.size() != lb.size()) {
                return Optional.of(where + ": " + la.size() + " vs " + lb.size() + " elements");
            }
            for (int i = 0; i < la.size(); i++) {
                Optional<String> d = diff(where + "[" + i + "]", la.get(i), lb.get(i));
                if (d.isPresent()) {
                    return d;
                }
            }
            return Optional.empty();
        }
        return Cells.same(a, b) ? Optional.empty() : Optional.of(where + ": " + a + " vs " + b);
    }
}
