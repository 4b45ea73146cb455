package org.snapwear.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EAnnotation;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.resource.ContentHandler;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;
import org.eclipse.emf.ecore.xmi.impl.RootXMLContentHandlerImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.SnapwearPackage;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** model/snapwear.ecore, model/snapwear.genmodel, plugin.xml and the generated Java code describe the same model. */
class ModelConsistencyTest {

    @TempDir
    Path dir;

    @Test
    void ecoreFileEqualsTheGeneratedPackage() {
        ResourceSet set = new ResourceSetImpl();
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("ecore", new EcoreResourceFactoryImpl());
        Path ecore = TestFiles.modelBundleFile("model/snapwear.ecore");
        Resource r = set.getResource(URI.createFileURI(ecore.toAbsolutePath().toString()), true);
        EPackage file = (EPackage) r.getContents().get(0);
        assertEquals(signature(file), signature(SnapwearPackage.eINSTANCE));
    }

    /** Everything that matters at run time: classifiers, features, bounds, defaults, constraints, literals. */
    private static List<String> signature(EPackage p) {
        List<String> out = new ArrayList<>();
        out.add(p.getName() + " " + p.getNsURI() + " " + p.getNsPrefix());
        for (EClassifier c : p.getEClassifiers()) {
            if (c instanceof EClass k) {
                List<String> supers = new ArrayList<>();
                k.getESuperTypes().forEach(s -> supers.add(s.getName()));
                EAnnotation a = k.getEAnnotation(EcorePackage.eNS_URI);
                out.add("class " + k.getName() + (k.isAbstract() ? " abstract" : "") + " " + supers + " constraints="
                        + (a == null ? null : a.getDetails().get("constraints")));
                for (EStructuralFeature f : k.getEStructuralFeatures()) {
                    out.add("  " + f.getName() + ": " + f.getEType().getName() + " [" + f.getLowerBound() + ".."
                            + f.getUpperBound() + "] default=" + f.getDefaultValueLiteral() + " unique=" + f.isUnique()
                            + (f instanceof EReference ref ? " containment=" + ref.isContainment() : "")
                            + (f instanceof EAttribute att ? " id=" + att.isID() : ""));
                }
            } else if (c instanceof EEnum e) {
                out.add("enum " + e.getName());
                for (EEnumLiteral l : e.getELiterals()) {
                    out.add("  " + l.getName() + "=" + l.getValue() + " '" + l.getLiteral() + "'");
                }
            } else {
                out.add("datatype " + c.getName());
            }
        }
        return out;
    }

    @Test
    void genmodelNamesThisBundleAndTheGeneratedPackage() throws Exception {
        Document d = parse(TestFiles.modelBundleFile("model/snapwear.genmodel"));
        Element root = d.getDocumentElement();
        assertEquals("/org.snapwear.model/src", root.getAttribute("modelDirectory"));
        assertEquals("org.snapwear.model", root.getAttribute("modelPluginID"));
        assertEquals("17.0", root.getAttribute("complianceLevel"));
        Element gp = (Element) root.getElementsByTagName("genPackages").item(0);
        String prefix = gp.getAttribute("prefix");
        String base = gp.getAttribute("basePackage");
        assertEquals(SnapwearPackage.class.getName(),
                base + "." + SnapwearPackage.eINSTANCE.getName() + "." + prefix + "Package");
        assertEquals(StudyResources.FILE_EXTENSION, gp.getAttribute("fileExtensions"));
        Element ecorePackage = (Element) gp.getElementsByTagName("ecorePackage").item(0);
        assertEquals("snapwear.ecore#/", ecorePackage.getAttribute("href"));
        // Every classifier of the model has its gen entry.
        int genClassifiers = gp.getElementsByTagName("genClasses").getLength()
                + gp.getElementsByTagName("genEnums").getLength();
        assertEquals(SnapwearPackage.eINSTANCE.getEClassifiers().size(), genClassifiers);
    }

