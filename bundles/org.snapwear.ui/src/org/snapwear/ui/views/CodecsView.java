package org.snapwear.ui.views;

import java.util.function.Function;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.part.ViewPart;
import org.snapwear.codec.spi.CodecDescriptor;
import org.snapwear.codec.registry.CodecRegistry;

/**
 * The codecs this installation knows: built-in ones and those contributed by plug-ins through the
 * {@code org.snapwear.codec.codecs} extension point (e.g. the LZ4 example), with why a contribution was disabled.
 * It shows {@link CodecRegistry#defaultRegistry()}, the same registry {@code snapwear codecs} prints.
 */
public final class CodecsView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.codecs";

    private TableViewer viewer;
    private Label summary;

    @Override
    public void createPartControl(Composite parent) {
        Composite root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(1, false));
        summary = new Label(root, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        viewer = new TableViewer(root, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        Table table = viewer.getTable();
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        column(Messages.Codecs_id, 150, CodecDescriptor::id);
        column(Messages.Codecs_name, 260, CodecDescriptor::name);
        column(Messages.Codecs_kind, 80, d -> d.kind().id());
        column(Messages.Codecs_status, 80, d -> d.enabled() ? Messages.Codecs_enabled : Messages.Codecs_disabled);
        column(Messages.Codecs_source, 260, CodecDescriptor::source);
        column(Messages.Codecs_reason, 260, CodecDescriptor::reason);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        refresh();
    }

    /** Reloads the list from the registry. */
    public void refresh() {
        var descriptors = CodecRegistry.defaultRegistry().descriptors();
        viewer.setInput(descriptors);
        TableColumns.fit(viewer.getTable(), 600);
        long plugins = descriptors.stream().filter(d -> d.source().startsWith("extension:")).count();
        long enabled = descriptors.stream().filter(CodecDescriptor::enabled).count();
        summary.setText(String.format(Messages.Codecs_summary, descriptors.size(),
                enabled, plugins));
        summary.getParent().layout();
    }

    /** The table, for tests. */
    public Table table() {
        return viewer.getTable();
    }

    private void column(String title, int width, Function<CodecDescriptor, String> text) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.NONE);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((CodecDescriptor) element);
            }
        });
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }
}
