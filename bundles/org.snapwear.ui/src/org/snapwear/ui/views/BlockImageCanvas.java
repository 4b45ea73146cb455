package org.snapwear.ui.views;

import java.util.function.IntConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.snapwear.study.blocks.BlockImageModel;

/**
 * The block image of the SSD Block States panel: one cell per block in a scrolled canvas, the selected block
 * outlined. It exists apart from the panel because the pixel work is its own concern: it copies the
 * {@link BlockImageModel}'s colours into a 24-bit image, after a step only the cells of the blocks that changed,
 * and maps canvas pixels to blocks and back. It owns the image and disposes it with the canvas.
 */
final class BlockImageCanvas {
    /** Largest cell: a device scaled to a run of a few checkpoints has a few hundred blocks. */
    static final int MAX_CELL = 32;

    private final ScrolledComposite scroller;
    private final Canvas canvas;

    private BlockImageModel model;
    private ImageData data;
    private Image image;
    private int cell = 2;
    private int selected = -1;

    /**
     * Creates the scrolled canvas in {@code parent}; a click on a cell calls {@code onClick} with the block under
     * it (or -1).
     */
    BlockImageCanvas(Composite parent, IntConsumer onClick) {
        scroller = new ScrolledComposite(parent, SWT.H_SCROLL | SWT.V_SCROLL | SWT.BORDER);
        canvas = new Canvas(scroller, SWT.NO_BACKGROUND | SWT.DOUBLE_BUFFERED);
        scroller.setContent(canvas);
        canvas.addPaintListener(this::paint);
        canvas.addListener(SWT.MouseMove, e -> hover(e.x, e.y));
        canvas.addListener(SWT.MouseDown, e -> onClick.accept(blockAtPixel(e.x, e.y)));
        canvas.addDisposeListener(e -> {
            if (image != null) {
                image.dispose();
            }
        });
    }

    /** Shows a new model; no block is selected. The image is rebuilt by the next {@link #setCellSize}. */
    void setModel(BlockImageModel m) {
        model = m;
        selected = -1;
    }

    Canvas canvas() {
        return canvas;
    }

    Image image() {
        return image;
    }

    int cellSize() {
        return cell;
    }

    /** Cell size in pixels, clamped to 1..{@value #MAX_CELL}; the image is rebuilt when there is a model. */
    void setCellSize(int px) {
        cell = Math.max(1, Math.min(MAX_CELL, px));
        if (model != null) {
            rebuild();
        }
    }

    /**
     * The largest cell size (up to {@value #MAX_CELL} px) at which the whole device fits the canvas, so a small
     * device (a device scaled to a run has a few hundred blocks) fills the view instead of being a speck in it, and
     * the Table 4 device still shows whole.
     */
    int fittingCellSize() {
        Rectangle area = scroller.getClientArea();
        int px = 2;
        if (area.width > 0 && area.height > 0) {
            px = Math.min(area.width / Math.max(1, model.columns()), area.height / Math.max(1, model.rows()));
        }
        return Math.max(1, Math.min(MAX_CELL, px));
    }

    /**
     * The grid width that gives a device of {@code blocks} blocks the largest cells in the canvas as it is now (a
     * device scaled to a small run, in the short analysis row of a 1280x800 window, would otherwise be a strip of
     * 3-pixel cells); 0 when it gives no larger cells than the default grid, whose rows line up with the chips (the
     * Table 4 device).
     */
    int fittingColumns(int blocks) {
        Rectangle area = scroller.getClientArea();
        int best = 0;
        int bestCell = 1;
        for (int c = 1; c <= Math.min(blocks, Math.max(1, area.width)); c++) {
            int rows = (blocks + c - 1) / c;
            int cellSize = Math.min(Math.min(area.width / c, area.height / rows), MAX_CELL);
            if (cellSize > bestCell) {
                bestCell = cellSize;
                best = c;
            }
        }
        int byDefault = BlockImageModel.defaultColumns(blocks);
        int defaultCell = Math.min(Math.min(area.width / byDefault,
                area.height / Math.max(1, (blocks + byDefault - 1) / byDefault)), MAX_CELL);
        return bestCell > Math.max(1, defaultCell) ? best : 0;
    }

    /** Block under a canvas pixel, or -1. */
    int blockAtPixel(int x, int y) {
        if (model == null || x < 0 || y < 0) {
            return -1;
        }
        return model.blockAt(x / cell, y / cell);
    }

    /** Canvas pixel at the centre of a block's cell. */
    Point cellCentre(int block) {
        return new Point(cellX(block) + cell / 2, cellY(block) + cell / 2);
    }

    /** Outlines {@code block} instead of the block selected before. */
    void select(int block) {
        if (selected >= 0) {
            canvas.redraw(cellX(selected) - 3, cellY(selected) - 3, cell + 6, cell + 6, false);
        }
        selected = block;
        canvas.redraw(cellX(block) - 3, cellY(block) - 3, cell + 6, cell + 6, false);
    }

    /** The outlined block, or -1. */
    int selected() {
        return selected;
    }

    /** Copies the model's changed colours into the image: all cells after a mode switch or big jump, else only dirty ones. */
    void refresh() {
        if (model.allDirty()) {
            rebuild();
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
                gc.setBackground(new Color(canvas.getDisplay(), (c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF));
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

    private void rebuild() {
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
        image = new Image(canvas.getDisplay(), data);
        canvas.setSize(w, h);
        canvas.redraw();
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

    private void paint(PaintEvent e) {
        GC gc = e.gc;
        if (image == null) {
            gc.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
            gc.fillRectangle(e.x, e.y, e.width, e.height);
            return;
        }
        gc.drawImage(image, 0, 0);
        if (selected >= 0) {
            gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_BLACK));
            gc.setLineWidth(1);
            gc.drawRectangle(cellX(selected) - 2, cellY(selected) - 2, cell + 3, cell + 3);
        }
    }

    private void hover(int x, int y) {
        int b = blockAtPixel(x, y);
        canvas.setToolTipText(b < 0 ? null : model.detail(b).summary());
    }
}
