package org.snapwear.ui.tests.start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.preference.PreferenceStore;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.forms.widgets.ImageHyperlink;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.results.TableIds;
import org.snapwear.ui.core.RecentFiles;
import org.snapwear.ui.core.CommandIds;
import org.snapwear.ui.commands.DemoRun;
import org.snapwear.ui.editors.study.RunStudyJob;
import org.snapwear.ui.start.StartPage;
import org.snapwear.ui.start.StartPageStartup;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.views.ResultsView;
import org.snapwear.ui.views.SequencesView;

/**
 * The start page, opened through its command and driven through its links (each runs a command, as the menus do):
 * first-start logic, the checkpoint-run link's command, the recent list, and "Run the demo study" end to end.
 */
class StartPageTest {

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    private static StartPage reopen() throws Exception {
        IWorkbenchWindow w = WorkbenchHarness.window();
        IWorkbenchPage page = w.getActivePage();
        for (IEditorReference r : page.getEditorReferences()) {
            if (StartPage.ID.equals(r.getId())) {
                page.closeEditors(new IEditorReference[] {r}, false);
            }
        }
        w.getService(IHandlerService.class).executeCommand(CommandIds.START_PAGE, null);
        UiTestSupport.flush();
        return assertInstanceOf(StartPage.class, page.getActiveEditor());
    }

    /** A click on a link, as the keyboard's Enter on a focused link delivers it. */
    private static void activate(ImageHyperlink link) {
        Event e = new Event();
        e.character = '\r';
        e.keyCode = SWT.CR;
        link.notifyListeners(SWT.KeyDown, e);
        UiTestSupport.flush();
    }

    @Test
    void linksRunDefinedAndHandledCommands() throws Exception {
        WorkbenchHarness.onUi(() -> {
            StartPage start = reopen();
            ICommandService commands = WorkbenchHarness.window().getService(ICommandService.class);
            String runCommand = commands.getCommand(CommandIds.OPEN_RUN_OVERVIEW).isDefined()
                    ? CommandIds.OPEN_RUN_OVERVIEW : CommandIds.OPEN_SEQUENCE;
            assertEquals(runCommand, StartPage.checkpointRunCommand(commands));
            assertEquals(List.of(runCommand, CommandIds.OPEN_STUDY, CommandIds.NEW_STUDY, CommandIds.RUN_DEMO,
                    CommandIds.USER_GUIDE), new ArrayList<>(start.commandLinks().keySet()));
            for (String id : start.commandLinks().keySet()) {
                assertTrue(commands.getCommand(id).isDefined(), id + " is defined");
                assertTrue(commands.getCommand(id).isHandled(), id + " has an active handler");
                assertEquals(id, start.commandLinks().get(id).getData());
            }
            UiTestSupport.screenshot(WorkbenchHarness.window().getShell(), "start-page");
        });
    }

    @Test
    void opensOnTheFirstStartOnly() throws Exception {
        WorkbenchHarness.onUi(() -> {
            PreferenceStore store = new PreferenceStore();
            StartPage first = StartPage.openOnFirstStart(WorkbenchHarness.window(), store);
            assertNotNull(first);
            assertTrue(store.getBoolean(StartPage.SHOWN_KEY));
            assertNull(StartPage.openOnFirstStart(WorkbenchHarness.window(), store));
        });
    }

    @Test
    void recentLinkOpensTheSequence() throws Exception {
        Path fixture = UiTestSupport.fixtures().resolve("cnn_digits_sgd").toAbsolutePath().normalize();
        RecentFiles.workbench().add(List.of(fixture));
        WorkbenchHarness.onUi(() -> {
            StartPage start = reopen();
            ImageHyperlink link = start.recentLinks().stream()
                    .filter(l -> l.getText().equals(fixture.toString())).findFirst()
                    .orElseThrow(() -> new AssertionError(fixture + " not among the recent links"));
            activate(link);
            SequencesView seq = (SequencesView) WorkbenchHarness.window().getActivePage().findView(SequencesView.ID);
            assertTrue(UiTestSupport.waitUntil(() -> seq.lastLoadJob() != null, 5_000));
            UiTestSupport.join(seq.lastLoadJob(), 60_000);
            assertTrue(UiTestSupport.waitUntil(() -> fixture.equals(seq.loadedDirectory()), 10_000));
        });
    }

