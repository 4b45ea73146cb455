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
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;
import org.snapwear.ui.core.ErrorLines;

/** Tensors (name, dtype, shape, elements, bytes) of the snapshot selected in the Sequences view. */
public final class TensorsView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.tensors";

    private TableViewer viewer;
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
        column(Messages.Tensors_tensor, 220, TensorInfo::name);
        column(Messages.Tensors_dtype, 70, t -> t.dtype().name());
        column(Messages.Tensors_shape, 140, TensorInfo::shapeText);
        column(Messages.Tensors_elements, 100, t -> String.format("%,d", t.elementCount()));
        column(Messages.Tensors_bytes, 100, t -> Formats.bytes(t.byteSize()));
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setInput(List.of());
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
        });
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        if (selection instanceof IStructuredSelection s && s.getFirstElement() instanceof SnapshotRow row) {
            showSnapshot(row.path());
        }
    }

    /** Reads the layout of a checkpoint in a Job and shows it. */
    public Job showSnapshot(Path file) {
        Job job = Job.create(NLS.bind(Messages.Tensors_reading, file.getFileName()), (IProgressMonitor monitor) -> {
            try (Snapshot s = CheckpointFormats.read(file)) {
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
                header.setText(text);
                header.getParent().layout();
            }
        });
    }

    /** The Job of the last {@link #showSnapshot}, for tests. */
    public Job lastJob() {
        return lastJob;
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
