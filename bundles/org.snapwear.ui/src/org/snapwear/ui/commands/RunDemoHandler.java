package org.snapwear.ui.commands;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.snapwear.ui.editors.study.RunStudyJob;

/** Help > Run the Demo Study (also on the start page and the toolbar); returns the scheduled job. */
public final class RunDemoHandler extends AbstractHandler {
    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        RunStudyJob job = DemoRun.start(HandlerWindows.of(event));
        return job;
    }
}
