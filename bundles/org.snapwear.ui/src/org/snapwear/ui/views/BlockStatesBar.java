package org.snapwear.ui.views;

import java.util.function.Consumer;
import java.util.function.IntConsumer;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.snapwear.study.blocks.BlockColorMode;
import org.snapwear.study.blocks.BlockImageModel;
import org.snapwear.study.blocks.BlockRun;

/**
 * The top row of the SSD Block States panel: Run..., the colour mode, zoom out / in with the cell size, and the
 * title naming the shown run. Its own class so the panel's constructor only wires the parts together; the bar
 * holds no state beyond its widgets and reports the user's choices through the callbacks it is given.
 */
final class BlockStatesBar extends Composite {
    private final Combo modeCombo;
    private final Label zoomLabel;
    private final Label title;

    /**
     * @param onRun Run... pressed
     * @param onMode a colour mode chosen
     * @param onZoom zoom out (-1) or in (+1) pressed
     */
    BlockStatesBar(Composite parent, Runnable onRun, Consumer<BlockColorMode> onMode, IntConsumer onZoom) {
        super(parent, SWT.NONE);
        setLayout(new GridLayout(7, false));
        Button run = new Button(this, SWT.PUSH);
        run.setText(Messages.BlockStates_run);
        run.setToolTipText(Messages.BlockStates_runTip);
        run.addListener(SWT.Selection, e -> onRun.run());
        new Label(this, SWT.NONE).setText(Messages.BlockStates_colour);
        modeCombo = new Combo(this, SWT.READ_ONLY);
        for (BlockColorMode m : BlockColorMode.values()) {
            modeCombo.add(m.label());
        }
        modeCombo.select(0);
        modeCombo.addListener(SWT.Selection, e -> onMode.accept(mode()));
        Button zoomOut = new Button(this, SWT.PUSH);
        zoomOut.setText(Messages.BlockStates_zoomOut);
        zoomOut.addListener(SWT.Selection, e -> onZoom.accept(-1));
        Button zoomIn = new Button(this, SWT.PUSH);
        zoomIn.setText(Messages.BlockStates_zoomIn);
        zoomIn.addListener(SWT.Selection, e -> onZoom.accept(+1));
        zoomLabel = new Label(this, SWT.NONE);
        zoomLabel.setText(NLS.bind(Messages.BlockStates_zoom, 2) + " ");
        // Wraps instead of asking for its full width: a one-line title made the view, and with it the window's
        // middle column, wider than a 1280-pixel window.
        title = new Label(this, SWT.WRAP);
        title.setText(Messages.BlockStates_noRun);
        GridData titleData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        titleData.widthHint = 120;
        title.setLayoutData(titleData);
    }

    Combo modeCombo() {
        return modeCombo;
    }

    /** The colour mode selected in the combo (the first one if none is). */
    BlockColorMode mode() {
        return BlockColorMode.values()[Math.max(0, modeCombo.getSelectionIndex())];
    }

    void selectMode(BlockColorMode mode) {
        modeCombo.select(mode.ordinal());
    }

    void showCellSize(int px) {
        zoomLabel.setText(NLS.bind(Messages.BlockStates_zoom, px));
        layout();
    }

    /** Names the run, its device and its wear range; the caller lays out the panel (the title may wrap). */
    void showRun(BlockRun run, BlockImageModel model) {
        title.setText(String.format(Messages.BlockStates_title, run.label(),
                run.config().blocks(), run.config().pagesPerBlock(), run.config().policy().id(),
                model.steps(), run.minErase(), run.maxErase()));
    }
}
