package org.snapwear.ui.views;

import java.util.function.Function;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;

/** Table columns of the views: made from a label function, and widths that follow what the table shows. */
final class TableColumns {

    private TableColumns() {
    }

    /** Adds a column of {@code width} pixels, aligned as {@code align}, whose cells are {@code label}'s texts. */
    static void add(TableViewer v, String text, int width, int align, Function<Object, String> label) {
        TableViewerColumn c = new TableViewerColumn(v, align);
        c.getColumn().setText(text);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return label.apply(element);
            }
        });
    }

    /**
     * Widens each column to its longest text (cells and header), never below its width before nor above
     * {@code max} pixels (a longer text is cut there rather than pushing the other columns out of view).
     */
    static void fit(Table table, int max) {
        for (TableColumn c : table.getColumns()) {
            int before = c.getWidth();
            c.pack();
            c.setWidth(Math.min(max, Math.max(before, c.getWidth() + 12)));
        }
    }
}
