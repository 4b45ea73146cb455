package org.snapwear.study.results;

import java.util.Objects;

/**
 * One column of a {@link ResultTable}: a stable snake_case key (used in CSV headers, JSON and by chart code),
 * a label for people, and the unit of its values ("" when unitless).
 */
public record Column(String key, String label, String unit) {

    public Column {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(label, "label");
        unit = unit == null ? "" : unit;
    }

    /**
     * The header people read: the label, followed by the unit in the given brackets when there is one
     * ("Written (bytes)" in index.html, "Written [bytes]" in the Results view).
     */
    public String heading(String open, String close) {
        return unit.isEmpty() ? label : label + " " + open + unit + close;
    }

    /** A unitless column. */
    public static Column of(String key, String label) {
        return new Column(key, label, "");
    }
}
