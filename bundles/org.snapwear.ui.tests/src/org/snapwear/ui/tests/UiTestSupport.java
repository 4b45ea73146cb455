package org.snapwear.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import org.snapwear.testsupport.Fixtures;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.Shell;

/** Helpers for driving the workbench from the UI thread: waiting for jobs, screenshots. */
public final class UiTestSupport {

    private UiTestSupport() {
    }

    /** Processes UI events until the condition holds or the timeout passes; returns the condition. */
    public static boolean waitUntil(BooleanSupplier condition, long timeoutMillis) {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + timeoutMillis;
        while (!condition.getAsBoolean() && System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                display.timerExec(20, () -> { });
                display.sleep();
            }
        }
        return condition.getAsBoolean();
    }

    /** Waits for a job to finish while keeping the UI responsive, then flushes pending asyncExecs. */
    public static void join(Job job, long timeoutMillis) {
        waitUntil(() -> job.getState() == Job.NONE && job.getResult() != null, timeoutMillis);
        flush();
    }

    /** Runs all pending UI events. */
    public static void flush() {
        Display display = Display.getCurrent();
        for (int i = 0; i < 50; i++) {
            while (display.readAndDispatch()) {
                // drain
            }
        }
    }

    /** Directory for screenshots: target/screenshots of the test bundle. */
    public static Path screenshotDir() throws java.io.IOException {
        String base = System.getProperty("snapwear.bundle.dir", ".");
        Path dir = Path.of(base, "target", "screenshots");
        Files.createDirectories(dir);
        return dir;
    }

    /** Captures the shell's area of the screen as PNG and returns its pixels. */
    public static ImageData screenshot(Shell shell, String name) throws java.io.IOException {
        Display display = shell.getDisplay();
        flush();
        Rectangle r = shell.getBounds();
        Image image = new Image(display, r.width, r.height);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, r.x, r.y);
        } finally {
            gc.dispose();
        }
        ImageData data = image.getImageData();
        image.dispose();
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] {data};
        loader.save(screenshotDir().resolve(name + ".png").toString(), SWT.IMAGE_PNG);
        return data;
    }

    /** Number of distinct pixel values in the image (a blank or black capture has 1). */
    public static int distinctPixels(ImageData data) {
        java.util.HashSet<Integer> seen = new java.util.HashSet<>();
        for (int y = 0; y < data.height; y += 2) {
            for (int x = 0; x < data.width; x += 2) {
                seen.add(data.getPixel(x, y));
                if (seen.size() > 1000) {
                    return seen.size();
                }
            }
        }
        return seen.size();
    }

    /**
     * Labels under {@code root} whose text does not fit their size: wider than the label (one line) or, for a
     * wrapping label, taller than it at its width; and table cells (headers included) wider than their column.
     */
    public static java.util.List<String> cutLabels(Control root, String where) {
        java.util.List<String> out = new java.util.ArrayList<>();
        if (!root.isVisible()) {
            return out;
        }
        if (root instanceof Label l && !l.getText().isEmpty()) {
            Point size = l.getSize();
            boolean wrap = (l.getStyle() & SWT.WRAP) != 0;
            Point need = wrap ? l.computeSize(size.x, SWT.DEFAULT) : l.computeSize(SWT.DEFAULT, SWT.DEFAULT);
            if (wrap ? need.y > size.y + 1 : need.x > size.x + 1) {
                out.add(where + ": \"" + l.getText() + "\" needs " + need + ", has " + size);
            }
        }
        if (root instanceof Button b && !b.getText().isEmpty() && (b.getStyle() & SWT.PUSH) != 0) {
            Point need = b.computeSize(SWT.DEFAULT, SWT.DEFAULT);
            if (need.x > b.getSize().x + 1) {
                out.add(where + ": button \"" + b.getText() + "\" needs " + need + ", has " + b.getSize());
            }
        }
        if (root instanceof Table t) {
            out.addAll(cutCells(t, where));
        }
        if (root instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                out.addAll(cutLabels(child, where));
            }
        }
        return out;
    }

    /** Cells and headers of a table whose text is wider than their column (a few pixels of cell margin allowed). */
    public static java.util.List<String> cutCells(Table t, String where) {
        java.util.List<String> out = new java.util.ArrayList<>();
        GC gc = new GC(t);
        try {
            for (int c = 0; c < t.getColumnCount(); c++) {
                TableColumn col = t.getColumn(c);
                int room = col.getWidth() - 6;
                if (gc.textExtent(col.getText()).x > room) {
                    out.add(where + ": header \"" + col.getText() + "\" of " + col.getWidth() + " px");
                }
                for (int r = 0; r < Math.min(t.getItemCount(), 200); r++) {
                    String text = t.getItem(r).getText(c);
                    if (gc.textExtent(text).x > room) {
                        out.add(where + ": \"" + text + "\" in column \"" + col.getText() + "\" of "
                                + col.getWidth() + " px");
                        break;
                    }
                }
            }
        } finally {
            gc.dispose();
        }
        return out;
    }

    /** The fixtures directory given by the build. */
    public static Path fixtures() {
        return Fixtures.dir();
    }
}
