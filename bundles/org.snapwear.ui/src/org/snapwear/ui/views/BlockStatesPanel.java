package org.snapwear.ui.views;

import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
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
import org.snapwear.study.blocks.BlockDetail;
import org.snapwear.study.blocks.BlockImageModel;
import org.snapwear.study.blocks.BlockPalette;
import org.snapwear.study.blocks.BlockRun;
import org.snapwear.study.blocks.BlockRunRequest;
import org.snapwear.study.blocks.BlockStateRuns;
import org.snapwear.study.blocks.LegendEntry;
import org.snapwear.study.blocks.PageState;
import org.snapwear.ui.dialogs.BlockRunDialog;

/**
 * The SSD Block States panel: every block of the device as one cell of an image, coloured by the
 * {@link BlockImageModel} (valid / invalid / free pages or erase count), a timeline with step back / forward /
 * play, the current event in words, and the counters and page map of the clicked block. All numbers and colours
 * come from the model; this class only copies the model's colours into pixels, and after a step only the cells of
 * the blocks that changed.
 */
public final class BlockStatesPanel extends Composite {
    private static final int[] SPEEDS = {1, 10, 100, 1000, 10000};
    private static final int PLAY_MS = 40;

    private final Label title;
    private final Combo modeCombo;
    private final Label zoomLabel;
    private final ScrolledComposite scroller;
    private final Canvas canvas;
    private final Canvas legend;
    private final Label detailText;
    private final Canvas pageMap;
    private final Scale timeline;
    private final Text stepText;
    private final Label stepsLabel;
    private final Button first;
    private final Button back;
    private final Button play;
    private final Button forward;
    private final Button last;
    private final Combo speedCombo;
    private final Text eventText;
    private final Label status;

    private BlockImageModel model;
    private ImageData data;
    private Image image;
    private int cell = 2;
    private int selected = -1;
    private BlockDetail detail;
    private boolean playing;
    private final LatestJob runs = new LatestJob(this, true, IStatus.ERROR);

