package org.snapwear.ui.commands;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.snapwear.ui.actions.UserGuideAction;

/** Help > Snapwear User Guide: the guide's first page in the system browser. */
public final class UserGuideHandler extends AbstractHandler {
    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        new UserGuideAction(HandlerWindows.of(event)).run();
        return null;
    }
}
