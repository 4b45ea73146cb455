package org.snapwear.trace.tests.format.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

import org.eclipse.core.runtime.ContributorFactorySimple;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.core.runtime.spi.RegistryStrategy;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.snapwear.trace.format.registry.BuiltInFormats;
import org.snapwear.trace.format.registry.CheckpointFormatRegistry;
import org.snapwear.trace.format.registry.FormatContribution;
import org.snapwear.trace.format.registry.FormatDescriptor;
import org.snapwear.trace.format.registry.FormatExtensionReader;

/**
 * {@link FormatExtensionReader} over a private extension registry filled from the trace bundle's real plugin.xml
 * and a third party's: attributes become contributions, malformed elements become contributions that fail with
 * the reason (so they are listed as disabled), and nothing is instantiated while reading. Instantiation through the
 * platform registry is {@link FormatExtensionPointTest}'s part.
 */
class FormatExtensionReaderTest {
    private final Object token = new Object();
    private IExtensionRegistry registry;

    @BeforeEach
    void fill() throws Exception {
        registry = RegistryFactory.createRegistry(new RegistryStrategy(null, null), token, token);
        try (InputStream in = Files.newInputStream(PlainJavaFormatsTest.traceBundle().resolve("plugin.xml"))) {
            assertTrue(registry.addContribution(in, ContributorFactorySimple.createContributor("org.snapwear.trace"),
                    false, "plugin.xml", null, token));
        }
        String third = "<?xml version=\"1.0\"?><plugin><extension point=\"org.snapwear.trace.formats\">"
                + "<format id=\"mlx\" name=\"MLX\" class=\"org.example.MlxReader\" order=\"150\" priority=\"3\"/>"
                + "<format id=\"plain\" name=\"Plain\" class=\"org.example.PlainReader\"/>"
                + "<format id=\"no-class\" name=\"n\"/>"
                + "<format name=\"no id\" class=\"org.example.X\"/>"
                + "<format id=\"bad-order\" name=\"b\" class=\"org.example.Y\" order=\"first\"/>"
                + "<reader id=\"wrong-element\" class=\"org.example.Z\"/>"
                + "</extension></plugin>";
        assertTrue(registry.addContribution(new ByteArrayInputStream(third.getBytes(StandardCharsets.UTF_8)),
                ContributorFactorySimple.createContributor("org.example.thirdparty"), false, "plugin.xml", null,
                token));
    }

    @AfterEach
    void stop() {
        registry.stop(token);
    }

    @Test
    void builtInsAreDeclaredInPluginXmlWithTheirOrder() {
        List<FormatContribution> fromTrace = FormatExtensionReader.read(registry).stream()
                .filter(c -> c.source().equals("extension:org.snapwear.trace")).toList();
        assertEquals(BuiltInFormats.entries().stream().map(e -> e.id() + "@" + e.order()).toList(),
                fromTrace.stream().map(c -> c.id() + "@" + c.order()).toList());
    }

    @Test
    void attributesAndDefaultsAreRead() {
        FormatContribution mlx = find("mlx");
        assertEquals("MLX", mlx.name());
        assertEquals(150, mlx.order());
        assertEquals(3, mlx.priority());
        assertEquals("extension:org.example.thirdparty", mlx.source());
        FormatContribution plain = find("plain");
        assertEquals(FormatContribution.DEFAULT_ORDER, plain.order(), "a plug-in goes after the built-ins by default");
        assertEquals(0, plain.priority());
        assertTrue(FormatExtensionReader.read(registry).stream().noneMatch(c -> c.id().equals("wrong-element")));
    }

    @Test
    void malformedElementsAreListedAsDisabledWithTheReason() {
        for (String id : List.of("no-class", "?", "bad-order")) {
            FormatContribution c = find(id);
            assertEquals(Integer.MIN_VALUE, c.priority(), id + " must never shadow a working contribution");
            Exception e = assertThrows(IllegalArgumentException.class, () -> c.factory().call(), id);
            assertFalse(e.getMessage().isBlank());
        }
        CheckpointFormatRegistry r = CheckpointFormatRegistry.fromContributions(
                List.of(find("no-class"), find("bad-order")));
        assertTrue(r.readers().isEmpty());
        FormatDescriptor noClass = FormatRegistryTest.descriptor(r, "no-class", "extension:org.example.thirdparty");
        assertTrue(noClass.reason().contains("needs both an id and a class"), noClass.reason());
        FormatDescriptor badOrder = FormatRegistryTest.descriptor(r, "bad-order", "extension:org.example.thirdparty");
        assertTrue(badOrder.reason().contains("\"first\""), badOrder.reason());
    }

    private FormatContribution find(String id) {
        return FormatExtensionReader.read(registry).stream().filter(c -> c.id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError(id + " not read"));
    }
}
