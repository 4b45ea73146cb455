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

    /** A unitless column. */
    public static Column of(String key, String label) {
        return new Column(key, label, "");
    }
}
