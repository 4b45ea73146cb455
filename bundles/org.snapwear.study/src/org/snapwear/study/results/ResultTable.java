package org.snapwear.study.results;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One table of a study's results (e.g. written volume per scheme, Fig. 9): a declared {@link TableSchema} and
 * rows. Cells are {@link String},
 * {@link Number} or {@link Boolean}; every row has one cell per column. The report writes each table as CSV and
 * JSON, and the chart code of the report and of the workbench reads the same tables, so batch runs and the
 * workbench always show the same numbers.
 */
public final class ResultTable {

    private final TableSchema schema;
    private final String id;
    private final List<Column> columns;
    private final List<List<Object>> rows = new ArrayList<>();

    /** An empty table of the declared schema. */
    public ResultTable(TableSchema schema) {
        this.schema = Objects.requireNonNull(schema, "schema");
        this.id = schema.id();
        this.columns = schema.columns();
    }

    public ResultTable(String id, String title, String description, List<Column> columns) {
        this(new TableSchema(id, title, description, columns));
    }

    /** The declared id, title, description and columns. */
    public TableSchema schema() {
        return schema;
    }

    public String id() {
        return id;
    }

    public String title() {
        return schema.title();
    }

    public String description() {
        return schema.description();
    }

    public List<Column> columns() {
        return columns;
    }

    public List<List<Object>> rows() {
        return Collections.unmodifiableList(rows);
    }

    public int rowCount() {
        return rows.size();
    }

    /** Appends a row; the cells must match the columns in number and be String, Number or Boolean. */
    public ResultTable addRow(Object... cells) {
        if (cells.length != columns.size()) {
            throw new IllegalArgumentException("table " + id + " has " + columns.size() + " columns, row has "
                    + cells.length);
        }
        for (Object c : cells) {
            if (c != null && !(c instanceof String) && !(c instanceof Number) && !(c instanceof Boolean)) {
                throw new IllegalArgumentException("table " + id + ": cell of type " + c.getClass().getName());
            }
        }
        rows.add(Collections.unmodifiableList(java.util.Arrays.asList(cells.clone()))); // null = empty (List.of rejects it)
        return this;
    }

    /** Index of the column with this key. */
    public int columnIndex(String key) {
        return schema.index(key);
    }

    public Object cell(int row, String key) {
        return rows.get(row).get(columnIndex(key));
    }

    public double number(int row, String key) {
        Object v = cell(row, key);
        if (!(v instanceof Number n)) {
            throw new IllegalStateException("table " + id + " row " + row + " column " + key + " is not a number: " + v);
        }
        return n.doubleValue();
    }

    public String text(int row, String key) {
        Object v = cell(row, key);
        return v == null ? "" : v.toString();
    }
}
