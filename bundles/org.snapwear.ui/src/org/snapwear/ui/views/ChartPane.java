package org.snapwear.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.swt.ChartComposite;

/**
 * A JFreeChart in SWT: tooltips on, zoom by dragging a rectangle or turning the mouse wheel (at the pointer),
 * {@link #resetZoom()} back to the auto range. Shows a message instead when there is no chart. The chart object
 * is displayed as given (built by the study chart code), so what is shown is what exports write.
 */
public final class ChartPane extends Composite {

    /** Zoom step per wheel notch: small enough to aim, large enough to get somewhere in a few notches. */
    private static final double WHEEL_FACTOR = 0.8;

    private final StackLayout stack = new StackLayout();
    private final Label message;
    private final ChartComposite composite;

    public ChartPane(Composite parent, int style) {
        super(parent, style);
        setLayout(stack);
        setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        message = new Label(this, SWT.CENTER | SWT.WRAP);
        message.setBackground(getBackground());
        message.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        // useBuffer, properties, save, print menus, zoom, tooltips; the pane's own buttons export through the
        // report code, so the composite's Save As (PNG only, its own renderer) stays off.
        composite = new ChartComposite(this, SWT.NONE, null, ChartComposite.DEFAULT_WIDTH,
                ChartComposite.DEFAULT_HEIGHT, 100, 80, 4000, 3000, true, true, false, true, true, true);
        composite.setLayout(new FillLayout());
        composite.setDisplayToolTips(true);
        composite.setZoomInFactor(WHEEL_FACTOR);
        composite.setZoomOutFactor(1 / WHEEL_FACTOR);
        // ChartComposite draws on an inner canvas and does not forward wheel events (addSWTListener ignores
        // MouseWheelListener), so listen on the canvas itself; its coordinates are what the zoom methods take.
        for (org.eclipse.swt.widgets.Control c : composite.getChildren()) {
            c.addListener(SWT.MouseWheel, e -> {
                wheel(e.x, e.y, e.count);
                e.doit = false;
            });
        }
        showMessage(Messages.Chart_none);
    }

    /** Shows the chart (null shows {@code emptyText}). */
    public void setChart(JFreeChart chart, String emptyText) {
        if (chart == null) {
            composite.setChart(null);
            showMessage(emptyText);
            return;
        }
        composite.setChart(chart);
        composite.setDomainZoomable(true);
        composite.setRangeZoomable(true);
        stack.topControl = composite;
        layout(true, true);
        composite.forceRedraw();
    }

    public JFreeChart chart() {
        return composite.getChart();
    }

    /** Back to the automatic axis ranges. */
    public void resetZoom() {
        if (composite.getChart() != null) {
            composite.restoreAutoBounds();
        }
    }

    /** Zooms in (count > 0) or out around the screen point, as the mouse wheel does. */
    public void wheel(int x, int y, int count) {
        if (composite.getChart() == null || count == 0) {
            return;
        }
        if (count > 0) {
            composite.zoomInBoth(x, y);
        } else {
            composite.zoomOutBoth(x, y);
        }
    }

    /** The JFreeChart SWT composite (tests read its chart and zoom state). */
    public ChartComposite chartComposite() {
        return composite;
    }

    private void showMessage(String text) {
        message.setText(text == null ? "" : text);
        stack.topControl = message;
        layout(true, true);
    }
}
