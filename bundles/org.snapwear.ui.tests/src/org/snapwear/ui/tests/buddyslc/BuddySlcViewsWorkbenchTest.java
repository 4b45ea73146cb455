package org.snapwear.ui.tests.buddyslc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.views.BuddyOverflowView;
import org.snapwear.ui.views.SlcPageView;

/** The two views are registered under their ids and host their panels (needs OSGi: runs under Tycho only). */
class BuddySlcViewsWorkbenchTest {

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    @Test
    void viewsOpenByIdWithTheirPanels() throws Exception {
        WorkbenchHarness.onUi(() -> {
            BuddyOverflowView buddy = (BuddyOverflowView) WorkbenchHarness.window().getActivePage()
                    .showView(BuddyOverflowView.ID);
            assertNotNull(buddy.panel());
            assertEquals("org.snapwear.ui.views.buddy", buddy.getViewSite().getId());
            // the generated source is ready without I/O: one label per generated step
            assertTrue(buddy.panel().snapshotCombo().getItemCount() > 1);
            SlcPageView slc = (SlcPageView) WorkbenchHarness.window().getActivePage().showView(SlcPageView.ID);
            assertNotNull(slc.panel());
            assertEquals("org.snapwear.ui.views.slc", slc.getViewSite().getId());
            UiTestSupport.screenshot(WorkbenchHarness.window().getShell(), "buddy-slc-workbench");
        });
    }
}
