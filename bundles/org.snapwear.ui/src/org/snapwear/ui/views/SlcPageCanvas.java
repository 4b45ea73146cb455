package org.snapwear.ui.views;

import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.study.inspect.SlcPageInspection;
import org.snapwear.study.inspect.SlcVersionStep;

/**
 * Draws the physical page of the current version: the whole page to scale (p0 with the original version, the
 * delta region p1), the delta region enlarged with each appended record as a coloured segment and the free space
 * hatched, a clear RESET banner when this version forced a new page, and a timeline of all versions (green =
 * appended, red = reset, blue = first program) that can be clicked to jump.
 */
public final class SlcPageCanvas extends Canvas {
    static final int[] ORIGINAL = {70, 110, 170};
    static final int[] RESET = {215, 25, 28};
    static final int[] APPEND = {26, 150, 65};
    static final int[][] SEGMENTS = {{102, 194, 165}, {252, 141, 98}, {141, 160, 203}, {231, 138, 195},
        {166, 216, 84}, {255, 217, 47}, {229, 196, 148}, {179, 179, 179}};
    private static final int M = 16;
    static final int TIMELINE_Y = 300;
    static final int TIMELINE_H = 26;

    private SlcPageInspection inspection;
    private int current;
    private IntConsumer onJump = i -> { };

