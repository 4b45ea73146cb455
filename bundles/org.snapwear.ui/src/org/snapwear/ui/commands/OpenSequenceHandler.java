package org.snapwear.ui.commands;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.snapwear.ui.actions.OpenSequenceAction;

/** File > Open Sequence...: a directory of checkpoints in the Sequences view. */
public final class OpenSequenceHandler extends AbstractHandler {
    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        new OpenSequenceAction(HandlerWindows.of(event)).run();
        return null;
    }
}
