package org.snapwear.ui.views;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.Command;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.commands.common.CommandException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.ResourceLocator;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.part.ViewPart;
import org.snapwear.ui.core.UiLog;
import org.snapwear.ui.core.RecentFiles;
import org.snapwear.ui.core.CommandIds;
import org.snapwear.ui.core.ErrorLines;

/**
 * Hosts a {@link SequencesPanel}: the snapshots of the open sequence (File > Open Sequence, File > Open Recent,
 * drag and drop) and the statistics of a selected pair. Discovery and statistics run in Jobs; the selection (a
 * {@link SnapshotRow}) drives the Tensors view. Every opened sequence goes to the recent-files list. A double-click
 * on a snapshot, or Open Run Overview on the view's toolbar and context menu, opens the run overview of the
 * sequence through the same command as File > Open Run Overview.
 */
public final class SequencesView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.sequences";

    private SequencesPanel panel;
    private Action overviewAction;

    @Override
    public void createPartControl(Composite parent) {
        panel = new SequencesPanel(parent, SWT.NONE);
        panel.setOnOpened(paths -> {
            RecentFiles.workbench().add(paths);
            overviewAction.setEnabled(true);
        });
        panel.setOnOverview(this::openOverview);
        getSite().setSelectionProvider(panel.viewer());
        overviewAction = new Action(Messages.Sequences_openOverview) {
            @Override
            public void run() {
                Object row = panel.viewer().getStructuredSelection().getFirstElement();
                Path p = panel.overviewPath(row instanceof SnapshotRow r ? r : null);
                if (p != null) {
                    openOverview(p);
                }
            }
        };
        overviewAction.setToolTipText(Messages.Sequences_openOverviewTip);
        ResourceLocator.imageDescriptorFromBundle(getClass(), "icons/open_run.png") //$NON-NLS-1$
                .ifPresent(overviewAction::setImageDescriptor);
        overviewAction.setEnabled(false);
        getViewSite().getActionBars().getToolBarManager().add(overviewAction);
        MenuManager menu = new MenuManager();
        menu.add(overviewAction);
        panel.viewer().getControl().setMenu(menu.createContextMenu(panel.viewer().getControl()));
    }

    /**
     * Opens the run overview of {@code run} through the run-overview command (as File > Open Run Overview does);
     * returns the editor, or null when the command is not there or failed (the failure is shown and logged).
     */
    public Object openOverview(Path run) {
        ICommandService commands = getSite().getService(ICommandService.class);
        Command command = commands.getCommand(CommandIds.OPEN_RUN_OVERVIEW);
        if (!command.isDefined()) {
            return null;
        }
        try {
            ParameterizedCommand pc = ParameterizedCommand.generateCommand(command,
                    Map.of(CommandIds.OPEN_RUN_OVERVIEW_PATH, run.toString()));
            return getSite().getService(IHandlerService.class).executeCommand(pc, null);
        } catch (CommandException | RuntimeException e) {
            String message = NLS.bind(Messages.Sequences_overviewFailed, run, ErrorLines.of(e));
            UiLog.error(message, e);
            MessageDialog.openError(getSite().getShell(), Messages.Sequences_openOverview, message);
            return null;
        }
    }

    /** The toolbar and context-menu action opening the run overview (for tests). */
    public Action overviewAction() {
        return overviewAction;
    }

    /** Loads a sequence directory in the background and shows it when done. */
    public Job load(Path dir) {
        return panel.load(dir);
    }

    /** Opens a directory or checkpoint files in the background. */
    public Job open(List<Path> paths) {
        return panel.open(paths);
    }

    /**
     * Shows a run (a directory of checkpoints, or one) unless the view shows it already; returns the loading Job, or
     * null when nothing was to load. What a run overview opens also goes here, so the workbench shows one run.
     */
    public Job showRun(Path run) {
        if (panel.shows(run)) {
            return null;
        }
        return panel.open(List.of(run));
    }

    /**
     * Shows a run and the statistics of its last pair of snapshots (the run overview's "Pair statistics" link);
     * the pair is computed once the run is loaded.
     */
    public void showLastPair(Path run) {
        Job load = showRun(run);
        if (load == null) {
            panel.selectLastPair();
        } else {
            panel.whenLoaded(load, panel::selectLastPair);
        }
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
