package org.snapwear.ui.views;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;
import org.snapwear.ui.core.ErrorLines;

/** Tensors (name, dtype, shape, elements, bytes) of the snapshot selected in the Sequences view. */
public final class TensorsView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.tensors";

    /** Widest a column grows to fit its texts. */
    private static final int MAX_COLUMN = 520;

    /** Narrowest the name column gets before the table scrolls sideways. */
    private static final int MIN_NAME = 120;

    private TableViewer viewer;
    /** The names as the name column shows them (shortened to its width). */
    private final java.util.Map<TensorInfo, String> shown = new java.util.IdentityHashMap<>();
    private boolean fitting;
    private Label header;
    private volatile Job lastJob;
    private final ISelectionListener listener = this::selectionChanged;

    @Override
    public void createPartControl(Composite parent) {
        Composite root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(1, false));
        header = new Label(root, SWT.WRAP);
        header.setText(Messages.Tensors_hint);
        header.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        viewer = new TableViewer(root, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        Table table = viewer.getTable();
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        column(Messages.Tensors_tensor, 220, t -> shown.getOrDefault(t, t.name()));
        column(Messages.Tensors_shape, 140, TensorInfo::shapeText);
        column(Messages.Tensors_dtype, 70, t -> t.dtype().name());
        column(Messages.Tensors_bytes, 100, t -> Formats.bytes(t.byteSize()));
        column(Messages.Tensors_elements, 100, t -> String.format("%,d", t.elementCount()));
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setInput(List.of());
        org.eclipse.jface.viewers.ColumnViewerToolTipSupport.enableFor(viewer);
        table.addListener(SWT.Resize, e -> fitColumns());
        getSite().getPage().addSelectionListener(SequencesView.ID, listener);
    }

    private void column(String title, int width, java.util.function.Function<TensorInfo, String> text) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.NONE);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((TensorInfo) element);
            }

            @Override
            public String getToolTipText(Object element) {
                return ((TensorInfo) element).name();
            }
        });
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        if (selection instanceof IStructuredSelection s && s.getFirstElement() instanceof SnapshotRow row) {
            showSnapshot(row.path());
        }
    }

    /**
     * Reads the layout of a checkpoint in a Job and shows it: a file, or a whole checkpoint directory with every
     * tensor of every file named {@code FILE::path}, as the engines and {@code snapwear inspect} read it.
     */
    public Job showSnapshot(Path file) {
        Job job = Job.create(NLS.bind(Messages.Tensors_reading, file.getFileName()), (IProgressMonitor monitor) -> {
            try (Snapshot s = SnapshotSequence.openCheckpoint(file, Math.max(0, SnapshotSequence.iterationOf(file)))) {
                List<TensorInfo> infos = s.infos();
                String text = NLS.bind(Messages.Tensors_summary, new Object[] {file.getFileName(),
                        infos.size(), String.format("%,d", s.elementCount()), Formats.bytes(s.dataBytes())});
                update(infos, text);
            } catch (IOException e) {
                update(List.of(), ErrorLines.of(e));
            }
            return Status.OK_STATUS;
        });
        lastJob = job;
        job.schedule();
        return job;
    }

    private void update(List<TensorInfo> infos, String text) {
        if (viewer.getControl().isDisposed()) {
            return;
        }
        viewer.getControl().getDisplay().asyncExec(() -> {
            if (!viewer.getControl().isDisposed()) {
                viewer.setInput(infos);
                fitColumns();
                header.setText(text);
                header.getParent().layout();
            }
        });
    }

    /** The Job of the last {@link #showSnapshot}, for tests. */
    public Job lastJob() {
        return lastJob;
    }

    /**
     * Every column but the name's fits its texts; the name's takes the rest of the view, its texts shortened in the
     * middle to fit (the full name is the tooltip), so shape, dtype and sizes stay in view in a narrow column.
     */
    private void fitColumns() {
        Table table = viewer.getTable();
        if (fitting || table.isDisposed() || !(viewer.getInput() instanceof List<?> infos)) {
            return;
        }
        fitting = true;
        try {
            org.eclipse.swt.widgets.TableColumn[] cols = table.getColumns();
            int others = 0;
            for (int i = 1; i < cols.length; i++) {
                cols[i].pack();
                cols[i].setWidth(Math.min(MAX_COLUMN, cols[i].getWidth() + 12));
                others += cols[i].getWidth();
            }
            shown.clear();
            org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(table);
            try {
                int full = gc.textExtent(cols[0].getText()).x;
                for (Object o : infos) {
                    full = Math.max(full, gc.textExtent(((TensorInfo) o).name()).x);
                }
                int room = table.getClientArea().width - others;
                int width = Math.max(MIN_NAME, Math.min(Math.min(MAX_COLUMN, full + 20), room));
                cols[0].setWidth(width);
                for (Object o : infos) {
                    TensorInfo t = (TensorInfo) o;
                    shown.put(t, MiddleEllipsis.fit(gc, t.name(), width - 14));
                }
            } finally {
                gc.dispose();
            }
            viewer.refresh();
        } finally {
            fitting = false;
        }
    }

    /** The line above the table: the checkpoint and its totals, or why it could not be read. */
    public String summary() {
        return header.getText();
    }

    /** The table, for tests. */
    public TableViewer viewer() {
        return viewer;
    }

    @Override
    public void dispose() {
        getSite().getPage().removeSelectionListener(SequencesView.ID, listener);
        super.dispose();
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }
}