    public BlockStatesPanel(Composite parent, int style) {
        super(parent, style);
        setLayout(new GridLayout(1, false));

        Composite bar = new Composite(this, SWT.NONE);
        bar.setLayout(new GridLayout(7, false));
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Button run = new Button(bar, SWT.PUSH);
        run.setText(Messages.BlockStates_run);
        run.setToolTipText(Messages.BlockStates_runTip);
        run.addListener(SWT.Selection, e -> openRunDialog());
        new Label(bar, SWT.NONE).setText(Messages.BlockStates_colour);
        modeCombo = new Combo(bar, SWT.READ_ONLY);
        for (BlockColorMode m : BlockColorMode.values()) {
            modeCombo.add(m.label());
        }
        modeCombo.select(0);
        modeCombo.addListener(SWT.Selection, e -> setColorMode(BlockColorMode.values()[modeCombo.getSelectionIndex()]));
        Button zoomOut = new Button(bar, SWT.PUSH);
        zoomOut.setText(Messages.BlockStates_zoomOut);
        zoomOut.addListener(SWT.Selection, e -> setCellSize(cell - 1));
        Button zoomIn = new Button(bar, SWT.PUSH);
        zoomIn.setText(Messages.BlockStates_zoomIn);
        zoomIn.addListener(SWT.Selection, e -> setCellSize(cell + 1));
        zoomLabel = new Label(bar, SWT.NONE);
        zoomLabel.setText(NLS.bind(Messages.BlockStates_zoom, 2) + " ");
        // Wraps instead of asking for its full width: a one-line title made the view, and with it the window's
        // middle column, wider than a 1280-pixel window.
        title = new Label(bar, SWT.WRAP);
        title.setText(Messages.BlockStates_noRun);
        GridData titleData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        titleData.widthHint = 120;
        title.setLayoutData(titleData);

        SashForm sash = new SashForm(this, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        scroller = new ScrolledComposite(sash, SWT.H_SCROLL | SWT.V_SCROLL | SWT.BORDER);
        canvas = new Canvas(scroller, SWT.NO_BACKGROUND | SWT.DOUBLE_BUFFERED);
        scroller.setContent(canvas);
        canvas.addPaintListener(this::paintBlocks);
        canvas.addListener(SWT.MouseMove, e -> hover(e.x, e.y));
        canvas.addListener(SWT.MouseDown, e -> selectBlock(blockAtPixel(e.x, e.y)));

        Composite side = new Composite(sash, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        legend = new Canvas(side, SWT.DOUBLE_BUFFERED);
        GridData lg = new GridData(SWT.FILL, SWT.TOP, true, false);
        lg.heightHint = 190;
        legend.setLayoutData(lg);
        legend.addPaintListener(this::paintLegend);
        detailText = new Label(side, SWT.WRAP);
        detailText.setText(Messages.BlockStates_clickBlock);
        GridData dg = new GridData(SWT.FILL, SWT.TOP, true, false);
        dg.widthHint = 260;
        detailText.setLayoutData(dg);
        pageMap = new Canvas(side, SWT.DOUBLE_BUFFERED);
        GridData pg = new GridData(SWT.FILL, SWT.FILL, true, true);
        pg.heightHint = 170;
        pageMap.setLayoutData(pg);
        pageMap.addPaintListener(this::paintPageMap);
        sash.setWeights(new int[] {78, 22});

        Composite time = new Composite(this, SWT.NONE);
        time.setLayout(new GridLayout(10, false));
        time.setLayoutData(new GridData(SWT.FILL, SWT.BOTTOM, true, false));
        first = button(time, "|<", Messages.BlockStates_firstTip, () -> jumpTo(0));
        back = button(time, "<", Messages.BlockStates_backTip, this::stepBack);
        play = button(time, Messages.BlockStates_play, Messages.BlockStates_playTip, this::togglePlay);
        forward = button(time, ">", Messages.BlockStates_forwardTip, this::stepForward);
        last = button(time, ">|", Messages.BlockStates_lastTip, () -> jumpTo(model == null ? 0 : model.steps()));
        speedCombo = new Combo(time, SWT.READ_ONLY);
        for (int s : SPEEDS) {
            speedCombo.add(String.format(Messages.BlockStates_speed, s));
        }
        speedCombo.select(1);
        timeline = new Scale(time, SWT.HORIZONTAL);
        timeline.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        timeline.setMinimum(0);
        timeline.setMaximum(1);
        timeline.addListener(SWT.Selection, e -> jumpTo(timeline.getSelection()));
        new Label(time, SWT.NONE).setText(Messages.BlockStates_step);
        stepText = new Text(time, SWT.BORDER | SWT.RIGHT);
        GridData sg = new GridData();
        sg.widthHint = 90;
        stepText.setLayoutData(sg);
        stepText.addListener(SWT.DefaultSelection, e -> goToTypedStep());
        stepsLabel = new Label(time, SWT.NONE);
        stepsLabel.setText(String.format(Messages.BlockStates_of, 0) + "          ");

        eventText = new Text(this, SWT.READ_ONLY | SWT.WRAP | SWT.BORDER);
        GridData eg = new GridData(SWT.FILL, SWT.BOTTOM, true, false);
        eg.heightHint = 36;
        eventText.setLayoutData(eg);
        status = new Label(this, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.BOTTOM, true, false));
        setControlsEnabled(false);
        addDisposeListener(e -> {
            playing = false;
            if (image != null) {
                image.dispose();
            }
            runs.cancel();
        });
    }

    private static Button button(Composite parent, String text, String tip, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tip);
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    private void setControlsEnabled(boolean on) {
        for (Button b : new Button[] {first, back, play, forward, last}) {
            b.setEnabled(on);
        }
        timeline.setEnabled(on);
        stepText.setEnabled(on);
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
                e -> status.setText(NLS.bind(Messages.BlockStates_failed, e.getMessage())));
    }

    /** Shows a finished run from step 0. */
    public void setRun(BlockRun run) {
        playing = false;
        BlockColorMode mode = model == null ? BlockColorMode.VALID_INVALID_FREE : model.mode();
        model = new BlockImageModel(run, mode);
        selected = -1;
        detail = null;
        title.setText(String.format(Messages.BlockStates_title, run.label(),
                run.config().blocks(), run.config().pagesPerBlock(), run.config().policy().name().toLowerCase(),
                model.steps(), run.minErase(), run.maxErase()));
        // The wrapped title may change height: lay out the whole panel, not only its bar.
        layout(true, true);
        long steps = model.steps();
        timeline.setMaximum((int) Math.max(1, Math.min(Integer.MAX_VALUE, steps)));
        timeline.setPageIncrement((int) Math.max(1, steps / 50));
        stepsLabel.setText(String.format(Messages.BlockStates_of, steps));
        stepsLabel.getParent().layout();
        status.setText(String.format(Messages.BlockStates_status,
                run.metrics().hostPagesWritten(), run.metrics().flashPagesProgrammed(),
                run.metrics().writeAmplification(), run.metrics().gcInvocations(), run.metrics().erases()));
        setControlsEnabled(true);
        legend.redraw();
        fitCellSize();
        afterMove();
    }

