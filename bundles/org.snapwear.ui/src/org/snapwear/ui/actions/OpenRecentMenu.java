package org.snapwear.ui.actions;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchWindow;


/**
 * File > Open Recent: the recent study files, then the recent sequences ({@link RecentFiles}), rebuilt each time
 * the menu opens (the lists change whenever a study or a sequence is opened, from any place: menu, drop, recent
 * list).
 */
public final class OpenRecentMenu {
    /** Menu id. */
    public static final String ID = "org.snapwear.ui.menus.openRecent";

    private OpenRecentMenu() {
    }

    public static MenuManager create(IWorkbenchWindow window, RecentFiles studies, RecentFiles sequences) {
        MenuManager menu = new MenuManager("Open &Recent", ID);
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> fill(m, window, studies, sequences));
        // A placeholder so the cascade shows before the first opening.
        fill(menu, window, studies, sequences);
        return menu;
    }

    static void fill(IMenuManager menu, IWorkbenchWindow window, RecentFiles studies, RecentFiles sequences) {
        List<List<Path>> studyEntries = studies.entries();
        List<List<Path>> sequenceEntries = sequences.entries();
        if (studyEntries.isEmpty() && sequenceEntries.isEmpty()) {
            Action none = new Action("(no recent studies or sequences)") {
            };
            none.setEnabled(false);
            menu.add(none);
            return;
        }
        int n = 1;
        for (List<Path> entry : studyEntries) {
            menu.add(new Action(mnemonic(n++) + RecentFiles.label(entry).replace("&", "&&")) {
                @Override
                public void run() {
                    OpenStudyAction.open(window, entry.get(0));
                }
            });
        }
        if (!studyEntries.isEmpty() && !sequenceEntries.isEmpty()) {
            menu.add(new Separator());
        }
        for (List<Path> entry : sequenceEntries) {
            menu.add(new Action(mnemonic(n++) + RecentFiles.label(entry).replace("&", "&&")) {
                @Override
                public void run() {
                    OpenSequenceAction.open(window, entry);
                }
            });
        }
    }

    private static String mnemonic(int n) {
        return n <= 9 ? "&" + n + " " : "";
    }
}
