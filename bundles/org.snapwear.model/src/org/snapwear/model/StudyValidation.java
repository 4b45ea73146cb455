package org.snapwear.model;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.snapwear.model.study.SnapwearPackage;
import org.snapwear.model.study.util.SnapwearValidator;

/**
 * Validates a study (or any part of it) with EMF's {@link Diagnostician}, which runs the generated
 * {@link SnapwearValidator} (model constraints) and EMF's structural checks. Objects are named in messages as
 * a user knows them ("scheme 'dynrle-chain'", "SSD"), never by Java identity.
 */
public final class StudyValidation {
    private static final Diagnostician DIAGNOSTICIAN = new Diagnostician() {
        @Override
        public String getObjectLabel(EObject eObject) {
            return SnapwearValidator.describe(eObject);
        }
    };

    private StudyValidation() {
    }

    /** The full diagnostic tree. */
    public static Diagnostic validate(EObject object) {
        // Accessing the package registers its validator (EValidator.Registry) outside OSGi as well.
        SnapwearPackage.eINSTANCE.getClass();
        return DIAGNOSTICIAN.validate(object, DIAGNOSTICIAN.createDefaultContext());
    }

    /** Messages of all errors, in model order. */
    public static List<String> errors(EObject object) {
        return messages(validate(object), Diagnostic.ERROR);
    }

    /** Messages of all warnings (not errors), in model order. */
    public static List<String> warnings(EObject object) {
        List<String> out = new ArrayList<>();
        collect(validate(object), Diagnostic.WARNING, Diagnostic.WARNING, out);
        return out;
    }

    /** Messages of the leaf diagnostics with at least the given severity. */
    public static List<String> messages(Diagnostic diagnostic, int minSeverity) {
        List<String> out = new ArrayList<>();
        collect(diagnostic, minSeverity, Integer.MAX_VALUE, out);
        return out;
    }

    /** The constraint name of a diagnostic from {@link SnapwearValidator}, or null for EMF's own checks. */
    public static String constraint(Diagnostic leaf) {
        List<?> data = leaf.getData();
        return data.size() >= 3 && data.get(2) instanceof String s ? s : null;
    }

    /** A user-readable report: one line per problem, "error: ..." or "warning: ...". */
    public static String format(Diagnostic diagnostic) {
        StringBuilder sb = new StringBuilder();
        for (Diagnostic leaf : leaves(diagnostic)) {
            if (leaf.getSeverity() >= Diagnostic.WARNING) {
                sb.append(leaf.getSeverity() >= Diagnostic.ERROR ? "error: " : "warning: ").append(leaf.getMessage())
                        .append('\n');
            }
        }
        return sb.toString();
    }

    /** The leaf diagnostics (one per problem found, or the root alone if it has no children). */
    public static List<Diagnostic> leaves(Diagnostic diagnostic) {
        List<Diagnostic> out = new ArrayList<>();
        addLeaves(diagnostic, out);
        return out;
    }

    private static void addLeaves(Diagnostic d, List<Diagnostic> out) {
        if (d.getChildren().isEmpty()) {
            out.add(d);
        }
        for (Diagnostic c : d.getChildren()) {
            addLeaves(c, out);
        }
    }

    private static void collect(Diagnostic d, int min, int max, List<String> out) {
        for (Diagnostic leaf : leaves(d)) {
            if (leaf.getSeverity() >= min && leaf.getSeverity() <= max) {
                out.add(leaf.getMessage());
            }
        }
    }
}
