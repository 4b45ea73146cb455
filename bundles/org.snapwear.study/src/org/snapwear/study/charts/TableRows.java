package org.snapwear.study.charts;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.snapwear.study.results.ResultTable;

/** Null-tolerant cell access and series naming shared by the chart builders. */
final class TableRows {

    private TableRows() {
    }

    /**
     * The number in this cell, or null when the cell is empty (null, "" or NaN: e.g. a curve not simulated at this
     * p), so that series simply have no point there.
     */
    static Double number(ResultTable t, List<Object> row, String key) {
        Object v = row.get(t.columnIndex(key));
        if (v == null) {
            return null;
        }
        if (v instanceof Number n) {
            return Double.isNaN(n.doubleValue()) ? null : n.doubleValue();
        }
        if (v instanceof String s && !s.isBlank()) {
            try {
                return Double.valueOf(s.trim());
            } catch (NumberFormatException e) {
                throw new IllegalStateException("table " + t.id() + " column " + key + ": not a number: " + s, e);
            }
        }
        return null;
    }

    static double require(ResultTable t, List<Object> row, String key) {
        Double v = number(t, row, key);
        if (v == null) {
            throw new IllegalStateException("table " + t.id() + " column " + key + " is empty");
        }
        return v;
    }

    /** For tooltips: the number, or NaN (printed "NaN") when the cell is empty, so a gap never breaks a chart. */
    static double orNaN(ResultTable t, List<Object> row, String key) {
        Double v = number(t, row, key);
        return v == null ? Double.NaN : v;
    }

    static String text(ResultTable t, List<Object> row, String key) {
        Object v = row.get(t.columnIndex(key));
        return v == null ? "" : v.toString();
    }

    static boolean truth(ResultTable t, List<Object> row, String key) {
        Object v = row.get(t.columnIndex(key));
        return v instanceof Boolean b ? b : v != null && Boolean.parseBoolean(v.toString());
    }

    /** Distinct values of a column, in row order. */
    static Set<String> distinct(ResultTable t, String key) {
        Set<String> out = new LinkedHashSet<>();
        int c = t.columnIndex(key);
        for (List<Object> row : t.rows()) {
            out.add(String.valueOf(row.get(c)));
        }
        return out;
    }

    /** Series name: the name alone, or "name · source" when the table mixes several sources. */
    static String label(String name, String source, boolean multipleSources) {
        return multipleSources ? name + " · " + source : name;
    }

    static boolean multiple(ResultTable t, String key) {
        return distinct(t, key).size() > 1;
    }
}
