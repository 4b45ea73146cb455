package org.snapwear.ui.views;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.dnd.FileTransfer;

/**
 * Drop of files from the desktop onto the Sequences view: one directory opens as a sequence (its checkpoints
 * discovered), one or more checkpoint files open as a sequence ordered by the iterations in their names.
 */
public final class SequenceDropHandler extends DropTargetAdapter {

    private final SequencesPanel panel;

    SequenceDropHandler(SequencesPanel panel) {
        this.panel = panel;
    }

    @Override
    public void dragEnter(DropTargetEvent event) {
        // Offer copy (never move: the checkpoints stay where they are).
        if (event.detail == DND.DROP_DEFAULT || event.detail == DND.DROP_MOVE) {
            event.detail = (event.operations & DND.DROP_COPY) != 0 ? DND.DROP_COPY : DND.DROP_NONE;
        }
    }

    @Override
    public void drop(DropTargetEvent event) {
        if (FileTransfer.getInstance().isSupportedType(event.currentDataType) && event.data instanceof String[] names) {
            open(names);
        }
    }

    /** Opens the dropped paths (what {@link #drop} does with FileTransfer's data); null when nothing usable. */
    public Job open(String[] names) {
        if (names == null || names.length == 0) {
            return null;
        }
        List<Path> paths = Arrays.stream(names).map(Path::of).toList();
        return panel.open(paths);
    }
}
