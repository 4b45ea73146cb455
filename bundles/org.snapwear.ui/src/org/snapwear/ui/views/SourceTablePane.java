package org.snapwear.ui.views;

import java.util.List;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.snapwear.study.results.ResultTable;

/**
 * The Results view's "Table" tab: the source table of the chart on screen, titled with its id and row count,
 * numbers right-aligned, each column headed by its label and unit (the column key as tooltip). Kept apart from
 * {@link ResultsPanel} because it only renders a {@link ResultTable}, whichever chart chose it.
 */
final class SourceTablePane extends Composite {
    private final Label title;
    private final Table table;

    SourceTablePane(Composite parent) {
        super(parent, SWT.NONE);
        setLayout(new GridLayout(1, false));
        title = new Label(this, SWT.WRAP);
        title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        table = new Table(this, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
    }

    Table table() {
        return table;
    }

    /** Shows {@code t}, or nothing for null. */
    void show(ResultTable t) {
        table.setRedraw(false);
        try {
            table.removeAll();
            for (TableColumn c : table.getColumns()) {
                c.dispose();
            }
            if (t == null) {
                title.setText("");
                return;
            }
            title.setText(NLS.bind(Messages.Results_tableTitle, new Object[] {t.title(), t.id(), t.rowCount()})
                    + (t.description().isEmpty() ? "" : ": " + t.description()));
            for (int ci = 0; ci < t.columns().size(); ci++) {
                var col = t.columns().get(ci);
                // Numbers right-aligned so digits line up, as in a spreadsheet.
                TableColumn c = new TableColumn(table, numeric(t, ci) ? SWT.RIGHT : SWT.LEFT);
                c.setText(col.heading("[", "]"));
                c.setToolTipText(col.key());
            }
            for (List<Object> row : t.rows()) {
                TableItem item = new TableItem(table, SWT.NONE);
                for (int i = 0; i < row.size(); i++) {
                    item.setText(i, CellText.of(row.get(i)));
                }
            }
            for (TableColumn c : table.getColumns()) {
                c.pack();
                c.setWidth(Math.min(Math.max(c.getWidth() + 8, 60), 320));
            }
        } finally {
            table.setRedraw(true);
            layout(true);
        }
    }

    /** A column is numeric if its first non-empty cell is a number. */
    private static boolean numeric(ResultTable t, int column) {
        for (List<Object> row : t.rows()) {
            Object v = row.get(column);
            if (v != null && !"".equals(v)) {
                return v instanceof Number;
            }
        }
        return false;
    }
}
