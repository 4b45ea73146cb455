package org.snapwear.study.report;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.Scalar;

import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

/**
 * The JSON form of the values in results.json: table cells, summary figures ({@link Scalar}) and the
 * configuration tree ({@link ConfigNode}). Integral numbers are written as JSON integers and read back as Long
 * (BigInteger beyond long); floating numbers always carry a '.' or exponent and are read back as Double; NaN and
 * infinities, which JSON lacks, are written as {"$double": "NaN"} and read back as the Double they were.
 */
final class TreeJson {

    static final String NON_FINITE = "$double";

    private TreeJson() {
    }

    /** A table cell: null, String, Boolean or Number (what {@code ResultTable.addRow} accepts). */
    static void writeCell(JsonWriter w, Object v) throws IOException {
        if (v == null) {
            w.nullValue();
        } else if (v instanceof String s) {
            w.value(s);
        } else if (v instanceof Boolean b) {
            w.value(b);
        } else if (v instanceof Number n) {
            writeNumber(w, n);
        } else {
            throw new IllegalArgumentException("not a table cell: " + v.getClass().getName());
        }
    }

    static void writeNumber(JsonWriter w, Number n) throws IOException {
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
    }

    static void write(JsonWriter w, Scalar v) throws IOException {
        if (v instanceof Scalar.Text t) {
            w.value(t.value());
        } else if (v instanceof Scalar.Num n) {
            writeNumber(w, n.value());
        } else if (v instanceof Scalar.None) {
            boolean nulls = w.getSerializeNulls();
            w.setSerializeNulls(true); // a figure without a value is written, as null
            w.nullValue();
            w.setSerializeNulls(nulls);
        } else {
            w.value(((Scalar.Flag) v).value());
        }
    }

    /** The summary as one JSON object, figures in order. */
    static void writeSummary(JsonWriter w, Map<String, Scalar> summary) throws IOException {
        w.beginObject();
        for (var e : summary.entrySet()) {
            w.name(e.getKey());
            write(w, e.getValue());
        }
        w.endObject();
    }

    /** The children of a branch (or the top of the configuration) as one JSON object, in order. */
    static void writeObject(JsonWriter w, Map<String, ConfigNode> children) throws IOException {
        w.beginObject();
        for (var e : children.entrySet()) {
            w.name(e.getKey());
            write(w, e.getValue());
        }
        w.endObject();
    }

    static void write(JsonWriter w, ConfigNode node) throws IOException {
        if (node instanceof ConfigNode.Leaf l) {
            write(w, l.value());
        } else if (node instanceof ConfigNode.Branch b) {
            writeObject(w, b.children());
        } else if (node instanceof ConfigNode.Items items) {
            w.beginArray();
            for (ConfigNode n : items.items()) {
                write(w, n);
            }
            w.endArray();
        } else {
            w.nullValue();
        }
    }

    /** Any JSON value as a node; {"$double": text} is the number it stands for. */
    static ConfigNode read(JsonReader r) throws IOException {
        switch (r.peek()) {
            case NULL -> {
                r.nextNull();
                return ConfigNode.Null.NULL;
            }
            case STRING -> {
                return ConfigNode.of(r.nextString());
            }
            case BOOLEAN -> {
                return ConfigNode.of(r.nextBoolean());
            }
            case NUMBER -> {
                return ConfigNode.of(number(r.nextString()));
            }
            case BEGIN_ARRAY -> {
                List<ConfigNode> items = new ArrayList<>();
                r.beginArray();
                while (r.hasNext()) {
                    items.add(read(r));
                }
                r.endArray();
                return new ConfigNode.Items(items);
            }
            case BEGIN_OBJECT -> {
                Map<String, ConfigNode> m = new LinkedHashMap<>();
                r.beginObject();
                while (r.hasNext()) {
                    String k = r.nextName();
                    m.put(k, read(r));
                }
                r.endObject();
                if (m.size() == 1 && m.get(NON_FINITE) instanceof ConfigNode.Leaf l
                        && l.value() instanceof Scalar.Text t) {
                    return ConfigNode.of(Double.parseDouble(t.value()));
                }
                return new ConfigNode.Branch(m);
            }
            default -> throw new IllegalArgumentException("unexpected " + r.peek());
        }
    }

    private static Number number(String text) {
        if (text.indexOf('.') >= 0 || text.indexOf('e') >= 0 || text.indexOf('E') >= 0) {
            return Double.parseDouble(text);
        }
        BigInteger big = new BigInteger(text);
        return big.bitLength() < 64 ? (Number) big.longValue() : big;
    }

    /** A JSON object's members in order. */
    static Map<String, ConfigNode> readObject(JsonReader r) throws IOException {
        if (!(read(r) instanceof ConfigNode.Branch b)) {
            throw new IllegalArgumentException("expected an object");
        }
        return b.children();
    }

    /** The summary object: every figure a string, number or boolean. */
    static Map<String, Scalar> readSummary(JsonReader r) throws IOException {
        Map<String, Scalar> out = new LinkedHashMap<>();
        for (var e : readObject(r).entrySet()) {
            if (e.getValue() instanceof ConfigNode.Null) {
                out.put(e.getKey(), Scalar.none());
                continue;
            }
            if (!(e.getValue() instanceof ConfigNode.Leaf l)) {
                throw new IllegalArgumentException("summary figure " + e.getKey()
                        + " is not a string, number or boolean");
            }
            out.put(e.getKey(), l.value());
        }
        return out;
    }

    /** A table cell: null, String, Boolean or Number. */
    static Object readCell(JsonReader r) throws IOException {
        ConfigNode n = read(r);
        if (n instanceof ConfigNode.Null) {
            return null;
        }
        if (!(n instanceof ConfigNode.Leaf l)) {
            throw new IllegalArgumentException("a table cell must be a string, number, boolean or null");
        }
        if (l.value() instanceof Scalar.Text t) {
            return t.value();
        }
        if (l.value() instanceof Scalar.Num num) {
            return num.value();
        }
        return ((Scalar.Flag) l.value()).value();
    }

    /** A number value (e.g. the run's seconds). */
    static double readNumber(JsonReader r) throws IOException {
        if (read(r) instanceof ConfigNode.Leaf l && l.value() instanceof Scalar.Num n) {
            return n.value().doubleValue();
        }
        throw new IllegalArgumentException("expected a number");
    }
}
