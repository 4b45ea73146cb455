package org.snapwear.ui.actions;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.ui.IWorkbenchWindow;
import org.snapwear.ui.core.RecentFiles;

/**
 * The entries of File > Open Recent and of the start page's recent list: the recent study files, then the recent
 * sequences ({@link RecentFiles}), newest first. Built anew each time they are shown, since the lists change
 * whenever a study or a sequence is opened (menu, drop, recent list). A null in the result separates studies from
 * sequences.
 */
public final class OpenRecentMenu {
    /** Menu id. */
    public static final String ID = "org.snapwear.ui.menus.openRecent";

    private OpenRecentMenu() {
    }

    /** One action per recent entry (studies first), with a null between studies and sequences. */
    public static List<IAction> actions(IWorkbenchWindow window, RecentFiles studies, RecentFiles sequences) {
        List<List<Path>> studyEntries = studies.entries();
        List<List<Path>> sequenceEntries = sequences.entries();
        List<IAction> out = new ArrayList<>();
        int n = 1;
        for (List<Path> entry : studyEntries) {
            out.add(new Action(mnemonic(n++) + RecentFiles.label(entry).replace("&", "&&")) {
                @Override
                public void run() {
                    OpenStudyAction.open(window, entry.get(0));
                }
            });
        }
        if (!studyEntries.isEmpty() && !sequenceEntries.isEmpty()) {
            out.add(null);
        }
        for (List<Path> entry : sequenceEntries) {
            out.add(new Action(mnemonic(n++) + RecentFiles.label(entry).replace("&", "&&")) {
                @Override
                public void run() {
                    OpenSequenceAction.open(window, entry);
                }
            });
        }
        return out;
    }

    private static String mnemonic(int n) {
        return n <= 9 ? "&" + n + " " : "";
    }
}
