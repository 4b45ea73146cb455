package org.snapwear.ui.tests.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.Test;
import org.snapwear.ui.core.CommandIds;

/**
 * What an Eclipse IDE with Snapwear installed gets, read from the extension registry alone: every command a
 * Snapwear bundle declares has a handler and a menu or toolbar contribution, and every contribution goes into a
 * menu or toolbar that an IDE has (file, edit, window, help, the main toolbar), at a group the IDE has
 * ("additions"), or into a menu or toolbar Snapwear itself contributes there. Nothing depends on the RCP's
 * ActionBarAdvisor. Every view and command of org.snapwear.ui has an icon of its own.
 */
class CommandContributionsTest {
    private static final Set<String> IDE_MENUS = Set.of("file", "edit", "window", "help", "navigate", "project");
    private static final String MAIN_TOOLBAR = "org.eclipse.ui.main.toolbar";

    private static List<IConfigurationElement> elements(String point) {
        List<IConfigurationElement> out = new ArrayList<>();
        for (IConfigurationElement e : Platform.getExtensionRegistry().getConfigurationElementsFor(point)) {
            if (e.getNamespaceIdentifier().startsWith("org.snapwear.")) {
                out.add(e);
            }
        }
        return out;
    }

    private static void walk(IConfigurationElement e, List<IConfigurationElement> out) {
        out.add(e);
        for (IConfigurationElement c : e.getChildren()) {
            walk(c, out);
        }
    }

    @Test
    void everySnapwearCommandHasAHandlerAndAContributionAnIdeShows() {
        Set<String> commands = new HashSet<>();
        for (IConfigurationElement e : elements("org.eclipse.ui.commands")) {
            if ("command".equals(e.getName())) {
                commands.add(e.getAttribute("id"));
            }
        }
        assertTrue(commands.size() >= 8, "the Snapwear commands are declared: " + commands);

        Set<String> handled = new HashSet<>();
        for (IConfigurationElement e : elements("org.eclipse.ui.handlers")) {
            handled.add(e.getAttribute("commandId"));
            assertTrue(e.getAttribute("class") != null, "handler of " + e.getAttribute("commandId") + " has a class");
        }

        // Menus and toolbars that Snapwear contributions create (so contributions into them are reachable too).
        Set<String> ownContainers = new HashSet<>();
        List<IConfigurationElement> contributions = elements("org.eclipse.ui.menus");
        for (IConfigurationElement mc : contributions) {
            List<IConfigurationElement> all = new ArrayList<>();
            walk(mc, all);
            for (IConfigurationElement e : all) {
                if ("menu".equals(e.getName()) || "toolbar".equals(e.getName())) {
                    ownContainers.add(e.getAttribute("id"));
                }
            }
        }
        Map<String, List<String>> contributedAt = new HashMap<>();
        for (IConfigurationElement mc : contributions) {
            String uri = mc.getAttribute("locationURI");
            String scheme = uri.substring(0, uri.indexOf(':'));
            String rest = uri.substring(uri.indexOf(':') + 1);
            String container = rest.contains("?") ? rest.substring(0, rest.indexOf('?')) : rest;
            String query = rest.contains("?") ? rest.substring(rest.indexOf('?') + 1) : "";
            boolean ideMenu = "menu".equals(scheme) && IDE_MENUS.contains(container);
            boolean ideToolbar = "toolbar".equals(scheme) && MAIN_TOOLBAR.equals(container);
            boolean own = ownContainers.contains(container);
            boolean popup = "popup".equals(scheme);
            assertTrue(ideMenu || ideToolbar || own || popup, uri + " is not a place an IDE has");
            if (ideMenu || ideToolbar) {
                assertTrue(query.isEmpty() || query.endsWith("=additions"),
                        uri + " names a group that only the RCP advisor might have");
            }
            List<IConfigurationElement> all = new ArrayList<>();
            walk(mc, all);
            for (IConfigurationElement e : all) {
                if ("command".equals(e.getName())) {
                    contributedAt.computeIfAbsent(e.getAttribute("commandId"), k -> new ArrayList<>()).add(uri);
                }
            }
        }
        for (String id : commands) {
            assertTrue(handled.contains(id), id + " has a handler in plugin.xml");
            assertTrue(contributedAt.containsKey(id), id + " is in a menu or toolbar contributed through plugin.xml");
        }
    }

    @Test
    void everyViewAndCommandOfTheWorkbenchHasItsOwnIcon() {
        Map<String, String> iconOf = new HashMap<>();
        for (IConfigurationElement e : elements("org.eclipse.ui.views")) {
            if ("view".equals(e.getName()) && "org.snapwear.ui".equals(e.getNamespaceIdentifier())) {
                iconOf.put(e.getAttribute("id"), e.getAttribute("icon"));
            }
        }
        assertEquals(8, iconOf.size(), iconOf.toString());
        for (IConfigurationElement e : elements("org.eclipse.ui.commandImages")) {
            if ("org.snapwear.ui".equals(e.getNamespaceIdentifier())) {
                iconOf.put(e.getAttribute("commandId"), e.getAttribute("icon"));
            }
        }
        for (String id : List.of(CommandIds.NEW_STUDY, CommandIds.OPEN_STUDY, CommandIds.OPEN_SEQUENCE,
                CommandIds.IMPORT_SEQUENCE, CommandIds.RUN_DEMO, CommandIds.START_PAGE, CommandIds.USER_GUIDE,
                CommandIds.ABOUT)) {
            assertTrue(iconOf.containsKey(id), id + " has an image");
        }
        Set<String> distinct = new HashSet<>(iconOf.values());
        assertFalse(distinct.contains(null));
        assertEquals(iconOf.size(), distinct.size(), "no two views or commands share an icon: " + iconOf);
        for (String icon : distinct) {
            assertTrue(Platform.getBundle("org.snapwear.ui").getEntry(icon) != null, icon + " is in the bundle");
        }
    }
}
