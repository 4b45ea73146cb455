package org.snapwear.ui;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.snapwear.ui.editors.overview.RunOverviewEditor;

/**
 * The startup benchmark's hook (releng/bench/startup.sh). With {@code -Dsnapwear.startup.report=true} it prints,
 * once the first window is open and the event loop has drained what opening it queued (the window is usable),
 * the time since the process and the JVM started and the CPU time the process used, preceded by the same two
 * numbers at each startup phase the workbench passed ({@link #mark}), so a slow start shows where its time went;
 * with {@code -Dsnapwear.startup.exit=true} it then closes the workbench. Without the properties it does nothing.
 */
final class StartupTiming {
    static final String REPORT = "snapwear.startup.report";
    static final String EXIT = "snapwear.startup.exit";

    /** One phase's end: milliseconds since the process started and CPU milliseconds of the process so far. */
    private record Phase(String name, long sinceProcess, long cpu) {
    }

    private static final List<Phase> PHASES = new ArrayList<>();

    private StartupTiming() {
    }

    /** Records that the startup phase {@code name} has ended (only when the report is asked for). */
    static void mark(String name) {
        if (Boolean.getBoolean(REPORT)) {
            synchronized (PHASES) {
                PHASES.add(new Phase(name, sinceProcess(), cpu()));
            }
        }
    }

    /**
     * @param overviews the run overviews opened at launch ({@code snapwear open PATH}): with any, the report adds
     *                  when the last one's verdict was on screen, and the exit waits for it
     */
    static void windowOpened(IWorkbenchWindow window, List<RunOverviewEditor> overviews) {
        if (!Boolean.getBoolean(REPORT) && !Boolean.getBoolean(EXIT)) {
            return;
        }
        mark("window opened");
        Display display = window.getShell().getDisplay();
        // asyncExec runs after the events already queued (layout, first paint of the parts): "usable".
        display.asyncExec(() -> {
            if (Boolean.getBoolean(REPORT)) {
                report();
            }
            if (overviews.isEmpty()) {
                exitIfAsked(window);
                return;
            }
            RunOverviewEditor last = overviews.get(overviews.size() - 1);
            last.whenVerdictShown(() -> display.asyncExec(() -> {
                if (Boolean.getBoolean(REPORT)) {
                    System.out.println(NLS.bind(Messages.Startup_overview, new Object[] {sinceProcess(), cpu(),
                        last.measuredFromCache() ? "from the overview cache" : "measured now"}));
                    System.out.flush();
                }
                exitIfAsked(window);
            }));
        });
    }

    private static void exitIfAsked(IWorkbenchWindow window) {
        if (Boolean.getBoolean(EXIT)) {
            window.getWorkbench().close();
        }
    }

    private static void report() {
        long sinceProcess = sinceProcess();
        long cpu = cpu();
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        long sinceJvm = System.currentTimeMillis() - jvmStart;
        long jvmOffset = sinceProcess - sinceJvm;
        System.out.println(NLS.bind(Messages.Startup_phase, new Object[] {"JVM started", jvmOffset, "-"}));
        // EclipseStarter records when it began launching the OSGi framework.
        String osgi = System.getProperty("eclipse.startTime");
        if (osgi != null && osgi.matches("\\d+")) {
            long at = sinceProcess - (System.currentTimeMillis() - Long.parseLong(osgi));
            System.out.println(NLS.bind(Messages.Startup_phase, new Object[] {"OSGi launch", at, "-"}));
        }
        synchronized (PHASES) {
            for (Phase p : PHASES) {
                System.out.println(NLS.bind(Messages.Startup_phase, new Object[] {p.name(), p.sinceProcess(), p.cpu()}));
            }
        }
        System.out.println(NLS.bind(Messages.Startup_report, new Object[] {sinceProcess, sinceJvm, cpu}));
        System.out.flush();
    }

    private static long sinceProcess() {
        return ProcessClock.ageMillis();
    }

    /** CPU time of the whole process: on a shared machine the wall time mostly measures the others' load. */
    private static long cpu() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L);
    }
}
