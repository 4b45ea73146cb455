package org.snapwear.ui.commands;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.snapwear.ui.dialogs.AboutSnapwearDialog;

/** Help > About Snapwear: version and bundles. */
public final class AboutHandler extends AbstractHandler {
    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        new AboutSnapwearDialog(HandlerWindows.of(event).getShell()).open();
        return null;
    }
}
