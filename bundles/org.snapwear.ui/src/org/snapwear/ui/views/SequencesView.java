package org.snapwear.ui.views;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;
import org.snapwear.ui.actions.RecentFiles;

/**
 * Hosts a {@link SequencesPanel}: the snapshots of the open sequence (File > Open Sequence, File > Open Recent,
 * drag and drop) and the statistics of a selected pair. Discovery and statistics run in Jobs; the selection (a
 * {@link SnapshotRow}) drives the Tensors view. Every opened sequence goes to the recent-files list.
 */
public final class SequencesView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.sequences";

    private SequencesPanel panel;

    @Override
    public void createPartControl(Composite parent) {
        panel = new SequencesPanel(parent, SWT.NONE);
        panel.setOnOpened(paths -> RecentFiles.workbench().add(paths));
        getSite().setSelectionProvider(panel.viewer());
    }

    /** Loads a sequence directory in the background and shows it when done. */
    public Job load(Path dir) {
        return panel.load(dir);
    }

    /** Opens a directory or checkpoint files in the background. */
    public Job open(List<Path> paths) {
        return panel.open(paths);
    }

    /** The directory (or first file) shown, once loading has finished. */
    public Path loadedDirectory() {
        List<Path> p = panel.openedPaths();
        return p == null ? null : p.get(0);
    }

    /** The Job of the last {@link #load}, for tests and progress. */
    public Job lastLoadJob() {
        return panel.lastLoadJob();
    }

    /** The table, for tests. */
    public TableViewer viewer() {
        return panel.viewer();
    }

    public SequencesPanel panel() {
        return panel;
    }

    @Override
    public void setFocus() {
        panel.viewer().getControl().setFocus();
    }
}
