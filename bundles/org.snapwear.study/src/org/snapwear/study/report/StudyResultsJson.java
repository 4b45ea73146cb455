package org.snapwear.study.report;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.snapwear.study.results.Column;
import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableSchema;

import com.google.gson.JsonParseException;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;

/**
 * results.json: a whole {@link StudyResults} (name, seconds, summary, configuration, warnings, every table with
 * its columns and rows) that reads back into an equal run ({@link #difference}). Values are written and read by
 * {@link TreeJson}: integral numbers as JSON integers read back as Long, floating numbers always with a '.' or
 * exponent read back as Double, NaN and infinities as {"$double": "NaN"}. The workbench opens report directories
 * and compares runs through {@link #read}.
 */
public final class StudyResultsJson {

    public static final String FORMAT = "snapwear-results";
    public static final int VERSION = 1;

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
        TreeJson.writeNumber(w, r.seconds());
        w.name("summary");
        TreeJson.writeSummary(w, r.summary());
        w.name("configuration");
        TreeJson.writeObject(w, r.configuration());
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
                TreeJson.writeCell(w, cell);
            }
            w.endArray();
        }
        w.endArray();
        w.endObject();
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
        Map<String, Scalar> summary = Map.of();
        Map<String, ConfigNode> configuration = Map.of();
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
                case "seconds" -> seconds = TreeJson.readNumber(r);
                case "summary" -> summary = TreeJson.readSummary(r);
                case "configuration" -> configuration = TreeJson.readObject(r);
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
        summary.forEach((k, v) -> out.putSummary(k, v));
        configuration.forEach((k, v) -> out.putConfiguration(k, v));
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
                        Map<String, ConfigNode> c = TreeJson.readObject(r);
                        columns.add(new Column(text(c.get("key")), text(c.get("label")),
                                c.get("unit") == null || c.get("unit") == ConfigNode.Null.NULL ? ""
                                        : text(c.get("unit"))));
                    }
                    r.endArray();
                }
                case "rows" -> {
                    r.beginArray();
                    while (r.hasNext()) {
                        List<Object> row = new ArrayList<>();
                        r.beginArray();
                        while (r.hasNext()) {
                            row.add(TreeJson.readCell(r));
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

    /** A column's key, label or unit as written; a missing or null one reads "null", as it always has. */
    private static String text(ConfigNode n) {
        if (n == null || n == ConfigNode.Null.NULL) {
            return "null";
        }
        if (!(n instanceof ConfigNode.Leaf l)) {
            throw new IllegalArgumentException("a column's key, label and unit are texts");
        }
        return l.value().display();
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
        return ResultsDifference.of(a, b);
    }
}
