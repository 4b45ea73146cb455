package org.snapwear.ui.editors.overview;

import java.util.List;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Section;
import org.snapwear.study.overview.OverviewText;
import org.snapwear.study.overview.RunContents;

/** What was read: one row per checkpoint, then the tensors of the largest one by dtype and by role. */
final class ContentsSection {
    private final Section section;
    private final Table members;
    private final Table dtypes;
    private final Table roles;

    ContentsSection(Composite parent, FormToolkit toolkit) {
        section = toolkit.createSection(parent, Section.TITLE_BAR | Section.DESCRIPTION | Section.EXPANDED);
        section.setText(Messages.Read_section);
        section.setDescription(" "); //$NON-NLS-1$
        section.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Composite c = toolkit.createComposite(section);
        c.setLayout(new GridLayout(2, false));
        section.setClient(c);
        members = table(c, toolkit, 2, Messages.Read_iteration, Messages.Read_member, Messages.Read_formats,
                Messages.Read_files, Messages.Read_tensors, Messages.Read_tensorBytes, Messages.Read_diskBytes);
        dtypes = table(c, toolkit, 1, Messages.Read_dtypes, Messages.Read_tensors, Messages.Read_tensorBytes);
        roles = table(c, toolkit, 1, Messages.Read_roles, Messages.Read_tensors, Messages.Read_tensorBytes);
    }

    private static Table table(Composite c, FormToolkit toolkit, int span, String... columns) {
        Table t = toolkit.createTable(c, SWT.BORDER | SWT.FULL_SELECTION);
        t.setHeaderVisible(true);
        t.setLinesVisible(true);
        for (String name : columns) {
            new TableColumn(t, SWT.LEFT).setText(name);
        }
        t.setLayoutData(new GridData(SWT.FILL, SWT.TOP, span == 2, false, span, 1));
        return t;
    }

    void show(RunContents c) {
        // The run's name, not its path: a long path in a wrapped description broke mid-word (the heading's tooltip and
        // the editor tab's have the path).
        java.nio.file.Path name = java.nio.file.Path.of(c.source()).getFileName();
        section.setDescription(NLS.bind(Messages.Read_description, new Object[] {name == null ? c.source() : name,
                c.members().size(),
                OverviewText.bytes(c.tensorBytes())}));
        members.removeAll();
        for (RunContents.Member m : c.members()) {
            item(members, Long.toString(m.iteration()), m.name(), String.join(", ", m.formats()), //$NON-NLS-1$
                    Integer.toString(m.files()), Integer.toString(m.tensors()), Long.toString(m.tensorBytes()),
                    Long.toString(m.totalBytes()));
        }
        shares(dtypes, c.dtypes());
        shares(roles, c.roles());
        for (Table t : List.of(members, dtypes, roles)) {
            for (TableColumn col : t.getColumns()) {
                col.pack();
            }
        }
        section.getParent().layout(true, true);
    }

    private static void shares(Table t, List<RunContents.Share> shares) {
        t.removeAll();
        for (RunContents.Share s : shares) {
            item(t, s.id(), Integer.toString(s.tensors()), Long.toString(s.bytes()));
        }
    }

    private static void item(Table t, String... cells) {
        new TableItem(t, SWT.NONE).setText(cells);
    }

    Table members() {
        return members;
    }

    Table roles() {
        return roles;
    }

    Table dtypes() {
        return dtypes;
    }
}
