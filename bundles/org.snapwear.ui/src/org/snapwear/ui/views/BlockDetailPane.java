package org.snapwear.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.snapwear.study.blocks.BlockDetail;
import org.snapwear.study.blocks.BlockPalette;
import org.snapwear.study.blocks.PageState;

/**
 * The clicked block in words and pictures: its counters as text and its pages as a grid of valid / invalid / free
 * squares. Kept apart from the block image because it shows one {@link BlockDetail} and nothing else; the panel
 * hands it a fresh detail after every move while a block is selected.
 */
final class BlockDetailPane {
    private static final int PAGE_COLUMNS = 16;
    private static final int PAGE_PX = 14;

    private final Label text;
    private final Canvas pageMap;
    private BlockDetail detail;

    /** Adds the text and the page map below each other to {@code parent} (a one-column grid). */
    BlockDetailPane(Composite parent) {
        text = new Label(parent, SWT.WRAP);
        text.setText(Messages.BlockStates_clickBlock);
        GridData dg = new GridData(SWT.FILL, SWT.TOP, true, false);
        dg.widthHint = 260;
        text.setLayoutData(dg);
        pageMap = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        GridData pg = new GridData(SWT.FILL, SWT.FILL, true, true);
        pg.heightHint = 170;
        pageMap.setLayoutData(pg);
        pageMap.addPaintListener(this::paintPageMap);
    }

    /** The text shown for the selected block (or the hint to click one). */
    String description() {
        return text.getText();
    }

    /** Shows the counters and page map of {@code block}. */
    void show(int block, BlockDetail d) {
        detail = d;
        text.setText(String.format(Messages.BlockStates_detail, block, d.chip(), d.step(),
                d.valid(), d.invalid(), d.free(), d.erases()));
        text.getParent().layout();
        pageMap.redraw();
    }

    /**
     * Drops the detail of a previous run: the text asks for a click again and the page map is cleared, so nothing
     * of the old run's block is left beside the new run's image.
     */
    void forget() {
        detail = null;
        text.setText(Messages.BlockStates_clickBlock);
        pageMap.redraw();
    }

    private void paintPageMap(PaintEvent e) {
        GC gc = e.gc;
        gc.setBackground(pageMap.getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
        gc.fillRectangle(e.x, e.y, e.width, e.height);
        if (detail == null) {
            return;
        }
        gc.setForeground(pageMap.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        gc.drawText(Messages.BlockStates_pageMap, 2, 0, true);
        PageState[] pages = detail.pages();
        for (int p = 0; p < pages.length; p++) {
            int c = pages[p] == PageState.VALID ? BlockPalette.VALID
                    : pages[p] == PageState.INVALID ? BlockPalette.INVALID : BlockPalette.FREE;
            gc.setBackground(new Color(pageMap.getDisplay(), (c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF));
            int x = 2 + (p % PAGE_COLUMNS) * (PAGE_PX + 1);
            int y = 20 + (p / PAGE_COLUMNS) * (PAGE_PX + 1);
            gc.fillRectangle(x, y, PAGE_PX, PAGE_PX);
        }
    }
}