    /**
     * Picks the largest cell size (up to 8 px) at which the whole device fits the canvas, so a small device (a
     * device scaled to a run has a few hundred blocks) is not a speck and the Table 4 device still shows whole.
     */
    private void fitCellSize() {
        org.eclipse.swt.graphics.Rectangle area = scroller.getClientArea();
        int px = 2;
        if (area.width > 0 && area.height > 0) {
            px = Math.min(area.width / Math.max(1, model.columns()), area.height / Math.max(1, model.rows()));
        }
        setCellSize(Math.max(1, Math.min(8, px)));
    }

    public BlockImageModel model() {
        return model;
    }

    /** The image the canvas draws (one cell of {@link #cellSize()} px per block). */
    public Image image() {
        return image;
    }

    public int cellSize() {
        return cell;
    }

    public Canvas canvas() {
        return canvas;
    }

    public Scale timeline() {
        return timeline;
    }

    public Button backButton() {
        return back;
    }

    public Button forwardButton() {
        return forward;
    }

    public Button playButton() {
        return play;
    }

    public Combo modeCombo() {
        return modeCombo;
    }

    public String eventDescription() {
        return eventText.getText();
    }

    public String detailDescription() {
        return detailText.getText();
    }

    public boolean isPlaying() {
        return playing;
    }

    public void setColorMode(BlockColorMode mode) {
        modeCombo.select(mode.ordinal());
        if (model != null) {
            model.setMode(mode);
            refreshImage();
            legend.redraw();
        }
    }

