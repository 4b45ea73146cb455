package org.snapwear.ui.tests;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;

/**
 * Drives the real menu bar and toolbar as a user does (call on the UI thread): shows a menu so its contributions
 * are filled in, reads the item labels, and selects an item, which runs its command's handler.
 */
public final class MenuDriver {
    private MenuDriver() {
    }

    /** The label without mnemonic marker or accelerator text. */
    public static String label(MenuItem item) {
        String t = item.getText().replace("&", "");
        int tab = t.indexOf('\t');
        return tab >= 0 ? t.substring(0, tab) : t;
    }

    /** The menu of a top-level menu bar item (by label, e.g. "File"), shown so its items exist. */
    public static Menu topMenu(Shell shell, String label) {
        for (MenuItem item : shell.getMenuBar().getItems()) {
            if (label(item).equals(label)) {
                return show(item.getMenu());
            }
        }
        throw new AssertionError("no " + label + " menu in " + labels(shell.getMenuBar()));
    }

    /** Sends the Show event contributions fill a menu on. */
    public static Menu show(Menu menu) {
        menu.notifyListeners(SWT.Show, new Event());
        UiTestSupport.flush();
        return menu;
    }

    public static void hide(Menu menu) {
        menu.notifyListeners(SWT.Hide, new Event());
        UiTestSupport.flush();
    }

    /** The labels of the visible items (separators are empty strings). */
    public static List<String> labels(Menu menu) {
        List<String> out = new ArrayList<>();
        for (MenuItem item : menu.getItems()) {
            out.add(label(item));
        }
        return out;
    }

    public static MenuItem item(Menu menu, String label) {
        for (MenuItem item : menu.getItems()) {
            if (label(item).equals(label)) {
                return item;
            }
        }
        throw new AssertionError("no item " + label + " in " + labels(menu));
    }

    /** Selects a menu item as a click does (its command runs). */
    public static void select(MenuItem item) {
        Menu parent = item.getParent();
        item.notifyListeners(SWT.Selection, new Event());
        hide(parent);
    }

    /** The tooltips of the items of every toolbar under the shell. */
    public static List<String> toolTips(org.eclipse.swt.widgets.Composite root) {
        List<String> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(org.eclipse.swt.widgets.Control c, List<String> out) {
        if (c instanceof ToolBar bar) {
            for (ToolItem t : bar.getItems()) {
                if (t.getToolTipText() != null) {
                    out.add(t.getToolTipText());
                }
            }
        }
        if (c instanceof org.eclipse.swt.widgets.Composite comp) {
            for (org.eclipse.swt.widgets.Control child : comp.getChildren()) {
                collect(child, out);
            }
        }
    }

    /** The toolbar item whose tooltip starts with {@code tip} (a command's name). */
    public static ToolItem toolItem(org.eclipse.swt.widgets.Composite root, String tip) {
        List<ToolItem> found = new ArrayList<>();
        find(root, tip, found);
        if (found.isEmpty()) {
            throw new AssertionError("no toolbar item " + tip + " in " + toolTips(root));
        }
        return found.get(0);
    }

    private static void find(org.eclipse.swt.widgets.Control c, String tip, List<ToolItem> out) {
        if (c instanceof ToolBar bar) {
            for (ToolItem t : bar.getItems()) {
                if (t.getToolTipText() != null && t.getToolTipText().startsWith(tip)) {
                    out.add(t);
                }
            }
        }
        if (c instanceof org.eclipse.swt.widgets.Composite comp) {
            for (org.eclipse.swt.widgets.Control child : comp.getChildren()) {
                find(child, tip, out);
            }
        }
    }
}
