package org.snapwear.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.snapwear.ui.core.ErrorLines;
import org.snapwear.ui.editors.overview.RunOverviewEditor;

/**
 * {@code snapwear open PATH...}: the launcher passes each PATH as {@code --open PATH} to the application, and the
 * first window opens the run overview of each, the last one in front, as a file manager or a heap-dump analyser
 * opens what it was started with. A path that cannot be opened is reported in a dialog and the error log; the
 * others still open.
 */
public final class OpenAtLaunch {
    public static final String OPTION = "--open";

    private OpenAtLaunch() {
    }

    /** The paths after each {@code --open} among the application's arguments, in order. */
    public static List<Path> paths(String[] args) {
        List<Path> out = new ArrayList<>();
        for (int i = 0; i + 1 < args.length; i++) {
            if (OPTION.equals(args[i])) {
                out.add(Path.of(args[++i]).toAbsolutePath().normalize());
            }
        }
        return out;
    }

    /** Opens the overviews the application was started with; returns the editors opened. */
    static List<RunOverviewEditor> openAll(IWorkbenchWindow window) {
        List<RunOverviewEditor> editors = new ArrayList<>();
        for (Path p : paths(Platform.getApplicationArgs())) {
            try {
                editors.add(RunOverviewEditor.open(window, p));
            } catch (PartInitException | RuntimeException e) {
                ErrorLines.show(window.getShell(), NLS.bind(Messages.Open_atLaunchFailed, p), e);
            }
        }
        return editors;
    }
}
