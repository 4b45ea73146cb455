package org.snapwear.codec.tests.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javax.xml.parsers.DocumentBuilderFactory;
import org.eclipse.core.runtime.ContributorFactorySimple;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.core.runtime.spi.RegistryStrategy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.codecs.DynRleCodec;
import org.snapwear.codec.registry.CodecContribution;
import org.snapwear.codec.registry.CodecLoader;
import org.snapwear.codec.spi.CodecDescriptor;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class CodecRegistryTest {
    static final String SERVICE = "META-INF/services/org.snapwear.codec.spi.SnapshotCodec";

    static Path codecBundle() {
        String dir = System.getProperty("snapwear.bundle.dir");
        if (dir == null) {
            throw new IllegalStateException("system property snapwear.bundle.dir (the test bundle directory) is not set");
        }
        return Path.of(dir).resolveSibling("org.snapwear.codec");
    }

    static List<CodecContribution> builtIns() {
        List<CodecContribution> out = new ArrayList<>();
        for (SnapshotCodec c : BuiltInCodecs.all()) {
            out.add(new CodecContribution(c.id(), c.displayName(), c.kind(), 0, "built-in", () -> c));
        }
        return out;
    }

    static CodecDescriptor descriptor(CodecRegistry r, String id, String source) {
        return r.descriptors().stream().filter(d -> d.id().equals(id) && d.source().equals(source)).findFirst()
                .orElseThrow(() -> new AssertionError("no descriptor " + id + " from " + source + ": " + r.descriptors()));
    }

    @Test
    void defaultRegistryHasEveryBuiltInEnabled() {
        CodecRegistry r = CodecRegistry.defaultRegistry();
        for (SnapshotCodec c : BuiltInCodecs.all()) {
            assertTrue(r.find(c.id()).isPresent(), c.id() + " missing: " + r.descriptors());
            assertEquals(c.getClass(), r.find(c.id()).get().getClass());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> r.require("nope"));
        assertTrue(e.getMessage().contains("dynrle"), e.getMessage());
    }

    @Test
    void brokenServiceLoaderContributionsAreDisabled(@TempDir Path tmp) throws Exception {
        Path svc = tmp.resolve(SERVICE);
        Files.createDirectories(svc.getParent());
        Files.writeString(svc, String.join("\n", ThrowingCodec.class.getName(), LossyCodec.class.getName(),
                FailingConstructorCodec.class.getName(), "org.example.DoesNotExist", CopyCodec.class.getName()) + "\n");
        List<CodecContribution> all;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {tmp.toUri().toURL()}, getClass().getClassLoader())) {
            all = new ArrayList<>(CodecLoader.fromServiceLoader(loader));
        }
        all.addAll(builtIns());
        CodecRegistry r = CodecRegistry.fromContributions(all);

        CodecDescriptor thrower = descriptor(r, "test-throws", "service-loader");
        assertFalse(thrower.enabled());
        assertTrue(thrower.reason().contains("boom"), thrower.reason());
        assertTrue(r.find("test-throws").isEmpty());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> r.require("test-throws"));
        assertTrue(e.getMessage().contains("disabled"), e.getMessage());

        CodecDescriptor lossy = descriptor(r, "dynrle", "service-loader");
        assertFalse(lossy.enabled());
        assertTrue(lossy.reason().contains("self-check failed"), lossy.reason());
        assertInstanceOf(DynRleCodec.class, r.require("dynrle"), "the built-in must take over from the lossy one");
        assertTrue(descriptor(r, "dynrle", "built-in").enabled());

        CodecDescriptor ctor = descriptor(r, "FailingConstructorCodec", "service-loader");
        assertFalse(ctor.enabled());
        assertTrue(ctor.reason().contains("instantiated"), ctor.reason());

        CodecDescriptor good = descriptor(r, "test-reverse", "service-loader");
        assertTrue(good.enabled(), good.reason());
        assertEquals(7, good.priority());
        assertInstanceOf(CopyCodec.class, r.require("test-reverse"));
    }

    @Test
    void extensionPointIsReadThroughTheEquinoxRegistry() throws Exception {
        if (RegistryFactory.getRegistry() != null) {
            // Running under OSGi: the platform registry must hold the built-ins from the codec bundle's plugin.xml.
            List<String> ids = CodecLoader.fromExtensionRegistry().stream()
                    .filter(c -> c.source().equals("extension:org.snapwear.codec")).map(CodecContribution::id).toList();
            for (SnapshotCodec c : BuiltInCodecs.all()) {
                assertTrue(ids.contains(c.id()), c.id() + " not contributed through the extension point: " + ids);
            }
            return;
        }
        Object token = new Object();
        IExtensionRegistry reg = RegistryFactory.createRegistry(new RegistryStrategy(null, null), token, token);
        try (InputStream in = Files.newInputStream(codecBundle().resolve("plugin.xml"))) {
            assertTrue(reg.addContribution(in, ContributorFactorySimple.createContributor("org.snapwear.codec"), false,
                    "plugin.xml", null, token));
        }
        String third = "<?xml version=\"1.0\"?><plugin><extension point=\"org.snapwear.codec.codecs\">"
                + "<codec id=\"raw\" name=\"reversed raw\" class=\"" + RawOverrideCodec.class.getName() + "\" kind=\"both\" priority=\"5\"/>"
                + "<codec id=\"zstd\" name=\"liar\" class=\"" + CopyCodec.class.getName() + "\" kind=\"both\" priority=\"9\"/>"
                + "<codec id=\"test-throws\" name=\"t\" class=\"" + ThrowingCodec.class.getName() + "\" kind=\"both\"/>"
                + "<codec id=\"no-class\" name=\"n\" kind=\"both\"/>"
                + "<codec id=\"bad-kind\" name=\"b\" class=\"" + CopyCodec.class.getName() + "\" kind=\"sideways\"/>"
                + "<codec id=\"test-missing\" name=\"m\" class=\"org.example.Missing\" kind=\"delta\"/>"
                + "</extension></plugin>";
        assertTrue(reg.addContribution(new ByteArrayInputStream(third.getBytes(StandardCharsets.UTF_8)),
                ContributorFactorySimple.createContributor("org.example.thirdparty"), false, "plugin.xml", null, token));
        IExtensionRegistry[] current = {reg};
        RegistryFactory.setDefaultRegistryProvider(() -> current[0]);
        try {
            List<CodecContribution> ext = CodecLoader.fromExtensionRegistry();
            Map<String, List<String>> sources = new TreeMap<>();
            for (CodecContribution c : ext) {
                sources.computeIfAbsent(c.id(), k -> new ArrayList<>()).add(c.source());
            }
            for (SnapshotCodec c : BuiltInCodecs.all()) {
                assertTrue(sources.getOrDefault(c.id(), List.of()).contains("extension:org.snapwear.codec"),
                        c.id() + " not contributed by plugin.xml: " + sources);
            }
            assertFalse(sources.containsKey("no-class"));
            assertFalse(sources.containsKey("bad-kind"));
            CodecRegistry r = CodecRegistry.fromContributions(ext);
            assertInstanceOf(RawOverrideCodec.class, r.require("raw"), "priority 5 contribution must win");
            CodecDescriptor liar = descriptor(r, "zstd", "extension:org.example.thirdparty");
            assertFalse(liar.enabled());
            assertTrue(liar.reason().contains("reports 'test-reverse'"), liar.reason());
            assertTrue(descriptor(r, "zstd", "extension:org.snapwear.codec").enabled());
            assertTrue(descriptor(r, "raw", "extension:org.snapwear.codec").reason().startsWith("shadowed"));
            assertFalse(descriptor(r, "test-throws", "extension:org.example.thirdparty").enabled());
            assertFalse(descriptor(r, "test-missing", "extension:org.example.thirdparty").enabled());
            assertInstanceOf(DynRleCodec.class, r.require("dynrle"));
        } finally {
            current[0] = null; // later tests see "no registry", as outside OSGi
            reg.stop(token);
        }
    }

    @Test
    void pluginXmlServicesFileAndBuiltInListAgree() throws Exception {
        Map<String, String[]> xml = new TreeMap<>();
        NodeList nodes = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(codecBundle().resolve("plugin.xml").toFile()).getElementsByTagName("codec");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            xml.put(e.getAttribute("id"), new String[] {e.getAttribute("class"), e.getAttribute("kind")});
        }
        List<String> services = Files.readAllLines(codecBundle().resolve(SERVICE)).stream().map(String::trim)
                .filter(s -> !s.isEmpty() && !s.startsWith("#")).collect(Collectors.toList());
        List<SnapshotCodec> builtIns = BuiltInCodecs.all();
        assertEquals(builtIns.size(), xml.size());
        assertEquals(builtIns.size(), services.size());
        for (SnapshotCodec c : builtIns) {
            String[] x = xml.get(c.id());
            assertEquals(c.getClass().getName(), x[0], c.id());
            assertEquals(c.kind().id(), x[1], c.id());
            assertTrue(services.contains(c.getClass().getName()), c.id());
        }
        // And the services file really works through ServiceLoader when the bundle root is on the class path.
        try (URLClassLoader loader = new URLClassLoader(new URL[] {codecBundle().toUri().toURL()},
                getClass().getClassLoader())) {
            List<String> ids = CodecLoader.fromServiceLoader(loader).stream().map(CodecContribution::id).toList();
            assertEquals(builtIns.stream().map(SnapshotCodec::id).toList(), ids);
        }
    }
}
