package org.snapwear.trace.tests.format.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.BuiltInFormats;
import org.snapwear.trace.format.registry.FormatContribution;
import org.snapwear.trace.format.registry.FormatContributions;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The built-in readers are declared three times (plugin.xml for OSGi, META-INF/services for plain jars,
 * {@link BuiltInFormats} for bare classes); a reader added to one list and forgotten in another would make
 * detection differ between the workbench and a plain JVM, so the three must agree, order included.
 */
class FormatContributionFilesTest {
    static final String SERVICE = "META-INF/services/org.snapwear.trace.format.CheckpointReader";

    @Test
    void pluginXmlServicesFileAndBuiltInListAgree() throws Exception {
        Path bundle = PlainJavaFormatsTest.traceBundle();
        List<String> builtIns = BuiltInFormats.entries().stream()
                .map(e -> e.id() + " " + e.className() + " " + e.order()).toList();

        List<String> xml = new ArrayList<>();
        NodeList nodes = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(bundle.resolve("plugin.xml").toFile()).getElementsByTagName("format");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            xml.add(e.getAttribute("id") + " " + e.getAttribute("class") + " " + e.getAttribute("order"));
        }
        assertEquals(builtIns, xml);

        List<String> services = Files.readAllLines(bundle.resolve(SERVICE)).stream().map(String::trim)
                .filter(s -> !s.isEmpty() && !s.startsWith("#")).toList();
        assertEquals(BuiltInFormats.entries().stream().map(BuiltInFormats.Entry::className).toList(), services);

        // And the services file works through ServiceLoader when the bundle root is on the class path. The parent
        // loader is this bundle's, whose own services file adds SWTEST: that one is not under test here.
        try (URLClassLoader loader = new URLClassLoader(new URL[] {bundle.toUri().toURL()},
                getClass().getClassLoader())) {
            List<String> found = FormatContributions.fromServiceLoader(loader).stream()
                    .filter(c -> !c.id().equals("swtest")).map(c -> c.id() + " " + c.order() + " " + c.source())
                    .toList();
            assertEquals(BuiltInFormats.entries().stream().map(e -> e.id() + " " + e.order() + " service-loader")
                    .toList(), found);
        }
    }

    @Test
    void brokenServiceProviderIsKeptAsAFailingContribution(@TempDir Path tmp) throws Exception {
        Path svc = tmp.resolve(SERVICE);
        Files.createDirectories(svc.getParent());
        Files.writeString(svc, BrokenReader.class.getName() + "\n" + SwTestReader.class.getName() + "\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {tmp.toUri().toURL()}, getClass().getClassLoader())) {
            List<FormatContribution> found = FormatContributions.fromServiceLoader(loader);
            FormatContribution broken = found.stream().filter(c -> c.id().equals(BrokenReader.class.getName()))
                    .findFirst().orElseThrow(() -> new AssertionError("broken provider not reported: " + found));
            Exception e = assertThrows(IllegalStateException.class, () -> broken.factory().call());
            assertTrue(e.getMessage().contains(BrokenReader.WHY), e.getMessage());
            assertEquals(List.of("swtest"), found.stream().filter(c -> !c.id().equals(broken.id()))
                    .map(FormatContribution::id).toList());
        }
    }
}
