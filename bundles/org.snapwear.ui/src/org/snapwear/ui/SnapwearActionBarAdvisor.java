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
import org.snapwear.ui.actions.OpenSequenceAction;
import org.snapwear.ui.actions.UserGuideAction;

/** File, Window and Help menus. Later views contribute their own actions to the "additions" groups. */
final class SnapwearActionBarAdvisor extends ActionBarAdvisor {
    private IWorkbenchAction quit;
    private IWorkbenchAction resetPerspective;
    private org.eclipse.jface.action.IContributionItem viewList;
    private OpenSequenceAction openSequence;
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
        about = new AboutAction(window);
        register(about);
        userGuide = new UserGuideAction(window);
        register(userGuide);
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
        file.add(openSequence);
        file.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(new Separator());
        file.add(quit);
        menuBar.add(file);

        MenuManager window = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
        MenuManager showView = new MenuManager("Show &View", "showView");
        showView.add(viewList);
        window.add(showView);
        window.add(resetPerspective);
        window.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(window);

        MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
        help.add(userGuide);
        help.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        help.add(about);
        menuBar.add(help);
    }
}
