package org.snapwear.ui.views;

import java.util.List;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;

/**
 * The Results view's "Table" tab: any table of the run, chosen in its combo (the source table of the chart on
 * screen unless the user picks another; every table is reachable, also in a run without charts such as a run
 * overview), titled with its id and row count, numbers right-aligned, each column headed by its label and unit (the
 * column key as tooltip). Kept apart from {@link ResultsPanel} because it only renders {@link ResultTable}s,
 * whichever chart chose it.
 */
final class SourceTablePane extends Composite {
    private final Combo chooser;
    private final Label title;
    private final Table table;
    private List<ResultTable> tables = List.of();

    SourceTablePane(Composite parent) {
        super(parent, SWT.NONE);
        setLayout(new GridLayout(2, false));
        new Label(this, SWT.NONE).setText(Messages.Results_tableChooser);
        chooser = new Combo(this, SWT.READ_ONLY);
        chooser.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        chooser.addListener(SWT.Selection, e -> {
            int i = chooser.getSelectionIndex();
            show(i < 0 || i >= tables.size() ? null : tables.get(i));
        });
        title = new Label(this, SWT.WRAP);
        GridData tg = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        tg.widthHint = 200;
        title.setLayoutData(tg);
        table = new Table(this, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
    }

    Table table() {
        return table;
    }

    Combo chooser() {
        return chooser;
    }

    /** The tables the combo offers: every table of the run on screen (none for null). */
    void setTables(StudyResults run) {
        tables = run == null ? List.of() : run.tables();
        chooser.removeAll();
        for (ResultTable t : tables) {
            chooser.add(NLS.bind(Messages.Results_tableChoice, t.title(), t.id()));
        }
        layout(true);
    }

    /** Shows the run's table with this id (the first table for null or an id the run lacks). */
    void select(String id) {
        int i = 0;
        for (int k = 0; k < tables.size(); k++) {
            if (tables.get(k).id().equals(id)) {
                i = k;
            }
        }
        if (tables.isEmpty()) {
            show(null);
            return;
        }
        chooser.select(i);
        show(tables.get(i));
    }

    /** The id of the table shown, or null. */
    String shownId() {
        int i = chooser.getSelectionIndex();
        return i < 0 || i >= tables.size() ? null : tables.get(i).id();
    }

    /** Shows {@code t}, or nothing for null. */
    private void show(ResultTable t) {
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
                c.setWidth(Math.min(Math.max(c.getWidth() + 8, 60), 480));
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
