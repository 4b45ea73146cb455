package org.snapwear.study.results;

import java.util.List;
import java.util.function.Function;

/**
 * A declared column together with how a typed row gives its cell: a table is a list of these over one row type, so
 * its schema and its rows come from the same declaration and no code builds a row by position.
 *
 * @param <R>    the row type (a record)
 * @param column key, label and unit
 * @param value  the cell of a row: a String, Number, Boolean, or null for an empty cell
 */
public record TypedColumn<R>(Column column, Function<? super R, ?> value) {

    public static <R> TypedColumn<R> of(String key, String label, String unit, Function<? super R, ?> value) {
        return new TypedColumn<>(new Column(key, label, unit), value);
    }

    public static <R> TypedColumn<R> of(String key, String label, Function<? super R, ?> value) {
        return of(key, label, "", value);
    }

    /** The same column over a row type that holds an R ({@code part} finds it). */
    public <S> TypedColumn<S> over(Function<? super S, ? extends R> part) {
        return new TypedColumn<>(column, s -> value.apply(part.apply(s)));
    }

    /** The same figure under another key (a table that published it under that key). */
    public TypedColumn<R> renamed(String key) {
        return new TypedColumn<>(new Column(key, column.label(), column.unit()), value);
    }

    /** The declared columns, in order. */
    public static <R> List<Column> columns(List<TypedColumn<R>> columns) {
        return columns.stream().map(TypedColumn::column).toList();
    }

    /** A table of these columns. */
    public static <R> ResultTable table(String id, String title, String description, List<TypedColumn<R>> columns) {
        return new ResultTable(id, title, description, columns(columns));
    }

    /** Appends the row's cells, one per column, to a table declared with {@code columns}. */
    public static <R> void addRow(ResultTable table, List<TypedColumn<R>> columns, R row) {
        if (!table.columns().equals(columns(columns))) {
            throw new IllegalArgumentException("table " + table.id() + " is not declared with these columns");
        }
        table.addRow(columns.stream().map(c -> (Object) c.value().apply(row)).toArray());
    }
}
