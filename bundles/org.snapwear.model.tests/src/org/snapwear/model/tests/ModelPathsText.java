package org.snapwear.model.tests;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/** XMI text of attribute values (what EMF writes for them). */
final class ModelPathsText {
    private ModelPathsText() {
    }

    static String single(EObject o, EAttribute a) {
        Object v = o.eGet(a);
        return v == null ? "<unset>" : EcoreUtil.convertToString(a.getEAttributeType(), v);
    }

    static String many(EObject o, EAttribute a) {
        List<String> items = new ArrayList<>();
        for (Object item : (List<?>) o.eGet(a)) {
            items.add(EcoreUtil.convertToString(a.getEAttributeType(), item));
        }
        return items.toString();
    }
}
