package org.snapwear.ui;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;

/**
 * The startup benchmark's hook (releng/bench/startup.sh). With {@code -Dsnapwear.startup.report=true} it prints,
 * once the first window is open and the event loop has drained what opening it queued (the window is usable),
 * the time since the process and the JVM started and the CPU time the process used; with {@code -Dsnapwear.startup.exit=true} it then closes the
 * workbench. Without the properties it does nothing.
 */
final class StartupTiming {
    static final String REPORT = "snapwear.startup.report";
    static final String EXIT = "snapwear.startup.exit";

    private StartupTiming() {
    }

    static void windowOpened(IWorkbenchWindow window) {
        if (!Boolean.getBoolean(REPORT) && !Boolean.getBoolean(EXIT)) {
            return;
        }
        Display display = window.getShell().getDisplay();
        // asyncExec runs after the events already queued (layout, first paint of the parts): "usable".
        display.asyncExec(() -> {
            if (Boolean.getBoolean(REPORT)) {
                long sinceJvm = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
                long sinceProcess = ProcessHandle.current().info().startInstant()
                        .map(start -> Duration.between(start, Instant.now()).toMillis()).orElse(sinceJvm);
                // CPU time of the whole process: on a shared machine the wall time mostly measures the others' load.
                long cpu = ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L);
                System.out.println(NLS.bind(Messages.Startup_report, new Object[] {sinceProcess, sinceJvm, cpu}));
                System.out.flush();
            }
            if (Boolean.getBoolean(EXIT)) {
                window.getWorkbench().close();
            }
        });
    }
}
