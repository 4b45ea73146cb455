package org.snapwear.ui;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.snapwear.ui.actions.AboutAction;
import org.snapwear.ui.actions.NewStudyAction;
import org.snapwear.ui.actions.OpenStudyAction;
import org.snapwear.ui.actions.OpenRecentMenu;
import org.snapwear.ui.actions.OpenSequenceAction;
import org.snapwear.ui.actions.RecentFiles;
import org.snapwear.ui.actions.UserGuideAction;

/** File, Window and Help menus. Later views contribute their own actions to the "additions" groups. */
final class SnapwearActionBarAdvisor extends ActionBarAdvisor {
    private IWorkbenchAction quit;
    private IWorkbenchAction resetPerspective;
    private org.eclipse.jface.action.IContributionItem viewList;
    private OpenSequenceAction openSequence;
    // Study editor: New/Open Study, Save, Edit > Undo/Redo (retargeted to the active editor), Preferences.
    private NewStudyAction newStudy;
    private OpenStudyAction openStudy;
    private IWorkbenchAction save;
    private IWorkbenchAction undo;
    private IWorkbenchAction redo;
    private IWorkbenchAction preferences;
    private MenuManager openRecent;
    private AboutAction about;
    private UserGuideAction userGuide;

    SnapwearActionBarAdvisor(IActionBarConfigurer configurer) {
        super(configurer);
    }

    @Override
    protected void makeActions(IWorkbenchWindow window) {
        quit = ActionFactory.QUIT.create(window);
        register(quit);
        resetPerspective = ActionFactory.RESET_PERSPECTIVE.create(window);
        viewList = ContributionItemFactory.VIEWS_SHORTLIST.create(window);
        register(resetPerspective);
        openSequence = new OpenSequenceAction(window);
        register(openSequence);
        newStudy = new NewStudyAction(window);
        register(newStudy);
        openStudy = new OpenStudyAction(window);
        register(openStudy);
        save = ActionFactory.SAVE.create(window);
        register(save);
        undo = ActionFactory.UNDO.create(window);
        register(undo);
        redo = ActionFactory.REDO.create(window);
        register(redo);
        preferences = ActionFactory.PREFERENCES.create(window);
        register(preferences);
        openRecent = OpenRecentMenu.create(window, RecentFiles.workbenchStudies(), RecentFiles.workbench());
        about = new AboutAction(window);
        register(about);
        userGuide = new UserGuideAction(window);
        register(userGuide);
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
        file.add(newStudy);
        file.add(openStudy);
        file.add(save);
        file.add(new Separator());
        file.add(openSequence);
        file.add(openRecent);
        file.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(new Separator());
        file.add(quit);
        menuBar.add(file);

        MenuManager edit = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
        edit.add(undo);
        edit.add(redo);
        edit.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(edit);

        MenuManager window = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
        MenuManager showView = new MenuManager("Show &View", "showView");
        showView.add(viewList);
        window.add(showView);
        window.add(resetPerspective);
        window.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        window.add(new Separator());
        window.add(preferences);
        menuBar.add(window);

        MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
        help.add(userGuide);
        help.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        help.add(about);
        menuBar.add(help);
    }
}