    @Test
    void pluginXmlRegistersPackageParserAndContentType() throws Exception {
        Document d = parse(TestFiles.modelBundleFile("plugin.xml"));
        Map<String, Element> points = new HashMap<>();
        NodeList ext = d.getElementsByTagName("extension");
        for (int i = 0; i < ext.getLength(); i++) {
            Element e = (Element) ext.item(i);
            points.put(e.getAttribute("point"), e);
        }
        Element pkg = child(points.get("org.eclipse.emf.ecore.generated_package"), "package");
        assertEquals(SnapwearPackage.eNS_URI, pkg.getAttribute("uri"));
        assertEquals(SnapwearPackage.class.getName(), pkg.getAttribute("class"));
        assertTrue(Files.isRegularFile(TestFiles.modelBundleFile(pkg.getAttribute("genModel"))));

        Element parser = child(points.get("org.eclipse.emf.ecore.extension_parser"), "parser");
        assertEquals(StudyResources.FILE_EXTENSION, parser.getAttribute("type"));
        assertTrue(Resource.Factory.class.isAssignableFrom(Class.forName(parser.getAttribute("class"))));

        Element type = child(points.get("org.eclipse.core.contenttype.contentTypes"), "content-type");
        assertEquals("org.snapwear.model.study", type.getAttribute("id"));
        assertEquals("org.eclipse.core.runtime.xml", type.getAttribute("base-type"));
        assertEquals(StudyResources.FILE_EXTENSION, type.getAttribute("file-extensions"));
        Element describer = child(type, "describer");
        // Named, not loaded: the describer needs org.eclipse.core.contenttype, which only OSGi provides here.
        assertEquals(RootXMLContentHandlerImpl.class.getName() + "$Describer", describer.getAttribute("class"));
        NodeList params = describer.getElementsByTagName("parameter");
        Map<String, String> p = new HashMap<>();
        for (int i = 0; i < params.getLength(); i++) {
            Element e = (Element) params.item(i);
            p.put(e.getAttribute("name"), e.getAttribute("value"));
        }
        assertEquals(Map.of("namespace", SnapwearPackage.eNS_URI, "kind", "xmi"), p);
    }

    @Test
    void savedStudyIsRecognisedByTheContentDescriberLogic() throws Exception {
        // The describer configured in plugin.xml delegates to RootXMLContentHandlerImpl with these parameters.
        RootXMLContentHandlerImpl handler = new RootXMLContentHandlerImpl("org.snapwear.model.study",
                new String[] {StudyResources.FILE_EXTENSION}, "xmi", SnapwearPackage.eNS_URI, null);
        Path f = dir.resolve("d.snapwear");
        StudyResources.save(StudyDefaults.createDefaultStudy(), f);
        assertEquals(ContentHandler.Validity.VALID, describe(handler, f));
        Path other = dir.resolve("o.snapwear");
        Files.writeString(other, "<?xml version=\"1.0\"?>\n<x:Study xmi:version=\"2.0\" "
                + "xmlns:xmi=\"http://www.omg.org/XMI\" xmlns:x=\"http://example.org/other\"/>\n");
        // EMF's root handler answers INDETERMINATE (not VALID) for another namespace.
        assertEquals(ContentHandler.Validity.INDETERMINATE, describe(handler, other));
    }

    private static Object describe(RootXMLContentHandlerImpl handler, Path f) throws Exception {
        URI uri = URI.createFileURI(f.toString());
        try (InputStream in = new ByteArrayInputStream(Files.readAllBytes(f))) {
            return handler.contentDescription(uri, in, Map.of(), new HashMap<>()).get(ContentHandler.VALIDITY_PROPERTY);
        }
    }

    private static Element child(Element parent, String tag) {
        assertTrue(parent != null, "missing extension");
        return (Element) parent.getElementsByTagName(tag).item(0);
    }

    private static Document parse(Path f) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(f.toFile());
    }
}
