package org.snapwear.study.fields;

import java.util.ArrayList;
import java.util.List;

/**
 * The terminal form of a {@link FieldRecord}: one {@link Line} per field, its value as a person reads it
 * (doubles rounded by {@link NumberText}, never NaN), a nested record as its own indented lines, a list of
 * records as a table with a header row. {@link #render} gives the lines to print, the same for every command.
 */
public final class FieldRecordText {

    /**
     * One field: its key and value as text; a nested record's fields in {@code record}; a list of records as
     * {@code table} (header, then one row per element, each a list of cells).
     */
    public record Line(String key, String value, List<Line> record, List<List<String>> table) {

        public boolean isRecord() {
            return record != null;
        }

        public boolean isTable() {
            return table != null;
        }
    }

    private FieldRecordText() {
    }

    public static List<Line> lines(FieldRecord r) {
        List<Line> lines = new ArrayList<>();
        r.writeFields(new Collector(lines));
        return lines;
    }

    /** The record as terminal lines: "key   value" with the values aligned, nested records indented, tables. */
    public static List<String> render(FieldRecord r) {
        List<String> out = new ArrayList<>();
        render(lines(r), "", out);
        return out;
    }

    private static void render(List<Line> lines, String indent, List<String> out) {
        int width = 0;
        for (Line l : lines) {
            if (!l.isRecord() && !l.isTable()) {
                width = Math.max(width, l.key().length());
            }
        }
        for (Line l : lines) {
            if (l.isRecord()) {
                out.add(indent + l.key() + ":");
                render(l.record(), indent + "  ", out);
            } else if (l.isTable()) {
                out.add(indent + l.key() + ":");
                table(l.table(), indent + "  ", out);
            } else {
                out.add(indent + pad(l.key(), width) + "  " + l.value());
            }
        }
    }

    /** Columns padded to their widest cell; text left-aligned, numbers right-aligned. */
    private static void table(List<List<String>> rows, String indent, List<String> out) {
        if (rows.isEmpty()) {
            return;
        }
        int columns = rows.get(0).size();
        int[] width = new int[columns];
        boolean[] numeric = new boolean[columns];
        java.util.Arrays.fill(numeric, true);
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < columns; c++) {
                String cell = rows.get(r).get(c);
                width[c] = Math.max(width[c], cell.length());
                if (r > 0 && !cell.equals(NumberText.NONE) && !cell.matches("-?[0-9][0-9.]*")) {
                    numeric[c] = false;
                }
            }
        }
        for (List<String> row : rows) {
            StringBuilder b = new StringBuilder(indent);
            for (int c = 0; c < columns; c++) {
                String cell = row.get(c);
                String padded = numeric[c] ? " ".repeat(width[c] - cell.length()) + cell : pad(cell, width[c]);
                b.append(c == 0 ? "" : "  ").append(padded);
            }
            out.add(b.toString().stripTrailing());
        }
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }

    private record Collector(List<Line> lines) implements FieldWriter {

        private FieldWriter add(String key, String value) {
            lines.add(new Line(key, value, null, null));
            return this;
        }

        @Override
        public FieldWriter text(String key, String value) {
            return add(key, value == null ? NumberText.NONE : value);
        }

        @Override
        public FieldWriter number(String key, long value) {
            return add(key, Long.toString(value));
        }

        @Override
        public FieldWriter number(String key, double value) {
            return add(key, NumberText.of(value));
        }

        @Override
        public FieldWriter flag(String key, boolean value) {
            return add(key, Boolean.toString(value));
        }

        @Override
        public FieldWriter absent(String key) {
            return add(key, NumberText.NONE);
        }

        @Override
        public FieldWriter record(String key, FieldRecord value) {
            if (value == null) {
                return add(key, NumberText.NONE);
            }
            lines.add(new Line(key, null, FieldRecordText.lines(value), null));
            return this;
        }

        @Override
        public FieldWriter records(String key, List<? extends FieldRecord> values) {
            List<List<String>> table = new ArrayList<>();
            for (FieldRecord v : values) {
                List<Line> fields = FieldRecordText.lines(v);
                if (table.isEmpty()) {
                    table.add(fields.stream().map(Line::key).toList());
                }
                table.add(fields.stream().map(f -> f.value() == null ? "" : f.value()).toList());
            }
            lines.add(new Line(key, null, null, table));
            return this;
        }

        @Override
        public FieldWriter texts(String key, List<String> values) {
            return add(key, String.join(", ", values));
        }

        @Override
        public FieldWriter numbers(String key, List<? extends Number> values) {
            return add(key, String.join(", ", values.stream().map(n -> n instanceof Double || n instanceof Float
                    ? NumberText.of(n.doubleValue()) : n.toString()).toList()));
        }
    }
}
