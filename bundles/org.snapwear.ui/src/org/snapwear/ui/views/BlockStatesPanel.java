package org.snapwear.ui.views;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Scale;
import org.eclipse.swt.widgets.Text;
import org.snapwear.study.blocks.BlockColorMode;
import org.snapwear.study.blocks.BlockImageModel;
import org.snapwear.study.blocks.BlockRun;
import org.snapwear.study.blocks.BlockRunRequest;
import org.snapwear.study.blocks.BlockStateRuns;
import org.snapwear.ui.dialogs.BlockRunDialog;
import org.snapwear.ui.core.ErrorLines;

/**
 * The SSD Block States panel: every block of the device as one cell of an image, coloured by the
 * {@link BlockImageModel} (valid / invalid / free pages or erase count), a timeline with step back / forward /
 * play, the current event in words, and the counters and page map of the clicked block. All numbers and colours
 * come from the model. The panel runs the simulation, holds the model and moves it; its parts draw it: the
 * {@link BlockStatesBar} (run, colour mode, zoom, title), the {@link BlockImageCanvas} (the image, after a step only
 * the cells of the blocks that changed), the {@link BlockLegend}, the {@link BlockDetailPane} (the clicked block)
 * and the {@link BlockTimeline} (step and play controls).
 */
public final class BlockStatesPanel extends Composite {
    private final BlockStatesBar bar;
    private final BlockImageCanvas blocks;
    private final BlockLegend legend;
    private final BlockDetailPane detail;
    private final BlockTimeline time;
    private final Text eventText;
    private final Label status;

    /** Smallest width of the side column: the block detail's text and page map. */
    private static final int SIDE_MIN = 280;

    private final SashForm sash;
    private final ScrolledComposite sideScroll;
    private BlockImageModel model;
    private final LatestJob runs = new LatestJob(this, true, IStatus.ERROR);

