package org.snapwear.study.fields;

import java.util.ArrayList;
import java.util.List;

/**
 * The terminal form of a {@link FieldRecord}: one {@link Line} per field, its value as text (numbers as Java
 * prints them, a nested record as {@code {key=value, ...}}), a list of records as one line per element. The
 * commands print these lines in their own column widths.
 */
public final class FieldRecordText {

    /** One field: its key, its value as text, and for a list field the text of each element. */
    public record Line(String key, String value, List<String> elements) {

        public boolean isList() {
            return elements != null;
        }
    }

    private FieldRecordText() {
    }

    public static List<Line> lines(FieldRecord r) {
        List<Line> lines = new ArrayList<>();
        r.writeFields(new Collector(lines));
        return lines;
    }

    /** {@code {key=value, key=value}}: the form a nested record takes on one terminal line. */
    public static String inline(FieldRecord r) {
        StringBuilder b = new StringBuilder("{");
        for (Line l : lines(r)) {
            if (b.length() > 1) {
                b.append(", ");
            }
            b.append(l.key()).append('=').append(l.isList() ? "[" + String.join(", ", l.elements()) + "]" : l.value());
        }
        return b.append('}').toString();
    }

    private record Collector(List<Line> lines) implements FieldWriter {

        private FieldWriter add(String key, String value) {
            lines.add(new Line(key, value, null));
            return this;
        }

        @Override
        public FieldWriter text(String key, String value) {
            return add(key, String.valueOf(value));
        }

        @Override
        public FieldWriter number(String key, long value) {
            return add(key, Long.toString(value));
        }

        @Override
        public FieldWriter number(String key, double value) {
            return add(key, Double.toString(value));
        }

        @Override
        public FieldWriter flag(String key, boolean value) {
            return add(key, Boolean.toString(value));
        }

        @Override
        public FieldWriter absent(String key) {
            return add(key, "null");
        }

        @Override
        public FieldWriter record(String key, FieldRecord value) {
            return add(key, value == null ? "null" : inline(value));
        }

        @Override
        public FieldWriter records(String key, List<? extends FieldRecord> values) {
            lines.add(new Line(key, null, values.stream().map(FieldRecordText::inline).toList()));
            return this;
        }

        @Override
        public FieldWriter texts(String key, List<String> values) {
            return add(key, values.toString());
        }

        @Override
        public FieldWriter numbers(String key, List<? extends Number> values) {
            return add(key, values.toString());
        }
    }
}
