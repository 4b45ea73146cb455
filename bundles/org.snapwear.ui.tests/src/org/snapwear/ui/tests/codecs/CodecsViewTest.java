package org.snapwear.ui.tests.codecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.spi.CodecDescriptor;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.views.CodecsView;

/**
 * The Codecs view lists exactly the registry's codecs, and the example LZ4 plug-in (installed in this test
 * runtime through org.snapwear.examples.feature) appears in it as a plug-in contribution.
 */
class CodecsViewTest {

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    @Test
    void listsBuiltInAndPluginCodecs() throws Exception {
        WorkbenchHarness.onUi(() -> {
            CodecsView view = (CodecsView) WorkbenchHarness.window().getActivePage().showView(CodecsView.ID);
            Table table = view.table();
            List<CodecDescriptor> expected = CodecRegistry.defaultRegistry().descriptors();
            assertEquals(expected.size(), table.getItemCount());
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < table.getItemCount(); i++) {
                TableItem item = table.getItem(i);
                ids.add(item.getText(0));
                assertEquals(expected.get(i).id(), item.getText(0));
                assertEquals(expected.get(i).source(), item.getText(4));
            }
            assertTrue(ids.containsAll(List.of("raw", "gzip", "dynrle", "predictive")), "built-in codecs: " + ids);
            int lz4 = ids.indexOf("lz4");
            assertTrue(lz4 >= 0, "the example plug-in's codec is listed: " + ids);
            assertEquals("extension:org.snapwear.examples.codec", table.getItem(lz4).getText(4));
            assertEquals("enabled", table.getItem(lz4).getText(3));
            UiTestSupport.screenshot(WorkbenchHarness.window().getShell(), "codecs-view");
        });
    }
}
