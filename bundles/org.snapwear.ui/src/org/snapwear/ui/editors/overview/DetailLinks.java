package org.snapwear.ui.editors.overview;

import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.forms.events.HyperlinkAdapter;
import org.eclipse.ui.forms.events.HyperlinkEvent;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.eclipse.ui.forms.widgets.Section;
import org.snapwear.study.blocks.BlockRunRequest;
import org.snapwear.study.overview.OverviewResults;
import org.snapwear.study.overview.RunContents;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.ui.actions.OpenSequenceAction;
import org.snapwear.ui.views.BlockStatesView;
import org.snapwear.ui.views.ResultsView;
import org.snapwear.ui.views.SequencesView;
import org.snapwear.ui.views.TensorsView;
import org.snapwear.ui.core.ErrorLines;

/**
 * Hyperlinks from the overview into the detail views: every candidate in the Results view, the tensors of the
 * largest checkpoint, the best scheme replayed on the SSD Block States view (same device and scheme as the
 * verdict), the pair statistics in the Sequences view.
 */
final class DetailLinks {
    private final IWorkbenchWindow window;
    private final Hyperlink results;
    private final Hyperlink tensors;
    private final Hyperlink blocks;
    private final Hyperlink sequences;
    private RunOverview overview;
    private Path sequence;

    DetailLinks(Composite parent, FormToolkit toolkit, IWorkbenchWindow window) {
        this.window = window;
        Section s = toolkit.createSection(parent, Section.TITLE_BAR | Section.EXPANDED);
        s.setText(Messages.Links_section);
        s.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Composite c = toolkit.createComposite(s);
        c.setLayout(new GridLayout(1, false));
        s.setClient(c);
        results = link(c, toolkit, Messages.Links_results, this::openResults);
        tensors = link(c, toolkit, NLS.bind(Messages.Links_tensors, "..."), this::openTensors); //$NON-NLS-1$
        blocks = link(c, toolkit, Messages.Links_blockStates, this::openBlockStates);
        sequences = link(c, toolkit, Messages.Links_sequences, this::openSequences);
        setEnabled(false);
    }

    private static Hyperlink link(Composite c, FormToolkit toolkit, String text, Runnable action) {
        Hyperlink h = toolkit.createHyperlink(c, text, SWT.WRAP);
        h.addHyperlinkListener(new HyperlinkAdapter() {
            @Override
            public void linkActivated(HyperlinkEvent e) {
                action.run();
            }
        });
        return h;
    }

    void show(RunOverview o, Path seq) {
        this.overview = o;
        this.sequence = seq;
        largest().ifPresent(m -> tensors.setText(NLS.bind(Messages.Links_tensors, m.name())));
        setEnabled(true);
        tensors.getParent().layout(true);
    }

    private void setEnabled(boolean on) {
        for (Hyperlink h : new Hyperlink[] {results, tensors, blocks, sequences}) {
            h.setEnabled(on);
        }
    }

    /** Shows every candidate in the Results view: the candidates table, on the view's Table tab. */
    ResultsView openResults() {
        // labelled with the run's name: the Results view's header wraps, and a path broke there
        ResultsView v = ResultsView.open(window, OverviewResults.of(overview), sequence.getFileName().toString());
        if (v != null) {
            v.panel().showTable(OverviewResults.CANDIDATES);
        }
        return v;
    }

    /**
     * Shows the tensors of the checkpoint with the most tensors: the whole member (every file of a checkpoint
     * directory, optimizer state included), as the verdict's simulations read it.
     */
    Job openTensors() {
        Optional<RunContents.Member> member = largest();
        if (member.isEmpty()) {
            return null;
        }
        try {
            TensorsView v = (TensorsView) window.getActivePage().showView(TensorsView.ID);
            return v.showSnapshot(Path.of(member.get().path()));
        } catch (PartInitException e) {
            ErrorLines.show(window.getShell(), Messages.Links_section, e);
            return null;
        }
    }

    /** Replays the best scheme on the device of the verdict in the SSD Block States view. */
    Job openBlockStates() {
        try {
            BlockStatesView v = (BlockStatesView) window.getActivePage().showView(BlockStatesView.ID);
            ScaledDevice.Scaled d = RunOverviews.device(overview.measurements());
            return v.panel().startRun(BlockRunRequest.sequence(sequence, RunOverviews.spec(overview.best()),
                    d.config(), d.warmup()));
        } catch (PartInitException e) {
            ErrorLines.show(window.getShell(), Messages.Links_section, e);
            return null;
        }
    }

    /** Shows the run in the Sequences view with the statistics of its last pair of checkpoints. */
    void openSequences() {
        SequencesView v = OpenSequenceAction.showRun(window, sequence);
        if (v != null) {
            window.getActivePage().activate(v);
            v.showLastPair(sequence);
        }
    }

    private Optional<RunContents.Member> largest() {
        return overview.contents().members().stream()
                .max(java.util.Comparator.comparingInt(RunContents.Member::tensors));
    }

    Hyperlink results() {
        return results;
    }

    Hyperlink tensors() {
        return tensors;
    }

    Hyperlink blocks() {
        return blocks;
    }

    Hyperlink sequences() {
        return sequences;
    }
}
