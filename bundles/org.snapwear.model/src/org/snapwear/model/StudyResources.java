package org.snapwear.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.IllegalValueException;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.snapwear.model.study.SnapwearPackage;
import org.snapwear.model.study.Study;
import org.snapwear.trace.io.DurableFiles;
import org.snapwear.trace.io.DurableWrite;
import org.xml.sax.SAXParseException;

/**
 * Loads and saves study files ({@code *.snapwear}, XMI). Works the same inside OSGi (where plugin.xml registers
 * the package and the extension) and outside (plain Java, tests, the headless launcher): every resource set made
 * here registers the package and an XMI resource factory for the extension locally.
 *
 * <p>Files are written with every attribute present, default values included, so that a study keeps its
 * meaning if a later version changes a default.
 */
public final class StudyResources {
    /** File extension of study files. */
    public static final String FILE_EXTENSION = "snapwear";

    /** The JDK parser's (Xerces) feature that refuses a DOCTYPE declaration. */
    private static final String DISALLOW_DOCTYPE = "http://apache.org/xml/features/disallow-doctype-decl";

    private StudyResources() {
    }

    /** A resource set that can read and write study files without any plug-in registry. */
    public static ResourceSet newResourceSet() {
        ResourceSet set = new ResourceSetImpl();
        set.getPackageRegistry().put(SnapwearPackage.eNS_URI, SnapwearPackage.eINSTANCE);
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put(FILE_EXTENSION, new XMIResourceFactoryImpl());
        return set;
    }

    /** Options used for every save: UTF-8, defaults written out, stable line breaks. */
    public static Map<Object, Object> saveOptions() {
        Map<Object, Object> options = new HashMap<>();
        options.put(XMLResource.OPTION_ENCODING, "UTF-8");
        options.put(XMLResource.OPTION_KEEP_DEFAULT_CONTENT, Boolean.TRUE);
        options.put(XMLResource.OPTION_LINE_WIDTH, 100);
        return options;
    }

    /**
     * Options used for every load. A study file never needs a DOCTYPE: refusing one turns off entity definitions,
     * so a file of a few kilobytes cannot expand into gigabytes ("billion laughs") or pull in other files.
     */
    public static Map<Object, Object> loadOptions() {
        Map<Object, Object> options = new HashMap<>();
        options.put(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);
        options.put(XMLResource.OPTION_PARSER_FEATURES, Map.of(DISALLOW_DOCTYPE, Boolean.TRUE,
                "http://xml.org/sax/features/external-general-entities", Boolean.FALSE,
                "http://xml.org/sax/features/external-parameter-entities", Boolean.FALSE));
        return options;
    }

    /**
     * Reads a study file.
     *
     * @throws IOException naming the file, the line and column where known, and the reason, if the file is missing,
     *                     is not XML, uses an unknown element or attribute, or its root is not a study
     */
    public static Study load(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": no such study file");
        }
        ResourceSet set = newResourceSet();
        Resource resource = set.createResource(uri(file));
        try {
            resource.load(loadOptions());
        } catch (IOException | RuntimeException e) {
            throw new IOException(file + ": not a readable study file: " + describe(resource, e), e);
        }
        if (!resource.getErrors().isEmpty()) {
            throw new IOException(file + ": " + position(resource.getErrors().get(0)));
        }
        if (resource.getContents().size() != 1 || !(resource.getContents().get(0) instanceof Study)) {
            String found = resource.getContents().isEmpty() ? "nothing"
                    : resource.getContents().size() + " root objects, the first a "
                            + resource.getContents().get(0).eClass().getName();
            throw new IOException(file + ": root element: expected one " + SnapwearPackage.eNS_URI + " Study root, found "
                    + found);
        }
        return (Study) resource.getContents().get(0);
    }

    /**
     * Writes a study to {@code file} (replacing it) with {@link DurableFiles}: written to a temporary file in the same
     * directory, forced, renamed and the directory forced, so a crash never leaves a half-written study. A study already in a resource is moved to the new one
     * only for the save and then put back.
     */
    public static void save(Study study, Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Resource previous = study.eResource();
        EObject container = study.eContainer();
        if (container != null) {
            throw new IllegalArgumentException("the study is contained in another object; save its root instead");
        }
        Resource resource = newResourceSet().createResource(uri(file));
        int index = previous != null ? previous.getContents().indexOf(study) : -1;
        try {
            resource.getContents().add(study);
            try (DurableWrite w = DurableFiles.open(file)) {
                resource.save(w.stream(), saveOptions());
                w.commit();
            }
        } finally {
            if (previous != null) {
                previous.getContents().add(index, study);
            } else {
                resource.getContents().remove(study);
            }
        }
    }

    /**
     * Resolves a path written in a study (sequence path, metadata trace): an absolute path as is, a relative one
     * against the directory of the study file the object was loaded from; for an object not loaded from a file,
     * relative to the working directory.
     */
    public static Path resolve(EObject object, String path) {
        Path p = Path.of(path);
        if (p.isAbsolute() || object.eResource() == null || !object.eResource().getURI().isFile()) {
            return p;
        }
        Path studyFile = Path.of(object.eResource().getURI().toFileString());
        Path dir = studyFile.getParent();
        return dir == null ? p : dir.resolve(p).normalize();
    }

    private static URI uri(Path file) {
        return URI.createFileURI(file.toAbsolutePath().normalize().toString());
    }

    private static String describe(Resource resource, Exception e) {
        if (!resource.getErrors().isEmpty()) {
            return position(resource.getErrors().get(0));
        }
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() != null ? t.getMessage() : t.toString();
    }

    /** "line L, column C: reason", without EMF's repetition of the file name. */
    private static String position(Resource.Diagnostic d) {
        String reason = d.getMessage();
        if (d instanceof IllegalValueException ive && ive.getFeature() != null && ive.getObject() != null) {
            reason = "value '" + ive.getValue() + "' is not legal for " + ive.getObject().eClass().getName() + "."
                    + ive.getFeature().getName();
        } else if (d instanceof Throwable t && t.getCause() instanceof SAXParseException sax) {
            reason = sax.getMessage();
        }
        if (reason != null && reason.contains(DISALLOW_DOCTYPE)) {
            reason = "a DOCTYPE declaration (entity definitions) is not allowed in a study file";
        }
        if (reason != null && d.getLocation() != null) {
            reason = reason.replace(" (" + d.getLocation() + ", " + d.getLine() + ", " + d.getColumn() + ")", "");
        }
        return "line " + d.getLine() + ", column " + d.getColumn() + ": " + reason;
    }
}