    SlcPageCanvas(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED | SWT.BORDER);
        addPaintListener(this::paint);
        addListener(SWT.MouseDown, e -> {
            int i = versionAt(e.x, e.y);
            if (i >= 0) {
                onJump.accept(i);
            }
        });
    }

    void setOnJump(IntConsumer c) {
        onJump = c;
    }

    void show(SlcPageInspection insp, int index) {
        inspection = insp;
        current = index;
        redraw();
    }

    /** The version index under a timeline click, or -1. */
    public int versionAt(int x, int y) {
        if (inspection == null || y < TIMELINE_Y || y > TIMELINE_Y + TIMELINE_H) {
            return -1;
        }
        int w = getClientArea().width - 2 * M;
        int n = inspection.steps().size();
        if (x < M || x >= M + w) {
            return -1;
        }
        return Math.min(n - 1, (int) ((long) (x - M) * n / w));
    }

    private static Color color(int[] c) {
        return new Color(c[0], c[1], c[2]);
    }

    private void paint(PaintEvent ev) {
        GC gc = ev.gc;
        Color white = getDisplay().getSystemColor(SWT.COLOR_WHITE);
        Color ink = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        Color grey = getDisplay().getSystemColor(SWT.COLOR_GRAY);
        gc.setBackground(white);
        gc.fillRectangle(getClientArea());
        if (inspection == null) {
            gc.setForeground(ink);
            gc.drawText(Messages.SlcCanvas_empty, M, M, true);
            return;
        }
        SlcConfig cfg = inspection.config();
        SlcVersionStep s = inspection.steps().get(current);
        int w = getClientArea().width - 2 * M;
        Color orig = color(ORIGINAL);
        Color red = color(RESET);
        Color green = color(APPEND);
        Color blue = color(ORIGINAL);
        gc.setForeground(ink);
        gc.drawText(String.format(Locale.ROOT, Messages.SlcCanvas_page, s.pagesWritten(), inspection.logicalPageId(),
                cfg.pageBytes(), cfg.baseRegionBytes(), cfg.deltaRegionBytes()), M, 6, true);
        // 1. the whole page to scale
        int y1 = 28;
        int h1 = 34;
        int xOrig = M + (int) ((long) s.versionBytes() * w / cfg.pageBytes());
        int xP1 = M + (int) ((long) cfg.baseRegionBytes() * w / cfg.pageBytes());
        gc.setBackground(orig);
        gc.fillRectangle(M, y1, xOrig - M, h1);
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_LIGHT_SHADOW));
        gc.fillRectangle(xOrig, y1, xP1 - xOrig, h1);
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_YELLOW));
        gc.fillRectangle(xP1, y1, M + w - xP1, h1);
        gc.setForeground(s.isReset() ? red : ink);
        gc.setLineWidth(s.isReset() ? 3 : 1);
        gc.drawRectangle(M, y1, w, h1);
        gc.setLineWidth(1);
        gc.setForeground(white);
        gc.drawText(String.format(Locale.ROOT, Messages.SlcCanvas_original, s.versionBytes()), M + 6, y1 + 9, true);
        gc.setForeground(ink);
        if (xP1 - xOrig > 120) {
            gc.drawText(Messages.SlcCanvas_erased, xOrig + 6, y1 + 9, true);
        }
        gc.drawText("p1", Math.max(xP1 - 22, M), y1 + h1 + 2, true);
        // zoom lines from p1 to the enlarged delta region
        int y2 = 104;
        int h2 = 70;
        gc.setForeground(grey);
        gc.drawLine(xP1, y1 + h1, M, y2);
        gc.drawLine(M + w, y1 + h1, M + w, y2);
        // 2. the delta region enlarged
        gc.setBackground(white);
        gc.fillRectangle(M, y2, w, h2);
        List<SlcVersionStep.Segment> segs = s.segments();
        for (int k = 0; k < segs.size(); k++) {
            SlcVersionStep.Segment g = segs.get(k);
            int x0 = M + (int) ((long) g.offset() * w / cfg.deltaRegionBytes());
            int x1 = M + (int) ((long) (g.offset() + g.bytes()) * w / cfg.deltaRegionBytes());
            Color c = color(SEGMENTS[k % SEGMENTS.length]);
            gc.setBackground(c);
            gc.fillRectangle(x0, y2, Math.max(1, x1 - x0), h2);
            c.dispose();
            gc.setForeground(ink);
            gc.drawRectangle(x0, y2, Math.max(1, x1 - x0), h2);
            String label = "v" + g.version();
            String size = g.bytes() + " B";
            if (x1 - x0 > gc.textExtent(label).x + 4) {
                gc.drawText(label, x0 + 3, y2 + 6, true);
            }
            if (x1 - x0 > gc.textExtent(size).x + 4) {
                gc.drawText(size, x0 + 3, y2 + 26, true);
            }
        }
        int xFree = M + (int) ((long) s.deltaRegionUsed() * w / cfg.deltaRegionBytes());
        gc.setForeground(grey);
        for (int x = xFree + 4; x < M + w; x += 10) {
            gc.drawLine(x, y2 + h2, Math.min(M + w, x + h2 / 2), y2);
        }
        if (!segs.isEmpty() && s.outcome() == org.snapwear.flash.slc.SlcPageEvent.Outcome.APPENDED) {
            SlcVersionStep.Segment last = segs.get(segs.size() - 1);
            int x0 = M + (int) ((long) last.offset() * w / cfg.deltaRegionBytes());
            int x1 = M + (int) ((long) (last.offset() + last.bytes()) * w / cfg.deltaRegionBytes());
            gc.setForeground(green);
            gc.setLineWidth(3);
            gc.drawRectangle(x0, y2, Math.max(1, x1 - x0), h2);
            gc.setLineWidth(1);
        }
        gc.setForeground(s.isReset() ? red : ink);
        gc.setLineWidth(s.isReset() ? 3 : 1);
        gc.drawRectangle(M, y2, w, h2);
        gc.setLineWidth(1);
        gc.setForeground(ink);
        gc.drawText(String.format(Locale.ROOT, Messages.SlcCanvas_delta, s.deltaRegionUsed(),
                segs.size(), s.deltaRegionFree()), M, y2 + h2 + 4, true);
        // 3. the outcome of this version
        int y3 = 206;
        if (s.isReset()) {
            gc.setBackground(red);
            gc.fillRectangle(M, y3, w, 40);
            gc.setForeground(white);
        } else {
            gc.setForeground(s.outcome() == org.snapwear.flash.slc.SlcPageEvent.Outcome.FIRST ? blue : green);
        }
        gc.drawText(s.describe(cfg.nop()), M + 8, y3 + 12, true);
        // 4. timeline of all versions
        int n = inspection.steps().size();
        gc.setForeground(ink);
        gc.drawText(Messages.SlcCanvas_versions, M,
                TIMELINE_Y - 22, true);
        for (int i = 0; i < n; i++) {
            SlcVersionStep v = inspection.steps().get(i);
            int x0 = M + (int) ((long) i * w / n);
            int x1 = M + (int) ((long) (i + 1) * w / n);
            gc.setBackground(v.isReset() ? red : v.outcome() == org.snapwear.flash.slc.SlcPageEvent.Outcome.FIRST ? blue
                    : green);
            gc.fillRectangle(x0, TIMELINE_Y, Math.max(1, x1 - x0 - (x1 - x0 > 3 ? 1 : 0)), TIMELINE_H);
        }
        int xc0 = M + (int) ((long) current * w / n);
        int xc1 = M + (int) ((long) (current + 1) * w / n);
        gc.setForeground(ink);
        gc.setLineWidth(2);
        gc.drawRectangle(xc0 - 1, TIMELINE_Y - 3, Math.max(3, xc1 - xc0 + 1), TIMELINE_H + 6);
        gc.setLineWidth(1);
        orig.dispose();
        red.dispose();
        green.dispose();
        blue.dispose();
    }
}
