package org.snapwear.ui.views;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
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
import org.snapwear.trace.format.CheckpointFormats;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * Lists the snapshots of the loaded sequence (File > Open Sequence). Discovery runs in a Job so the UI never
 * waits on the file system; the selection (a {@link SnapshotRow}) drives the Tensors view.
 */
public final class SequencesView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.sequences";

    private TableViewer viewer;
    private Label status;
    private volatile Path loaded;
    private volatile Job loadJob;

    @Override
    public void createPartControl(Composite parent) {
        Composite root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(1, false));
        status = new Label(root, SWT.WRAP);
        status.setText("No sequence loaded. Use File > Open Sequence... to open a directory of checkpoints.");
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));

        viewer = new TableViewer(root, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
        Table table = viewer.getTable();
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        column("Iteration", 90, r -> Long.toString(r.iteration()));
        column("File", 260, r -> r.path().getFileName().toString());
        column("Format", 100, SnapshotRow::format);
        column("Size", 100, r -> Formats.bytes(r.bytes()));
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setInput(List.of());
        getSite().setSelectionProvider(viewer);
    }

    private void column(String title, int width, java.util.function.Function<SnapshotRow, String> text) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.NONE);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((SnapshotRow) element);
            }
        });
    }

    /** Loads a sequence directory in the background and shows it when done. */
    public Job load(Path dir) {
        Path directory = dir.toAbsolutePath().normalize();
        Job job = Job.create("Discovering checkpoints in " + directory, (IProgressMonitor monitor) -> {
            try {
                SnapshotSequence seq = SnapshotSequence.discover(directory);
                List<SnapshotRow> rows = new ArrayList<>();
                monitor.beginTask("Reading file headers", seq.size());
                for (SnapshotSequence.Entry e : seq.entries()) {
                    if (monitor.isCanceled()) {
                        return Status.CANCEL_STATUS;
                    }
                    String format = CheckpointFormats.detect(e.path()).map(CheckpointReader::formatId).orElse("?");
                    rows.add(new SnapshotRow(e.iteration(), e.path(), format, Files.size(e.path())));
                    monitor.worked(1);
                }
                show(directory, rows, null);
                return Status.OK_STATUS;
            } catch (IOException ex) {
                show(directory, List.of(), ex.getMessage());
                return Status.info(ex.getMessage());
            }
        });
        job.setUser(true);
        loadJob = job;
        job.schedule();
        return job;
    }

    private void show(Path directory, List<SnapshotRow> rows, String error) {
        if (viewer == null || viewer.getControl().isDisposed()) {
            return;
        }
        viewer.getControl().getDisplay().asyncExec(() -> {
            if (viewer.getControl().isDisposed()) {
                return;
            }
            loaded = directory;
            viewer.setInput(rows);
            long total = rows.stream().mapToLong(SnapshotRow::bytes).sum();
            status.setText(error != null ? "Could not open " + directory + ": " + error
                    : directory + ": " + rows.size() + " snapshots, " + Formats.bytes(total));
            status.getParent().layout();
        });
    }

    /** The directory shown, once loading has finished. */
    public Path loadedDirectory() {
        return loaded;
    }

    /** The Job of the last {@link #load}, for tests and progress. */
    public Job lastLoadJob() {
        return loadJob;
    }

    /** The table, for tests. */
    public TableViewer viewer() {
        return viewer;
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }
}
