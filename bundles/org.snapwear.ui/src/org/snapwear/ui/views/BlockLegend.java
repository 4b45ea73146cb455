package org.snapwear.ui.views;

import java.util.List;
import java.util.function.Supplier;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.snapwear.study.blocks.BlockColorMode;
import org.snapwear.study.blocks.BlockImageModel;
import org.snapwear.study.blocks.LegendEntry;

/**
 * The legend beside the block image: what each colour of the current colour mode means, and how the grid's rows
 * map to chips. It is its own class because it only paints what the {@link BlockImageModel} says (its
 * {@link BlockImageModel#legend() legend} and geometry) and shares no state with the image or the timeline.
 */
final class BlockLegend {
    private final Canvas canvas;
    private final Supplier<BlockImageModel> model;
    private final Supplier<BlockColorMode> mode;

    /**
     * @param model the shown model, or null before the first run
     * @param mode the colour mode chosen in the panel (named in the legend's heading even before a run)
     */
    BlockLegend(Composite parent, Supplier<BlockImageModel> model, Supplier<BlockColorMode> mode) {
        this.model = model;
        this.mode = mode;
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        GridData lg = new GridData(SWT.FILL, SWT.TOP, true, false);
        lg.heightHint = 190;
        canvas.setLayoutData(lg);
        canvas.addPaintListener(this::paint);
    }

    /** The legend's width on screen. */
    int width() {
        return canvas.getSize().x;
    }

    void redraw() {
        canvas.redraw();
    }

    /** The width the legend's longest line needs, in pixels, so the panel can give the legend its room. */
    int preferredWidth() {
        GC gc = new GC(canvas);
        try {
            int w = gc.textExtent(title()).x + 2;
            BlockImageModel shown = model.get();
            if (shown != null) {
                for (LegendEntry le : shown.legend()) {
                    w = Math.max(w, gc.textExtent(le.label()).x + 26);
                }
                for (String line : footer(shown)) {
                    w = Math.max(w, gc.textExtent(line).x + 4);
                }
            }
            return w + 8;
        } finally {
            gc.dispose();
        }
    }

    private String title() {
        return NLS.bind(Messages.BlockStates_legend, mode.get().label());
    }

    /** The lines under the colours: the mixing note (valid/invalid/free only), the grid and the chips. */
    private List<String> footer(BlockImageModel shown) {
        List<String> lines = new java.util.ArrayList<>();
        if (mode.get() == BlockColorMode.VALID_INVALID_FREE) {
            lines.add(Messages.BlockStates_mixes);
        }
        lines.add(String.format(Messages.BlockStates_grid, shown.columns()));
        lines.add(String.format(Messages.BlockStates_chips, shown.run().config().blocksPerChip(),
                (shown.run().config().blocksPerChip() + shown.columns() - 1) / shown.columns()));
        return lines;
    }

    private void paint(PaintEvent e) {
        GC gc = e.gc;
        gc.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
        gc.fillRectangle(e.x, e.y, e.width, e.height);
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        gc.drawText(title(), 2, 2, true);
        BlockImageModel shown = model.get();
        if (shown == null) {
            return;
        }
        List<LegendEntry> entries = shown.legend();
        int y = 22;
        for (LegendEntry le : entries) {
            int c = le.rgb();
            Color col = new Color(canvas.getDisplay(), (c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
            gc.setBackground(col);
            gc.fillRectangle(4, y + 1, 16, 14);
            gc.drawRectangle(4, y + 1, 16, 14);
            gc.drawText(le.label(), 26, y, true);
            y += 19;
        }
        for (String line : footer(shown)) {
            gc.drawText(line, 4, y, true);
            y += 17;
        }
    }
}