    public BlockStatesPanel(Composite parent, int style) {
        super(parent, style);
        setLayout(new GridLayout(1, false));

        bar = new BlockStatesBar(this, this::openRunDialog, this::setColorMode, d -> setCellSize(cellSize() + d));
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));

        SashForm sash = new SashForm(this, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        blocks = new BlockImageCanvas(sash, this::selectBlock);
        // The side column scrolls: in the short analysis row of a 1280x800 window the legend and the block's page
        // map are taller than the view.
        sideScroll = new ScrolledComposite(sash, SWT.V_SCROLL);
        Composite side = new Composite(sideScroll, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        sideScroll.setContent(side);
        sideScroll.setExpandHorizontal(true);
        sideScroll.setExpandVertical(true);
        legend = new BlockLegend(side, this::model, bar::mode);
        detail = new BlockDetailPane(side);
        sideScroll.addListener(SWT.Resize, e -> fitSideHeight());
        sash.setWeights(new int[] {78, 22});
        this.sash = sash;
        // The side column gets what the legend's longest line and the page map need (a fixed share was too narrow
        // at 1280x800 and cut the legend's title); the image takes the rest.
        sash.addListener(SWT.Resize, e -> fitSide());

        time = new BlockTimeline(this, new BlockTimeline.Moves() {
            @Override
            public BlockImageModel model() {
                return model;
            }

            @Override
            public void jumpTo(long step) {
                BlockStatesPanel.this.jumpTo(step);
            }

            @Override
            public void stepBack() {
                BlockStatesPanel.this.stepBack();
            }

            @Override
            public void stepForward() {
                BlockStatesPanel.this.stepForward();
            }

            @Override
            public void afterMove() {
                BlockStatesPanel.this.afterMove();
            }

            @Override
            public void notAStep(String typed) {
                status.setText(NLS.bind(Messages.BlockStates_notAStep, typed));
            }
        });
        time.setLayoutData(new GridData(SWT.FILL, SWT.BOTTOM, true, false));

        eventText = new Text(this, SWT.READ_ONLY | SWT.WRAP | SWT.BORDER);
        GridData eg = new GridData(SWT.FILL, SWT.BOTTOM, true, false);
        eg.heightHint = 36;
        eventText.setLayoutData(eg);
        status = new Label(this, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.BOTTOM, true, false));
        addDisposeListener(e -> {
            time.stop();
            runs.cancel();
        });
    }

    private void fitSideHeight() {
        Composite side = (Composite) sideScroll.getContent();
        int w = sideScroll.getClientArea().width;
        sideScroll.setMinSize(side.computeSize(Math.max(1, w), SWT.DEFAULT));
    }

    private void fitSide() {
        int total = sash.getClientArea().width;
        if (total <= 0) {
            return;
        }
        // + the side column's margins and its vertical scroll bar
        int side = Math.min(Math.max(SIDE_MIN, legend.preferredWidth()) + 32, total / 2);
        sash.setWeights(total - side, side);
    }

    /** The width of the legend's column (tests check that the legend fits it). */
    public int sideWidth() {
        return legend.width();
    }

    /** The width the legend's longest line needs. */
    public int legendWidth() {
        return legend.preferredWidth();
    }

    /** Opens the Run dialog and starts the chosen run in a Job. */
    public void openRunDialog() {
        BlockRunDialog d = new BlockRunDialog(getShell());
        if (d.open() == BlockRunDialog.OK && d.request() != null) {
            startRun(d.request());
        }
    }

    /** Runs the simulation in a Job; the panel shows the run when it finishes. */
    public Job startRun(BlockRunRequest request) {
        status.setText(Messages.BlockStates_simulating);
        // a run superseded by a newer one is not shown
        return runs.start(Messages.BlockStates_jobName, monitor -> {
            BlockRun r = BlockStateRuns.run(request, monitor);
            return () -> setRun(r);
        }, () -> status.setText(Messages.BlockStates_cancelled),
                e -> status.setText(NLS.bind(Messages.BlockStates_failed, ErrorLines.of(e))));
    }

    /** Shows a finished run from step 0. */
    public void setRun(BlockRun run) {
        time.stop();
        BlockColorMode mode = model == null ? BlockColorMode.VALID_INVALID_FREE : model.mode();
        fitSide();
        sash.layout(true, true);
        int columns = blocks.fittingColumns(run.log().blocks());
        model = columns > 0 ? new BlockImageModel(run, mode, columns) : new BlockImageModel(run, mode);
        blocks.setModel(model);
        detail.forget();
        bar.showRun(run, model);
        // The wrapped title may change height: lay out the whole panel, not only its bar.
        layout(true, true);
        time.setSteps(model.steps());
        status.setText(String.format(Messages.BlockStates_status,
                run.metrics().hostPagesWritten(), run.metrics().flashPagesProgrammed(),
                run.metrics().writeAmplification(), run.metrics().gcInvocations(), run.metrics().erases()));
        time.setControlsEnabled(true);
        legend.redraw();
        fitSide();
        sash.layout(true, true);
        setCellSize(blocks.fittingCellSize());
        afterMove();
    }

    public BlockImageModel model() {
        return model;
    }

    /** The image the canvas draws (one cell of {@link #cellSize()} px per block). */
    public Image image() {
        return blocks.image();
    }

    public int cellSize() {
        return blocks.cellSize();
    }

    public Canvas canvas() {
        return blocks.canvas();
    }

    public Scale timeline() {
        return time.timeline();
    }

    public Button backButton() {
        return time.backButton();
    }

    public Button forwardButton() {
        return time.forwardButton();
    }

    public Button playButton() {
        return time.playButton();
    }

    public Combo modeCombo() {
        return bar.modeCombo();
    }

    public String eventDescription() {
        return eventText.getText();
    }

    public String detailDescription() {
        return detail.description();
    }

    public boolean isPlaying() {
        return time.isPlaying();
    }

    public void setColorMode(BlockColorMode mode) {
        bar.selectMode(mode);
        if (model != null) {
            model.setMode(mode);
            blocks.refresh();
            legend.redraw();
            fitSide();
        }
    }

    /** Cell size in pixels (1..8); the image is rebuilt. */
    public void setCellSize(int px) {
        blocks.setCellSize(px);
        bar.showCellSize(blocks.cellSize());
    }

    public void stepForward() {
        if (model != null && model.forward()) {
            afterMove();
        }
    }

    public void stepBack() {
        if (model != null && model.backward()) {
            afterMove();
        }
    }

    public void jumpTo(long step) {
        if (model != null) {
            model.jumpTo(Math.max(0, Math.min(model.steps(), step)));
            afterMove();
        }
    }

    public void togglePlay() {
        time.togglePlay();
    }

    /** After any move: redraw the changed cells, the timeline, the event text and the selected block. */
    private void afterMove() {
        blocks.refresh();
        time.showStep(model.step());
        eventText.setText(model.describeCurrent());
        if (blocks.selected() >= 0) {
            showDetail(blocks.selected());
        }
    }

    /** Block under a canvas pixel, or -1. */
    public int blockAtPixel(int x, int y) {
        return blocks.blockAtPixel(x, y);
    }

    /** Canvas pixel at the centre of a block's cell. */
    public Point cellCentre(int block) {
        return blocks.cellCentre(block);
    }

    /** Selects a block: its counters and page map appear in the side panel. */
    public void selectBlock(int block) {
        if (model == null || block < 0) {
            return;
        }
        blocks.select(block);
        showDetail(block);
    }

    private void showDetail(int block) {
        detail.show(block, model.detail(block));
        fitSideHeight();
    }
}
