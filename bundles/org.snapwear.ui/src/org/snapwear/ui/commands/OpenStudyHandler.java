package org.snapwear.ui.commands;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.snapwear.ui.actions.OpenStudyAction;

/** File > Open Study...: a study file in the study editor. */
public final class OpenStudyHandler extends AbstractHandler {
    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        new OpenStudyAction(HandlerWindows.of(event)).run();
        return null;
    }
}
