package org.snapwear.ui.tests.commands;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.ui.core.RecentFiles;
import org.snapwear.ui.start.StartPage;
import org.snapwear.ui.tests.MenuDriver;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;

/**
 * The menus and the toolbar of the running workbench, filled from plugin.xml contributions: the Snapwear items
 * are in File and Help, Open Recent lists the recent sequences, and selecting an item or a toolbar button runs
 * its command.
 */
class MenusAndToolbarTest {

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    private static void closeStartPages(IWorkbenchPage page) {
        for (IEditorReference r : page.getEditorReferences()) {
            if (StartPage.ID.equals(r.getId())) {
                page.closeEditors(new IEditorReference[] {r}, false);
            }
        }
    }

    @Test
    void fileAndHelpHoldTheSnapwearCommands() throws Exception {
        WorkbenchHarness.onUi(() -> {
            Shell shell = WorkbenchHarness.window().getShell();
            Menu file = MenuDriver.topMenu(shell, "File");
            List<String> fileItems = MenuDriver.labels(file);
            for (String s : List.of("New Study...", "Open Study...", "Open Sequence...", "Import Sequence...",
                    "Open Recent", "Save")) {
                assertTrue(fileItems.contains(s), s + " in File: " + fileItems);
            }
            MenuDriver.hide(file);
            Menu help = MenuDriver.topMenu(shell, "Help");
            List<String> helpItems = MenuDriver.labels(help);
            for (String s : List.of("Snapwear Start Page", "Run the Demo Study", "Snapwear User Guide",
                    "About Snapwear")) {
                assertTrue(helpItems.contains(s), s + " in Help: " + helpItems);
            }
            MenuDriver.hide(help);
        });
    }

    @Test
    void openRecentListsTheRecentSequences() throws Exception {
        Path dir = Files.createTempDirectory("snapwear-menu-recent");
        RecentFiles.workbench().add(List.of(dir));
        WorkbenchHarness.onUi(() -> {
            Menu file = MenuDriver.topMenu(WorkbenchHarness.window().getShell(), "File");
            MenuItem recent = MenuDriver.item(file, "Open Recent");
            Menu sub = MenuDriver.show(recent.getMenu());
            List<String> entries = MenuDriver.labels(sub);
            String expected = dir.toAbsolutePath().normalize().toString();
            assertTrue(entries.stream().anyMatch(e -> e.endsWith(expected)), expected + " in " + entries);
            MenuDriver.hide(sub);
            MenuDriver.hide(file);
        });
    }

    @Test
    void helpStartPageItemOpensTheStartPage() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchPage page = WorkbenchHarness.window().getActivePage();
            closeStartPages(page);
            Menu help = MenuDriver.topMenu(WorkbenchHarness.window().getShell(), "Help");
            MenuDriver.select(MenuDriver.item(help, "Snapwear Start Page"));
            assertTrue(UiTestSupport.waitUntil(() -> page.getActiveEditor() instanceof StartPage, 5_000),
                    "the start page is the active editor");
        });
    }

    @Test
    void toolbarHoldsTheCommandsAndItsStartPageButtonWorks() throws Exception {
        WorkbenchHarness.onUi(() -> {
            Shell shell = WorkbenchHarness.window().getShell();
            List<String> tips = MenuDriver.toolTips(shell);
            for (String s : List.of("New Study", "Open Study", "Open Sequence", "Run the Demo Study",
                    "Snapwear Start Page")) {
                assertTrue(tips.stream().anyMatch(t -> t.startsWith(s)), s + " on the toolbar: " + tips);
            }
            IWorkbenchPage page = WorkbenchHarness.window().getActivePage();
            closeStartPages(page);
            ToolItem start = MenuDriver.toolItem(shell, "Snapwear Start Page");
            assertTrue(start.getImage() != null, "the button has an icon");
            start.notifyListeners(SWT.Selection, new Event());
            assertTrue(UiTestSupport.waitUntil(() -> page.getActiveEditor() instanceof StartPage, 5_000));
            assertInstanceOf(StartPage.class, page.getActiveEditor());
        });
    }
}
