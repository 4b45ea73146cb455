package org.snapwear.ui.tests.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.Test;
import org.snapwear.help.UserGuide;
import org.snapwear.ui.actions.UserGuideAction;

/**
 * The user guide ships as HTML in org.snapwear.help: the Help menu's page resolves to a real file, every topic of
 * the help table of contents exists, and the pages' relative links and images resolve.
 */
class UserGuideTest {

    @Test
    void indexPageIsExtractedAndReadable() throws Exception {
        URL index = UserGuideAction.indexPage();
        assertEquals("file", index.getProtocol());
        String html = Files.readString(Path.of(index.getPath()), StandardCharsets.UTF_8);
        assertTrue(html.contains("Snapwear User Guide"), "index page has the guide's title");
    }

    @Test
    void everyTocTopicAndEveryRelativeLinkExists() throws Exception {
        URL toc = Platform.getBundle(UserGuide.BUNDLE).getEntry("toc.xml");
        assertNotNull(toc, "toc.xml in the help bundle");
        String tocXml;
        try (var in = toc.openStream()) {
            tocXml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Matcher m = Pattern.compile("(?:href|topic)=\"html/([^\"]+)\"").matcher(tocXml);
        List<String> pages = new ArrayList<>();
        while (m.find()) {
            pages.add(m.group(1));
        }
        assertTrue(pages.size() >= 6, "toc lists the guide's pages: " + pages);
        for (String page : pages) {
            Path file = Path.of(UserGuide.page(page).getPath());
            String html = Files.readString(file, StandardCharsets.UTF_8);
            Matcher links = Pattern.compile("(?:href|src)=\"([^\"#:]+)\"").matcher(html);
            while (links.find()) {
                Path target = file.getParent().resolve(links.group(1)).normalize();
                assertTrue(Files.exists(target), page + " links to missing " + links.group(1));
            }
        }
    }
}