    /** Cell size in pixels (1..8); the image is rebuilt. */
    public void setCellSize(int px) {
        cell = Math.max(1, Math.min(8, px));
        zoomLabel.setText(NLS.bind(Messages.BlockStates_zoom, cell));
        zoomLabel.getParent().layout();
        if (model != null) {
            rebuildImage();
        }
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

    private void goToTypedStep() {
        try {
            jumpTo(Long.parseLong(stepText.getText().trim().replace(",", "").replace("_", "")));
        } catch (NumberFormatException e) {
            status.setText(NLS.bind(Messages.BlockStates_notAStep, stepText.getText()));
        }
    }

    public void togglePlay() {
        if (model == null) {
            return;
        }
        playing = !playing;
        play.setText(playing ? Messages.BlockStates_pause : Messages.BlockStates_play);
        if (playing) {
            getDisplay().timerExec(PLAY_MS, this::playTick);
        }
    }

    private void playTick() {
        if (!playing || isDisposed()) {
            return;
        }
        int n = SPEEDS[Math.max(0, speedCombo.getSelectionIndex())];
        for (int i = 0; i < n && model.forward(); i++) {
            // the model collects the changed cells
        }
        afterMove();
        if (model.step() >= model.steps()) {
            togglePlay();
        } else {
            getDisplay().timerExec(PLAY_MS, this::playTick);
        }
    }

    /** After any move: redraw the changed cells, the timeline, the event text and the selected block. */
    private void afterMove() {
        refreshImage();
        long s = model.step();
        timeline.setSelection((int) Math.min(Integer.MAX_VALUE, s));
        stepText.setText(String.format("%,d", s));
        eventText.setText(model.describeCurrent());
        if (selected >= 0) {
            showDetail(selected);
        }
    }

    private void rebuildImage() {
        int w = model.columns() * cell;
        int h = model.rows() * cell;
        data = new ImageData(w, h, 24, new PaletteData(0xFF0000, 0xFF00, 0xFF));
        int[] rgb = model.rgb();
        for (int b = 0; b < rgb.length; b++) {
            fillCell(b, rgb[b]);
        }
        model.clearDirty();
        if (image != null) {
            image.dispose();
        }
        image = new Image(getDisplay(), data);
        canvas.setSize(w, h);
        canvas.redraw();
    }

    /** Copies the model's changed colours into the image: all cells after a mode switch or big jump, else only dirty ones. */
    private void refreshImage() {
        if (model.allDirty()) {
            rebuildImage();
            return;
        }
        int n = model.dirtyCount();
        if (n == 0) {
            return;
        }
        int[] dirty = model.dirtyBlocks();
        int[] rgb = model.rgb();
        GC gc = new GC(image);
        try {
            for (int i = 0; i < n; i++) {
                int b = dirty[i];
                int c = rgb[b];
                fillCell(b, c);
                gc.setBackground(new Color(getDisplay(), (c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF));
                gc.fillRectangle(cellX(b), cellY(b), cell, cell);
            }
        } finally {
            gc.dispose();
        }
        for (int i = 0; i < n; i++) {
            canvas.redraw(cellX(dirty[i]) - 1, cellY(dirty[i]) - 1, cell + 2, cell + 2, false);
        }
        model.clearDirty();
    }

    private int cellX(int block) {
        return (block % model.columns()) * cell;
    }

    private int cellY(int block) {
        return (block / model.columns()) * cell;
    }

    /**
     * Writes a cell straight into the 24-bit image data (bytes R, G, B per pixel for the direct palette
     * 0xFF0000 / 0xFF00 / 0xFF, as {@link ImageData#setPixel} stores them), much faster than setPixel per pixel.
     */
    private void fillCell(int block, int rgb) {
        int x0 = cellX(block);
        int y0 = cellY(block);
        byte r = (byte) (rgb >> 16);
        byte g = (byte) (rgb >> 8);
        byte b = (byte) rgb;
        byte[] bytes = data.data;
        for (int y = y0; y < y0 + cell; y++) {
            int i = y * data.bytesPerLine + x0 * 3;
            for (int x = 0; x < cell; x++, i += 3) {
                bytes[i] = r;
                bytes[i + 1] = g;
                bytes[i + 2] = b;
            }
        }
    }

    private void paintBlocks(PaintEvent e) {
        GC gc = e.gc;
        if (image == null) {
            gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
            gc.fillRectangle(e.x, e.y, e.width, e.height);
            return;
        }
        gc.drawImage(image, 0, 0);
        if (selected >= 0) {
            gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
            gc.setLineWidth(1);
            gc.drawRectangle(cellX(selected) - 2, cellY(selected) - 2, cell + 3, cell + 3);
        }
    }

    /** Block under a canvas pixel, or -1. */
    public int blockAtPixel(int x, int y) {
        if (model == null || x < 0 || y < 0) {
            return -1;
        }
        return model.blockAt(x / cell, y / cell);
    }

    /** Canvas pixel at the centre of a block's cell. */
    public Point cellCentre(int block) {
        return new Point(cellX(block) + cell / 2, cellY(block) + cell / 2);
    }

    private void hover(int x, int y) {
        int b = blockAtPixel(x, y);
        canvas.setToolTipText(b < 0 ? null : model.detail(b).summary());
    }

    /** Selects a block: its counters and page map appear in the side panel. */
    public void selectBlock(int block) {
        if (model == null || block < 0) {
            return;
        }
        if (selected >= 0) {
            canvas.redraw(cellX(selected) - 3, cellY(selected) - 3, cell + 6, cell + 6, false);
        }
        selected = block;
        canvas.redraw(cellX(block) - 3, cellY(block) - 3, cell + 6, cell + 6, false);
        showDetail(block);
    }

    private void showDetail(int block) {
        detail = model.detail(block);
        detailText.setText(String.format(Messages.BlockStates_detail, block, detail.chip(), detail.step(),
                detail.valid(), detail.invalid(), detail.free(), detail.erases()));
        detailText.getParent().layout();
        pageMap.redraw();
    }

    private void paintLegend(PaintEvent e) {
        GC gc = e.gc;
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
        gc.fillRectangle(e.x, e.y, e.width, e.height);
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        BlockColorMode mode = BlockColorMode.values()[Math.max(0, modeCombo.getSelectionIndex())];
        gc.drawText(NLS.bind(Messages.BlockStates_legend, mode.label()), 2, 2, true);
        if (model == null) {
            return;
        }
        List<LegendEntry> entries = model.legend();
        int y = 22;
        for (LegendEntry le : entries) {
            int c = le.rgb();
            Color col = new Color(getDisplay(), (c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
            gc.setBackground(col);
            gc.fillRectangle(4, y + 1, 16, 14);
            gc.drawRectangle(4, y + 1, 16, 14);
            gc.drawText(le.label(), 26, y, true);
            y += 19;
        }
        if (mode == BlockColorMode.VALID_INVALID_FREE) {
            gc.drawText(Messages.BlockStates_mixes, 4, y, true);
            y += 19;
        }
        gc.drawText(String.format(Messages.BlockStates_grid, model.columns()), 4, y, true);
        gc.drawText(String.format(Messages.BlockStates_chips, model.run().config().blocksPerChip(),
                (model.run().config().blocksPerChip() + model.columns() - 1) / model.columns()), 4, y + 17, true);
    }

    private void paintPageMap(PaintEvent e) {
        GC gc = e.gc;
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
        gc.fillRectangle(e.x, e.y, e.width, e.height);
        if (detail == null) {
            return;
        }
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        gc.drawText(Messages.BlockStates_pageMap, 2, 0, true);
        PageState[] pages = detail.pages();
        int cols = 16;
        int sz = 14;
        for (int p = 0; p < pages.length; p++) {
            int c = pages[p] == PageState.VALID ? BlockPalette.VALID
                    : pages[p] == PageState.INVALID ? BlockPalette.INVALID : BlockPalette.FREE;
            gc.setBackground(new Color(getDisplay(), (c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF));
            int x = 2 + (p % cols) * (sz + 1);
            int y = 20 + (p / cols) * (sz + 1);
            gc.fillRectangle(x, y, sz, sz);
        }
    }
}
