package org.snapwear.ui.commands;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.snapwear.ui.start.StartPage;

/** Help > Snapwear Start Page. */
public final class StartPageHandler extends AbstractHandler {
    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        StartPage.open(HandlerWindows.of(event));
        return null;
    }
}
