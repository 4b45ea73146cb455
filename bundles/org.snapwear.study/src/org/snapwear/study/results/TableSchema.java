package org.snapwear.study.results;

import java.util.List;
import java.util.Objects;

/**
 * The declared shape of a {@link ResultTable}: its id, title, description and columns (key, label, unit). Every
 * reader of a table takes its headers from here: the CSV header is {@link #keys()}, index.html and the Results
 * view show {@link Column#heading}, results.json and tables/&lt;id&gt;.json write the columns as they are. An
 * analysis declares the schema once (e.g. {@code SchemesAnalysis.newSchemesTable()}), rows are checked against
 * it, and a table read back from JSON has the schema it was written with.
 */
public record TableSchema(String id, String title, String description, List<Column> columns) {

    public TableSchema {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        description = description == null ? "" : description;
        columns = List.copyOf(columns);
    }

    /** The column keys in order: the CSV header and the names chart code reads cells by. */
    public List<String> keys() {
        return columns.stream().map(Column::key).toList();
    }

    /** Index of the (first) column with this key. */
    public int index(String key) {
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).key().equals(key)) {
                return i;
            }
        }
        throw new IllegalArgumentException("table " + id + " has no column " + key);
    }
}
