package org.snapwear.ui.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.overview.OverviewText;
import org.snapwear.study.overview.RunMeasurements;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.ui.actions.OpenSequenceAction;
import org.snapwear.ui.editors.overview.RunOverviewEditor;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.views.SequencesView;

/**
 * The fixture run opened in the Sequences view, then a double-click on a snapshot (and the view's Open Run Overview
 * action): the run overview editor opens for the run, shows what was read before the verdict, computes the
 * verdict in a Job (the UI thread stays free) and shows the numbers of the batch report ({@link RunOverviews}).
 */
class OverviewFromSequencesTest {
    private static Path run;
    private static RunMeasurements batch;

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
        run = UiTestSupport.fixtures().resolve("hf_charlm_adamw").toAbsolutePath().normalize();
        batch = RunOverviews.measure(run.toString(), SnapshotSequence.resolve(run.toString()), Progress.NONE);
    }

    private static SequencesView openInSequencesView(IWorkbenchWindow w) {
        OpenSequenceAction.open(w, run);
        SequencesView view = (SequencesView) w.getActivePage().findView(SequencesView.ID);
        UiTestSupport.join(view.lastLoadJob(), 60_000);
        assertTrue(UiTestSupport.waitUntil(() -> run.equals(view.loadedDirectory()), 10_000));
        return view;
    }

    private static void closeOverviews(IWorkbenchPage page) {
        for (var r : page.getEditorReferences()) {
            if (RunOverviewEditor.ID.equals(r.getId())) {
                page.closeEditors(new org.eclipse.ui.IEditorReference[] {r}, false);
            }
        }
        UiTestSupport.flush();
    }

    @Test
    void doubleClickOnASnapshotOpensTheRunOverviewWithTheBatchVerdict() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            IWorkbenchPage page = w.getActivePage();
            closeOverviews(page);
            SequencesView view = openInSequencesView(w);
            assertTrue(view.overviewAction().isEnabled(), "Open Run Overview is offered once a run is open");
            // A double-click: the table's default selection on the selected row.
            Object second = view.viewer().getElementAt(1);
            view.viewer().setSelection(new StructuredSelection(second), true);
            view.viewer().getTable().notifyListeners(SWT.DefaultSelection, new Event());
            RunOverviewEditor e = assertInstanceOf(RunOverviewEditor.class, page.getActiveEditor());
            assertEquals(run, e.sequence());
            assertNotNull(e.lastJob(), "the verdict is computed in a Job");
            assertTrue(e.lastJob().isUser(), "a user job: progress and cancel in the status line");
            UiTestSupport.join(e.lastJob(), 120_000);
            assertNotNull(e.overview(), e.status().getText());
            assertTrue(e.contentsShownBeforeVerdict(), "what was read is shown before the verdict");

            RunOverview expected = RunOverviews.verdict(batch, OverviewSettings.defaults());
            RunOverview shown = e.overview();
            assertEquals(expected.best(), shown.best());
            assertEquals(expected.raw(), shown.raw());
            assertEquals(expected.chain(), shown.chain());
            assertEquals(expected.progressive(), shown.progressive());
            assertEquals(expected.bestLifetime(), shown.bestLifetime());
            assertEquals(expected.best().label(), e.bestLabel().getText());
            assertTrue(e.erasesLabel().getText().startsWith(expected.best().ssd().erases() + " against "
                    + expected.raw().ssd().erases()), e.erasesLabel().getText());
            assertTrue(e.lifetimeLabel().getText().startsWith(OverviewText.tbPerDay(expected.bestLifetime().tbPerDay())),
                    e.lifetimeLabel().getText());
            assertEquals(batch.contents().members().size(), e.membersTable().getItemCount());

            // The view's action opens the same editor (brought to the front, not a second one).
            view.overviewAction().run();
            UiTestSupport.flush();
            assertEquals(e, page.getActiveEditor());
            page.closeEditor(e, false);
        });
    }
}
