package org.snapwear.ui.actions;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.ui.IWorkbenchWindow;

/**
 * File > Open Recent: the {@link RecentFiles} entries, rebuilt each time the menu opens (the list changes
 * whenever a sequence is opened, from any place: menu, drop, recent list).
 */
public final class OpenRecentMenu {
    /** Menu id. */
    public static final String ID = "org.snapwear.ui.menus.openRecent";

    private OpenRecentMenu() {
    }

    public static MenuManager create(IWorkbenchWindow window, RecentFiles recent) {
        MenuManager menu = new MenuManager("Open &Recent", ID);
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> fill(m, window, recent));
        // A placeholder so the cascade shows before the first opening.
        fill(menu, window, recent);
        return menu;
    }

    static void fill(IMenuManager menu, IWorkbenchWindow window, RecentFiles recent) {
        List<List<Path>> entries = recent.entries();
        if (entries.isEmpty()) {
            Action none = new Action("(no recent sequences)") {
            };
            none.setEnabled(false);
            menu.add(none);
            return;
        }
        int n = 1;
        for (List<Path> entry : entries) {
            String label = (n <= 9 ? "&" + n + " " : "") + RecentFiles.label(entry).replace("&", "&&");
            n++;
            menu.add(new Action(label) {
                @Override
                public void run() {
                    OpenSequenceAction.open(window, entry);
                }
            });
        }
    }
}
