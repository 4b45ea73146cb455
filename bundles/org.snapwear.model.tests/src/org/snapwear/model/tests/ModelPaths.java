package org.snapwear.model.tests;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Addresses attributes of a study by path ({@code hardware/ssd/pagesPerBlock}, {@code schemes[3]/codec}) and
 * renders values as their XMI text, so expectations can be written down as plain {@code path = value} lines that
 * do not depend on the model's Java code.
 */
public final class ModelPaths {
    private ModelPaths() {
    }

    /** Every attribute under {@code root} as {@code path = value} lines, plus {@code path : Type} for objects. */
    public static List<String> list(EObject root) {
        List<String> out = new ArrayList<>();
        walk(root, "", out);
        return out;
    }

    private static void walk(EObject o, String path, List<String> out) {
        out.add((path.isEmpty() ? "." : path) + " : " + o.eClass().getName());
        String prefix = path.isEmpty() ? "" : path + "/";
        for (EAttribute a : o.eClass().getEAllAttributes()) {
            out.add(prefix + a.getName() + " = " + text(o, a));
        }
        for (EReference r : o.eClass().getEAllContainments()) {
            if (r.isMany()) {
                EList<?> list = (EList<?>) o.eGet(r);
                for (int i = 0; i < list.size(); i++) {
                    walk((EObject) list.get(i), prefix + r.getName() + "[" + i + "]", out);
                }
            } else if (o.eGet(r) != null) {
                walk((EObject) o.eGet(r), prefix + r.getName(), out);
            }
        }
    }

    /** The value at a path: an attribute's text, or the class name of the object for a ". : Type" line. */
    public static String resolve(EObject root, String path) {
        String[] parts = path.split("/");
        EObject o = root;
        for (int i = 0; i < parts.length - 1; i++) {
            o = child(o, parts[i], path);
        }
        String last = parts[parts.length - 1];
        EStructuralFeature f = o.eClass().getEStructuralFeature(last);
        if (f instanceof EAttribute a) {
            return text(o, a);
        }
        return child(o, last, path).eClass().getName();
    }

    private static EObject child(EObject o, String part, String path) {
        int bracket = part.indexOf('[');
        String name = bracket < 0 ? part : part.substring(0, bracket);
        EStructuralFeature f = o.eClass().getEStructuralFeature(name);
        if (!(f instanceof EReference)) {
            throw new AssertionError(path + ": " + o.eClass().getName() + " has no reference " + name);
        }
        Object v = o.eGet(f);
        if (bracket >= 0) {
            int index = Integer.parseInt(part.substring(bracket + 1, part.length() - 1));
            EList<?> list = (EList<?>) v;
            if (index >= list.size()) {
                throw new AssertionError(path + ": " + name + " has only " + list.size() + " elements");
            }
            v = list.get(index);
        }
        if (v == null) {
            throw new AssertionError(path + ": " + name + " is not set");
        }
        return (EObject) v;
    }

    private static String text(EObject o, EAttribute a) {
        Object v = o.eGet(a);
        EDataType t = a.getEAttributeType();
        if (a.isMany()) {
            List<String> items = new ArrayList<>();
            for (Object item : (EList<?>) v) {
                items.add(EcoreUtil.convertToString(t, item));
            }
            return items.toString();
        }
        return v == null ? "<unset>" : EcoreUtil.convertToString(t, v);
    }
}
