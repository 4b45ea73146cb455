package org.snapwear.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.junit.jupiter.api.Test;
import org.snapwear.model.ranges.ParameterRange;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.model.study.SnapwearPackage;

/** The shared range table: its ids are the study file's attribute names, and its bounds fit their types. */
class ParameterRangesTest {

    /** Ranges of command-line options that have no study attribute. */
    private static final Set<String> CLI_ONLY = Set.of("iteration");

    static List<ParameterRange> all() throws IllegalAccessException {
        List<ParameterRange> out = new ArrayList<>();
        for (Field f : ParameterRanges.class.getFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == ParameterRange.class) {
                out.add((ParameterRange) f.get(null));
            }
        }
        return out;
    }

    @Test
    void everyIdIsAStudyAttributeWhoseTypeHoldsTheBounds() throws IllegalAccessException {
        List<ParameterRange> ranges = all();
        assertTrue(ranges.size() >= 18, ranges.toString());
        for (ParameterRange r : ranges) {
            if (CLI_ONLY.contains(r.id())) {
                continue;
            }
            List<EAttribute> matches = new ArrayList<>();
            for (EClassifier c : SnapwearPackage.eINSTANCE.getEClassifiers()) {
                if (c instanceof EClass k) {
                    k.getEAttributes().stream().filter(a -> a.getName().equals(r.id())).forEach(matches::add);
                }
            }
            assertFalse(matches.isEmpty(), r.id() + " is not an attribute of the study model");
            for (EAttribute a : matches) {
                Class<?> type = a.getEAttributeType().getInstanceClass();
                if (type == int.class) {
                    assertTrue(r.integral() && r.max() <= Integer.MAX_VALUE && r.min() >= Integer.MIN_VALUE,
                            r + " does not fit " + a.getEContainingClass().getName() + "." + a.getName());
                } else if (type == long.class) {
                    assertTrue(r.integral(), r.toString());
                } else {
                    assertEquals(double.class, type, r.toString());
                }
            }
        }
    }

    @Test
    void containsAndMessages() {
        ParameterRange gc = ParameterRanges.GC_THRESHOLD;
        assertTrue(gc.contains(0.0) && gc.contains(0.5));
        assertFalse(gc.contains(0.5000001) || gc.contains(-0.0001) || gc.contains(Double.NaN));
        assertEquals("GC threshold (gcThreshold) must be between 0 and 0.5 (is 0.9)", gc.violation(0.9));
        ParameterRange snapDis = ParameterRanges.SNAP_DIS;
        assertFalse(snapDis.contains(4_294_967_297L), "2^32 + 1 must not wrap to 1");
        assertFalse(snapDis.contains(1.5), "whole numbers only");
        assertEquals("between 1 and 1048576 bytes", ParameterRanges.SSD_PAGE_BYTES.allowed());
    }
}
