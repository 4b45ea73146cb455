package org.snapwear.ui.views;

import java.util.function.Consumer;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;

/**
 * The chart's own actions, Reset Zoom and export as PNG / SVG / CSV, as a flat tool bar in the free space of the
 * Results view's Chart/Table tab row: in a row of their own above the chart they took height the chart needs at
 * 1280x800. Only lays out the items and forwards their events; {@link ResultsPanel} decides what they do.
 */
final class ChartActions {
    private final ToolBar bar;

    ChartActions(org.eclipse.swt.widgets.Composite parent, Runnable resetZoom,
            Consumer<ResultsPanel.Format> export) {
        bar = new ToolBar(parent, SWT.FLAT | SWT.RIGHT);
        item(Messages.Results_resetZoom, Messages.Results_resetZoomTip, resetZoom);
        new ToolItem(bar, SWT.SEPARATOR);
        for (ResultsPanel.Format f : ResultsPanel.Format.values()) {
            item(f.name(), NLS.bind(Messages.Results_exportTip, f.name()), () -> export.accept(f));
        }
    }

    private void item(String text, String tip, Runnable action) {
        ToolItem i = new ToolItem(bar, SWT.PUSH);
        i.setText(text);
        i.setToolTipText(tip);
        i.addListener(SWT.Selection, e -> action.run());
    }

    ToolBar control() {
        return bar;
    }
}
