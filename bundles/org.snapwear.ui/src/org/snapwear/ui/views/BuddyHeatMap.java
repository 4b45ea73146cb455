package org.snapwear.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.snapwear.gpu.buddy.CompressibilityMap;
import org.snapwear.study.inspect.AllocationRow;
import org.snapwear.study.inspect.BuddyInspection;
import org.snapwear.study.inspect.OverflowDelta;

/**
 * The compressibility heat map of every allocation of a {@link BuddyInspection}: a header line per allocation
 * (name, kind, target ratio), then its entries 64 per row (the paper's Fig. 8) coloured by compressed sectors
 * (1..4, or zero entry); entries with sectors in buddy memory are hatched, entries whose overflow changed in the
 * current step are outlined (magenta grew, cyan shrank), the selected entry in blue. Only the visible part is
 * painted, so large images scroll smoothly.
 */
public final class BuddyHeatMap extends Canvas {
    static final int CELL = 11;
    static final int LEFT = 8;
    static final int HEADER = 20;
    static final int GAP = 8;

    /** Fill colours (RGB) for a map value: 0 = zero entry, 1..4 compressed sectors. */
    static final int[][] FILL = {{236, 236, 236}, {26, 150, 65}, {166, 217, 106}, {253, 174, 97}, {215, 25, 28}};
    static final int[] GREW = {200, 0, 200};
    static final int[] SHRANK = {0, 170, 210};
    static final int[] SELECTED = {0, 60, 255};

    private BuddyInspection inspection;
    private OverflowDelta delta;
    private int selected = -1;
    private final List<int[]> blocks = new ArrayList<>(); // {allocation, y of header, rows}
    private IntConsumer onClick = e -> { };
    private int top; // scroll offset in content pixels
    private int contentHeight = 60;

