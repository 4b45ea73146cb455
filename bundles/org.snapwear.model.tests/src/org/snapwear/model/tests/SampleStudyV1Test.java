package org.snapwear.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.junit.jupiter.api.Test;
import org.snapwear.model.StudyResources;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.study.GcPolicy;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.SnapwearPackage;
import org.snapwear.model.study.Study;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * data/sample-v1.snapwear was written by model version 1.0 and must load unchanged in every later version: each
 * attribute is compared with data/sample-v1.expected.txt and with the XML text itself. Do not regenerate these
 * files; a later model version adds its own sample instead.
 */
class SampleStudyV1Test {

    private static Study load() throws IOException {
        return StudyResources.load(TestFiles.data("sample-v1.snapwear"));
    }

    @Test
    void everyAttributeHasItsVersion1Value() throws IOException {
        Study s = load();
        List<String> lines = Files.readAllLines(TestFiles.data("sample-v1.expected.txt"));
        assertEquals(178, lines.size());
        List<String> wrong = new ArrayList<>();
        for (String line : lines) {
            boolean type = line.contains(" : ");
            String[] kv = line.split(type ? " : " : " = ", 2);
            String actual = kv[0].equals(".") ? s.eClass().getName() : ModelPaths.resolve(s, kv[0]);
            if (!actual.equals(kv[1])) {
                wrong.add(kv[0] + ": expected " + kv[1] + ", loaded " + actual);
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void seedValuesSpotCheck() throws IOException {
        Study s = load();
        assertEquals(16384, s.getHardware().getSsd().getBlocksPerChip());
        assertEquals(0.15, s.getHardware().getSsd().getOverProvisioning());
        assertEquals(GcPolicy.COST_BENEFIT, s.getHardware().getSsd().getGcPolicy());
        assertEquals(512, s.getHardware().getSlc().getDeltaRegionBytes());
        assertEquals(List.of(3, 5, 10, 20), s.getAnalyses().getSnapDisValues());
        assertEquals("level", s.getSchemes().get(9).getParameters().get(0).getKey());
        assertEquals("3", s.getSchemes().get(9).getParameters().get(0).getValue());
        assertEquals(0.001, ((GeneratorSource) s.getSources().get(0)).getLearningRate());
    }

    @Test
    void loadedValuesEqualTheXmlText() throws Exception {
        Study s = load();
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(TestFiles.data("sample-v1.snapwear").toFile()).getDocumentElement();
        assertEquals("http://snapwear.org/study/1.0", root.getAttribute("xmlns:snapwear"));
        List<String> wrong = new ArrayList<>();
        int[] compared = {0};
        compare(s, root, wrong, compared);
        assertEquals(List.of(), wrong);
        // 2 study + 13 generator + 3 sequence + 10 x 8 scheme + 2 parameter + 21 SSD + 7 SLC + 2 buddy + 13 cluster
        // + 3 trace + 11 analyses
        assertEquals(157, compared[0], "attribute values compared");
    }

    /** XML attributes are single-valued features; child elements with text are many-valued attributes. */
    private static void compare(EObject o, Element e, List<String> wrong, int[] compared) {
        NamedNodeMap attrs = e.getAttributes();
        for (int i = 0; i < attrs.getLength(); i++) {
            Node a = attrs.item(i);
            String name = a.getNodeName();
            if (name.startsWith("xmlns") || name.startsWith("xmi:") || name.startsWith("xsi:")) {
                continue;
            }
            EStructuralFeature f = o.eClass().getEStructuralFeature(name);
            String loaded = f instanceof EAttribute ? ModelPathsText.single(o, (EAttribute) f) : "<no attribute>";
            compared[0]++;
            if (!a.getNodeValue().equals(loaded)) {
                wrong.add(o.eClass().getName() + "." + name + ": XML " + a.getNodeValue() + ", loaded " + loaded);
            }
        }
        List<String> seen = new ArrayList<>();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (!(n instanceof Element c) || seen.contains(c.getTagName())) {
                continue;
            }
            seen.add(c.getTagName());
            EStructuralFeature f = o.eClass().getEStructuralFeature(c.getTagName());
            List<Element> elements = StudyResourcesTest.children(e, c.getTagName());
            if (f instanceof EAttribute a) {
                List<String> xml = new ArrayList<>();
                elements.forEach(x -> xml.add(x.getTextContent()));
                compared[0]++;
                String loaded = ModelPathsText.many(o, a);
                if (!xml.toString().equals(loaded)) {
                    wrong.add(o.eClass().getName() + "." + a.getName() + ": XML " + xml + ", loaded " + loaded);
                }
            } else {
                List<?> values = f.isMany() ? (List<?>) o.eGet(f) : List.of(o.eGet(f));
                assertEquals(elements.size(), values.size(), f.getName());
                for (int i = 0; i < elements.size(); i++) {
                    compare((EObject) values.get(i), elements.get(i), wrong, compared);
                }
            }
        }
    }

    @Test
    void sampleUsesEveryClassAndAttributeOfModelVersion1() throws IOException {
        // The v1 sample exercises the whole v1 model. Later versions keep this list of v1 features (the
        // names may only grow), so the check is against the features the v1 sample holds, not all of the model.
        Set<String> inSample = new TreeSet<>();
        load().eAllContents().forEachRemaining(o -> o.eClass().getEAllAttributes()
                .forEach(a -> inSample.add(o.eClass().getName() + "." + a.getName())));
        load().eClass().getEAllAttributes().forEach(a -> inSample.add("Study." + a.getName()));
        Set<String> v1 = new TreeSet<>();
        for (EClassifier c : SnapwearPackage.eINSTANCE.getEClassifiers()) {
            if (c instanceof EClass k && !k.isAbstract()) {
                k.getEAllAttributes().forEach(a -> v1.add(k.getName() + "." + a.getName()));
            }
        }
        assertTrue(inSample.containsAll(v1) || !SnapwearPackage.eNS_URI.endsWith("/1.0"),
                "attributes not in the v1 sample: " + minus(v1, inSample));
        assertEquals(85, inSample.size(), "class.attribute pairs of model v1");
    }

    private static Set<String> minus(Set<String> a, Set<String> b) {
        Set<String> out = new TreeSet<>(a);
        out.removeAll(b);
        return out;
    }

    @Test
    void sampleIsValid() throws IOException {
        assertEquals(List.of(), StudyValidation.messages(StudyValidation.validate(load()),
                org.eclipse.emf.common.util.Diagnostic.WARNING));
    }

    @Test
    void sampleFileIsUnchangedOnDisk() throws IOException {
        // Guards against an accidental rewrite of the checked-in file (e.g. by a save in a later version).
        Path f = TestFiles.data("sample-v1.snapwear");
        String text = Files.readString(f);
        assertTrue(text.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<snapwear:Study xmi:version=\"2.0\""));
        assertTrue(text.contains("name=\"sample-v1\""));
    }
}