    /** The demo link runs the same study as {@code snapwear demo} as a Job; its results open in the Results view. */
    @Test
    void demoLinkRunsTheDemoStudyIntoTheResultsView() throws Exception {
        Path report = DemoRun.directory().resolve("demo-report");
        List<RunStudyJob> jobs = new ArrayList<>();
        WorkbenchHarness.onUi(() -> {
            StartPage start = reopen();
            activate(start.commandLinks().get(CommandIds.RUN_DEMO));
            for (Job j : Job.getJobManager().find(null)) {
                if (j instanceof RunStudyJob r) {
                    jobs.add(r);
                }
            }
            assertEquals(1, jobs.size(), "one study run scheduled");
            assertTrue(jobs.get(0).isUser(), "a user job: progress in the status line and the Progress view");
            UiTestSupport.join(jobs.get(0), 600_000);
            assertTrue(jobs.get(0).getResult().isOK(), jobs.get(0).getResult().toString());
            ResultsView results = (ResultsView) WorkbenchHarness.window().getActivePage().findView(ResultsView.ID);
            assertTrue(UiTestSupport.waitUntil(() -> results != null && results.panel().current() != null
                    && "demo".equals(results.panel().current().results().studyName()), 30_000),
                    "the Results view shows the demo run");
            var schemes = results.panel().current().results().table(TableIds.SCHEMES).orElseThrow();
            assertEquals(9, schemes.rowCount(), "every scheme of the default study, as snapwear demo runs");
            // the demo's resume check on the built-in generator (DemoResumeAnalysis), with its chart
            var resume = results.panel().current().results().table(TableIds.RESUME_ARMS).orElseThrow();
            assertEquals(List.of("exact", "moments-8bit", "aggressive"),
                    List.of(resume.text(0, "arm"), resume.text(1, "arm"), resume.text(2, "arm")));
            assertTrue(results.panel().chartIds().contains("resume_loss"), results.panel().chartIds().toString());
            UiTestSupport.screenshot(WorkbenchHarness.window().getShell(), "demo-results");
            // The same results with the view maximized (double-click on its tab), as the README shows them.
            IWorkbenchPage page = WorkbenchHarness.window().getActivePage();
            var ref = page.findViewReference(ResultsView.ID);
            page.setPartState(ref, IWorkbenchPage.STATE_MAXIMIZED);
            UiTestSupport.flush();
            UiTestSupport.screenshot(WorkbenchHarness.window().getShell(), "demo-results-maximized");
            page.setPartState(ref, IWorkbenchPage.STATE_RESTORED);
            UiTestSupport.flush();
        });
        assertTrue(Files.isRegularFile(report.resolve(ReportWriter.INDEX)), "the report is written beside the study");
    }

    private static int openStartPages(IWorkbenchPage page) {
        int n = 0;
        for (IEditorReference r : page.getEditorReferences()) {
            if (StartPage.ID.equals(r.getId())) {
                n++;
            }
        }
        return n;
    }

    private static void closeStartPages(IWorkbenchPage page) {
        for (IEditorReference r : page.getEditorReferences()) {
            if (StartPage.ID.equals(r.getId())) {
                page.closeEditors(new IEditorReference[] {r}, false);
            }
        }
        UiTestSupport.flush();
    }

    /** An IDE install has no Snapwear advisor: the startup extension alone opens the page, once per workspace. */
    @Test
    void theStartupExtensionOpensThePageOncePerWorkspace() throws Exception {
        IConfigurationElement[] startups = Platform.getExtensionRegistry()
                .getConfigurationElementsFor("org.eclipse.ui.startup");
        assertTrue(java.util.Arrays.stream(startups).anyMatch(e -> StartPageStartup.class.getName()
                .equals(e.getAttribute("class"))), "org.snapwear.ui contributes the start page's IStartup");
        PreferenceStore store = new PreferenceStore();
        StartPageStartup startup = new StartPageStartup(() -> store);
        WorkbenchHarness.onUi(() -> closeStartPages(WorkbenchHarness.window().getActivePage()));
        // As the workbench calls it: off the UI thread, twice (two starts of the same workspace).
        startup.earlyStartup();
        startup.earlyStartup();
        WorkbenchHarness.onUi(() -> {
            IWorkbenchPage page = WorkbenchHarness.window().getActivePage();
            assertTrue(UiTestSupport.waitUntil(() -> openStartPages(page) > 0, 10_000), "the page opened");
            UiTestSupport.flush();
            assertEquals(1, openStartPages(page));
            assertTrue(store.getBoolean(StartPage.SHOWN_KEY));
            closeStartPages(page);
            assertNull(startup.openInActiveWindow(PlatformUI.getWorkbench()), "not again in this workspace");
            assertEquals(0, openStartPages(page));
        });
    }

    /** In the RCP product both the window advisor and the startup extension run: the page still opens once. */
    @Test
    void advisorAndStartupTogetherOpenThePageOnce() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchPage page = WorkbenchHarness.window().getActivePage();
            closeStartPages(page);
            PreferenceStore store = new PreferenceStore();
            assertNotNull(StartPage.openOnFirstStart(WorkbenchHarness.window(), store), "the advisor opens it");
            closeStartPages(page);
            assertNull(new StartPageStartup(() -> store).openInActiveWindow(PlatformUI.getWorkbench()));
            assertEquals(0, openStartPages(page), "the startup extension does not open it a second time");
        });
    }
}
