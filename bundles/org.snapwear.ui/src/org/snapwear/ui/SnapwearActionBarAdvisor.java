package org.snapwear.ui;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.ICoolBarManager;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/**
 * Only what an RCP lacks and an Eclipse IDE already has: the File, Edit, Window and Help menus with their
 * standard ids and "additions" groups, Save, Quit, Undo/Redo, Show View, Reset Perspective and Preferences. Every
 * Snapwear command (New Study, Open Sequence, Open Recent, the start page, the demo, ...) is contributed through
 * plugin.xml into these menus and the main toolbar, so an IDE install gets the same items.
 */
final class SnapwearActionBarAdvisor extends ActionBarAdvisor {
    private IWorkbenchAction quit;
    private IWorkbenchAction resetPerspective;
    private org.eclipse.jface.action.IContributionItem viewList;
    private IWorkbenchAction save;
    private IWorkbenchAction undo;
    private IWorkbenchAction redo;
    private IWorkbenchAction preferences;

    SnapwearActionBarAdvisor(IActionBarConfigurer configurer) {
        super(configurer);
    }

    @Override
    protected void makeActions(IWorkbenchWindow window) {
        quit = ActionFactory.QUIT.create(window);
        register(quit);
        resetPerspective = ActionFactory.RESET_PERSPECTIVE.create(window);
        register(resetPerspective);
        viewList = ContributionItemFactory.VIEWS_SHORTLIST.create(window);
        save = ActionFactory.SAVE.create(window);
        register(save);
        undo = ActionFactory.UNDO.create(window);
        register(undo);
        redo = ActionFactory.REDO.create(window);
        register(redo);
        preferences = ActionFactory.PREFERENCES.create(window);
        register(preferences);
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        MenuManager file = new MenuManager(Messages.Menu_file, IWorkbenchActionConstants.M_FILE);
        file.add(new GroupMarker(IWorkbenchActionConstants.FILE_START));
        file.add(save);
        file.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(new Separator());
        file.add(quit);
        file.add(new GroupMarker(IWorkbenchActionConstants.FILE_END));
        menuBar.add(file);

        MenuManager edit = new MenuManager(Messages.Menu_edit, IWorkbenchActionConstants.M_EDIT);
        edit.add(undo);
        edit.add(redo);
        edit.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(edit);

        MenuManager window = new MenuManager(Messages.Menu_window, IWorkbenchActionConstants.M_WINDOW);
        MenuManager showView = new MenuManager(Messages.Menu_showView, "showView");
        showView.add(viewList);
        window.add(showView);
        window.add(resetPerspective);
        window.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        window.add(new Separator());
        window.add(preferences);
        menuBar.add(window);

        MenuManager help = new MenuManager(Messages.Menu_help, IWorkbenchActionConstants.M_HELP);
        help.add(new GroupMarker(IWorkbenchActionConstants.HELP_START));
        help.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        help.add(new GroupMarker(IWorkbenchActionConstants.HELP_END));
        menuBar.add(help);
    }

    @Override
    protected void fillCoolBar(ICoolBarManager coolBar) {
        // The group the plugin.xml toolbar contribution names (toolbar:org.eclipse.ui.main.toolbar?after=additions).
        coolBar.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
    }
}