    BuddyHeatMap(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND | SWT.V_SCROLL | SWT.BORDER);
        addPaintListener(this::paint);
        // own scrolling (not a ScrolledComposite): a map of millions of entries is taller than a widget may be
        getVerticalBar().addListener(SWT.Selection, e -> {
            top = getVerticalBar().getSelection();
            redraw();
        });
        addListener(SWT.Resize, e -> updateScroll());
        addListener(SWT.MouseVerticalWheel, e -> scrollTo(top - e.count * CELL * 3));
        addListener(SWT.MouseDown, ev -> {
            int e = entryAt(ev.x, ev.y);
            if (e >= 0) {
                onClick.accept(e);
            }
        });
    }

    void setOnClick(IntConsumer c) {
        onClick = c;
    }

    void show(BuddyInspection insp, OverflowDelta d) {
        inspection = insp;
        delta = d;
        blocks.clear();
        int y = 4;
        if (insp != null) {
            for (AllocationRow a : insp.allocations()) {
                int rows = (a.entries() + CompressibilityMap.WIDTH - 1) / CompressibilityMap.WIDTH;
                blocks.add(new int[] {a.index(), y, rows});
                y += HEADER + rows * CELL + GAP;
            }
        }
        contentHeight = Math.max(60, y);
        top = 0;
        updateScroll();
        redraw();
    }

    /**
     * Gives the scroll bar the current range and position. {@code top} is the source of truth (the bar is only
     * read when the user drags it): a bar not yet realised or laid out can report a stale selection.
     */
    private void updateScroll() {
        org.eclipse.swt.widgets.ScrollBar bar = getVerticalBar();
        int view = Math.max(1, getClientArea().height);
        top = Math.max(0, Math.min(top, Math.max(0, contentHeight - view)));
        bar.setValues(top, 0, Math.max(contentHeight, view), view, CELL * 3, Math.max(CELL, view - CELL * 4));
    }

    /** Scrolls so that content y {@code y} is at the top (clamped). */
    public void scrollTo(int y) {
        top = y;
        updateScroll();
        redraw();
    }

    /** Scrolls so that entry {@code e}'s cell is visible, a few rows below the top. */
    public void reveal(int e) {
        Rectangle r = cellBounds(e);
        if (r != null) {
            scrollTo(r.y + top - 4 * CELL - HEADER);
        }
    }

    void select(int entry) {
        selected = entry;
        redraw();
    }

    @Override
    public Point computeSize(int wHint, int hHint, boolean changed) {
        return new Point(LEFT * 2 + CompressibilityMap.WIDTH * CELL + 200, hHint == SWT.DEFAULT ? 400 : hHint);
    }

    /** Bounds of entry {@code e}'s cell in widget coordinates (after scrolling), or null if there is no image. */
    public Rectangle cellBounds(int e) {
        if (inspection == null) {
            return null;
        }
        int a = inspection.table().allocationOf(e);
        int[] b = blocks.get(a);
        int i = e - inspection.table().firstEntry(a);
        return new Rectangle(LEFT + (i % CompressibilityMap.WIDTH) * CELL,
                b[1] + HEADER + (i / CompressibilityMap.WIDTH) * CELL - top, CELL - 1, CELL - 1);
    }

    /** The image-wide entry drawn at (x, y), or -1. */
    public int entryAt(int x, int y) {
        if (inspection == null || x < LEFT || x >= LEFT + CompressibilityMap.WIDTH * CELL) {
            return -1;
        }
        y += top;
        for (int[] b : blocks) {
            int cellsTop = b[1] + HEADER;
            if (y >= cellsTop && y < cellsTop + b[2] * CELL) {
                int i = ((y - cellsTop) / CELL) * CompressibilityMap.WIDTH + (x - LEFT) / CELL;
                return i < inspection.table().allocationEntries(b[0]) ? inspection.table().firstEntry(b[0]) + i : -1;
            }
        }
        return -1;
    }

    private void paint(PaintEvent ev) {
        GC gc = ev.gc;
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(ev.x, ev.y, ev.width, ev.height);
        if (inspection == null) {
            gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            gc.drawText(Messages.BuddyHeatMap_empty, LEFT, 8, true);
            return;
        }
        Color[] fill = new Color[FILL.length];
        for (int k = 0; k < FILL.length; k++) {
            fill[k] = new Color(FILL[k][0], FILL[k][1], FILL[k][2]);
        }
        Color grew = new Color(GREW[0], GREW[1], GREW[2]);
        Color shrank = new Color(SHRANK[0], SHRANK[1], SHRANK[2]);
        Color sel = new Color(SELECTED[0], SELECTED[1], SELECTED[2]);
        Color ink = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        byte[] buddy = inspection.buddySectorArray();
        List<AllocationRow> rows = inspection.allocations();
        for (int[] b : blocks) {
            int bt = b[1] - top; // block top in widget coordinates
            int bottom = bt + HEADER + b[2] * CELL;
            if (bottom < ev.y || bt > ev.y + ev.height) {
                continue;
            }
            AllocationRow a = rows.get(b[0]);
            gc.setForeground(ink);
            gc.drawText(String.format(Locale.ROOT, Messages.BuddyHeatMap_allocation,
                    a.name(), a.kind(), a.entries(), a.target(), a.compressionRatio(), a.buddyEntries()),
                    LEFT, bt + 2, true);
            CompressibilityMap map = inspection.map(b[0]);
            int r0 = Math.max(0, (ev.y - bt - HEADER) / CELL);
            int r1 = Math.min(b[2] - 1, (ev.y + ev.height - bt - HEADER) / CELL);
            for (int r = r0; r <= r1; r++) {
                int y = bt + HEADER + r * CELL;
                for (int c = 0; c < CompressibilityMap.WIDTH; c++) {
                    int v = map.value(r, c);
                    if (v < 0) {
                        break;
                    }
                    int x = LEFT + c * CELL;
                    gc.setBackground(fill[v]);
                    gc.fillRectangle(x, y, CELL - 1, CELL - 1);
                    int e = a.firstEntry() + r * CompressibilityMap.WIDTH + c;
                    if (buddy[e] > 0) {
                        // hatched: overflowing entries keep their colour under two diagonal strokes
                        gc.setForeground(ink);
                        gc.drawLine(x, y + CELL - 2, x + CELL - 2, y);
                        gc.drawLine(x, y + CELL / 2 - 1, x + CELL / 2 - 1, y);
                    }
                }
            }
        }
        // outlines last so neighbours do not paint over them
        if (delta != null) {
            outline(gc, delta.grew(), grew, ev);
            outline(gc, delta.shrank(), shrank, ev);
        }
        if (selected >= 0 && selected < inspection.entries()) {
            outline(gc, new int[] {selected}, sel, ev);
        }
        for (Color c : fill) {
            c.dispose();
        }
        grew.dispose();
        shrank.dispose();
        sel.dispose();
    }

    private void outline(GC gc, int[] entries, Color c, PaintEvent ev) {
        gc.setForeground(c);
        gc.setLineWidth(2);
        for (int e : entries) {
            Rectangle r = cellBounds(e);
            if (r.y + CELL < ev.y || r.y > ev.y + ev.height) {
                continue;
            }
            gc.drawRectangle(r.x, r.y, r.width - 1, r.height - 1);
        }
        gc.setLineWidth(1);
    }
}
