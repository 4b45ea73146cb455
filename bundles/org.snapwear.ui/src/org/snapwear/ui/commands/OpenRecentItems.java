package org.snapwear.ui.commands;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.CompoundContributionItem;
import org.eclipse.ui.menus.IWorkbenchContribution;
import org.eclipse.ui.services.IServiceLocator;
import org.snapwear.ui.actions.OpenRecentMenu;
import org.snapwear.ui.core.RecentFiles;

/** The items of File > Open Recent (a dynamic menu contribution in plugin.xml), rebuilt each time it opens. */
public final class OpenRecentItems extends CompoundContributionItem implements IWorkbenchContribution {
    private IWorkbenchWindow window;

    @Override
    public void initialize(IServiceLocator serviceLocator) {
        window = serviceLocator.getService(IWorkbenchWindow.class);
    }

    @Override
    protected IContributionItem[] getContributionItems() {
        IWorkbenchWindow w = window != null ? window : PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        List<IContributionItem> items = new ArrayList<>();
        for (IAction a : OpenRecentMenu.actions(w, RecentFiles.workbenchStudies(), RecentFiles.workbench())) {
            items.add(a == null ? new Separator() : new ActionContributionItem(a));
        }
        if (items.isEmpty()) {
            Action none = new Action(Messages.OpenRecent_none) {
            };
            none.setEnabled(false);
            items.add(new ActionContributionItem(none));
        }
        return items.toArray(IContributionItem[]::new);
    }
}
