package org.snapwear.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.Study;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** XMI save/load of studies: bit-exact round trips, explicit defaults, atomic replace, clear errors. */
class StudyResourcesTest {

    @TempDir
    Path dir;

    @Test
    void defaultStudyRoundTripsThroughXmi() throws IOException {
        Study s = StudyDefaults.createDefaultStudy();
        Path f = dir.resolve("default.snapwear");
        StudyResources.save(s, f);
        Study back = StudyResources.load(f);
        assertNotSame(s, back);
        assertTrue(EcoreUtil.equals(s, back));
        // Saving what was loaded gives the same bytes: the format is stable.
        Path again = dir.resolve("again.snapwear");
        StudyResources.save(back, again);
        assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(again));
    }

    @Test
    void sampleRoundTripsThroughXmi() throws IOException {
        Study sample = StudyResources.load(TestFiles.data("sample-v1.snapwear"));
        Path f = dir.resolve("copy.snapwear");
        StudyResources.save(sample, f);
        assertTrue(EcoreUtil.equals(sample, StudyResources.load(f)));
        // The sample was written by StudyResources.save, so re-saving reproduces it byte for byte.
        assertArrayEquals(Files.readAllBytes(TestFiles.data("sample-v1.snapwear")), Files.readAllBytes(f));
    }

    @Test
    void everyAttributeIsWrittenEvenAtItsDefault() throws Exception {
        Study s = StudyDefaults.createDefaultStudy();
        Path f = dir.resolve("d.snapwear");
        StudyResources.save(s, f);
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(f.toFile()).getDocumentElement();
        List<String> missing = new ArrayList<>();
        checkWritten(s, root, missing);
        assertEquals(List.of(), missing);
    }

    /** Walks model and DOM together: every single-valued set-or-defaulted attribute must appear in the XML. */
    private static void checkWritten(EObject o, Element e, List<String> missing) {
        for (EAttribute a : o.eClass().getEAllAttributes()) {
            if (!a.isMany() && o.eGet(a) != null && !e.hasAttribute(a.getName())) {
                missing.add(o.eClass().getName() + "." + a.getName());
            }
        }
        for (EReference r : o.eClass().getEAllContainments()) {
            List<Element> children = children(e, r.getName());
            List<EObject> values = new ArrayList<>();
            if (r.isMany()) {
                for (Object v : (List<?>) o.eGet(r)) {
                    values.add((EObject) v);
                }
            } else if (o.eGet(r) != null) {
                values.add((EObject) o.eGet(r));
            }
            assertEquals(values.size(), children.size(), r.getName());
            for (int i = 0; i < values.size(); i++) {
                checkWritten(values.get(i), children.get(i), missing);
            }
        }
    }

    static List<Element> children(Element e, String name) {
        List<Element> out = new ArrayList<>();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c && c.getTagName().equals(name)) {
                out.add(c);
            }
        }
        return out;
    }

    @Test
    void saveReplacesAtomicallyAndLeavesNoTemporaryFile() throws IOException {
        Path f = dir.resolve("s.snapwear");
        Files.writeString(f, "old content");
        Study s = StudyDefaults.createDefaultStudy();
        StudyResources.save(s, f);
        assertTrue(EcoreUtil.equals(s, StudyResources.load(f)));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(f), files.toList());
        }
        assertEquals(null, s.eResource(), "a detached study stays detached");
    }

    @Test
    void saveLeavesALoadedStudyInItsResource() throws IOException {
        Path f = dir.resolve("a.snapwear");
        StudyResources.save(StudyDefaults.createDefaultStudy(), f);
        Study loaded = StudyResources.load(f);
        Resource r = loaded.eResource();
        StudyResources.save(loaded, dir.resolve("b.snapwear"));
        assertSame(r, loaded.eResource());
        assertEquals(0, r.getContents().indexOf(loaded));
    }

    @Test
    void relativePathsResolveAgainstTheStudyFile() throws IOException {
        Path sample = TestFiles.data("sample-v1.snapwear");
        Study s = StudyResources.load(sample);
        Path dataDir = sample.toAbsolutePath().normalize().getParent();
        assertEquals(dataDir.resolve("sqlite_meta_trace"),
                StudyResources.resolve(s.getMetadataTrace(), s.getMetadataTrace().getPath()));
        assertEquals(dataDir.getParent().resolve("x"), StudyResources.resolve(s, "../x"));
        assertEquals(Path.of("/abs/trace"), StudyResources.resolve(s, "/abs/trace"));
        // Not loaded from a file: relative to the working directory.
        assertEquals(Path.of("runs/a"), StudyResources.resolve(StudyDefaults.createDefaultStudy(), "runs/a"));
    }

    @Test
    void missingFileIsNamed() {
        Path f = dir.resolve("none.snapwear");
        IOException e = assertThrows(IOException.class, () -> StudyResources.load(f));
        assertEquals(f + ": no such study file", e.getMessage());
    }

    @Test
    void notXmlNamesFileAndPosition() throws IOException {
        Path f = dir.resolve("bad.snapwear");
        Files.writeString(f, "this is not XML\n");
        IOException e = assertThrows(IOException.class, () -> StudyResources.load(f));
        assertEquals(f + ": not a readable study file: line 1, column 1: Content is not allowed in prolog.",
                e.getMessage());
    }

    /**
     * A DOCTYPE is refused, so a file of 7 KB cannot define entities that expand beyond any heap ("billion laughs":
     * ten levels of ten references to 6,000 characters); it ran out of memory before.
     */
    @Test
    void entityDefinitionsAreRefusedBeforeTheyExpand() throws IOException {
        StringBuilder doc = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE study [\n");
        doc.append("<!ENTITY e0 \"").append("x".repeat(6000)).append("\">\n");
        for (int i = 1; i <= 10; i++) {
            doc.append("<!ENTITY e").append(i).append(" \"").append(("&e" + (i - 1) + ";").repeat(10)).append("\">\n");
        }
        doc.append("]>\n<snapwear:Study xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\" "
                + "xmlns:snapwear=\"http://snapwear.org/study/1.0\" name=\"&e10;\"/>\n");
        Path f = dir.resolve("laughs.snapwear");
        Files.writeString(f, doc);
        IOException e = assertThrows(IOException.class, () -> StudyResources.load(f));
        assertEquals(f + ": not a readable study file: line 2, column 10: a DOCTYPE declaration (entity definitions) "
                + "is not allowed in a study file", e.getMessage());
    }

    @Test
    void illegalValueNamesTheAttribute() throws IOException {
        Path f = dir.resolve("value.snapwear");
        Files.writeString(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<snapwear:Study xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\"\n"
                + "    xmlns:snapwear=\"http://snapwear.org/study/1.0\" name=\"x\">\n"
                + "  <analyses storageLimit=\"two\"/>\n"
                + "</snapwear:Study>\n", StandardCharsets.UTF_8);
        IOException e = assertThrows(IOException.class, () -> StudyResources.load(f));
        assertTrue(e.getMessage().startsWith(f + ": not a readable study file: line 4, column "), e.getMessage());
        assertTrue(e.getMessage().endsWith(": value 'two' is not legal for Analyses.storageLimit"), e.getMessage());
    }

    @Test
    void unknownAttributeIsNamedWithItsLine() throws IOException {
        Path f = dir.resolve("unknown.snapwear");
        Files.writeString(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<snapwear:Study xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\"\n"
                + "    xmlns:snapwear=\"http://snapwear.org/study/1.0\" name=\"x\">\n"
                + "  <analyses snapDisSweeep=\"true\"/>\n"
                + "</snapwear:Study>\n", StandardCharsets.UTF_8);
        IOException e = assertThrows(IOException.class, () -> StudyResources.load(f));
        assertTrue(e.getMessage().startsWith(f + ": not a readable study file: line 4, column "), e.getMessage());
        assertTrue(e.getMessage().contains("snapDisSweeep"), e.getMessage());
    }

    @Test
    void unknownNamespaceIsReported() throws IOException {
        Path f = dir.resolve("ns.snapwear");
        Files.writeString(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<s:Study xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\" xmlns:s=\"http://snapwear.org/study/9.9\"/>\n");
        IOException e = assertThrows(IOException.class, () -> StudyResources.load(f));
        assertTrue(e.getMessage().startsWith(f + ": not a readable study file: line 2"), e.getMessage());
        assertTrue(e.getMessage().contains("http://snapwear.org/study/9.9"), e.getMessage());
    }

    @Test
    void wrongRootIsReported() throws IOException {
        Path f = dir.resolve("scheme.snapwear");
        Files.writeString(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<snapwear:Scheme xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\" "
                + "xmlns:snapwear=\"http://snapwear.org/study/1.0\" name=\"x\" codec=\"raw\"/>\n");
        IOException e = assertThrows(IOException.class, () -> StudyResources.load(f));
        assertEquals(f + ": root element: expected one http://snapwear.org/study/1.0 Study root, found 1 root "
                + "objects, the first a Scheme", e.getMessage());
    }

    @Test
    void emptyFileIsReported() throws IOException {
        Path f = dir.resolve("empty.snapwear");
        Files.writeString(f, "");
        IOException e = assertThrows(IOException.class, () -> StudyResources.load(f));
        assertTrue(e.getMessage().startsWith(f.toString() + ": "), e.getMessage());
        assertFalse(e.getMessage().endsWith(": null"), e.getMessage());
    }
}
