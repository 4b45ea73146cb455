package org.snapwear.study.presets;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

import org.eclipse.emf.ecore.EAttribute;
import org.snapwear.model.study.Hardware;

/**
 * A named hardware configuration, kept as attribute values (not as a filled-in model object) so that a caller can
 * apply it either directly ({@link #applyTo}) or as undoable editing commands, one per attribute.
 *
 * @param id          stable id, stored in preferences
 * @param label       short name shown to users
 * @param description one sentence: where the values come from and what the preset is for
 * @param ssd         values for the study's SSD settings, every SsdSettings attribute present
 * @param slc         values for the study's SLC settings, every SlcSettings attribute present
 */
public record HardwarePreset(String id, String label, String description, Map<EAttribute, Object> ssd,
        Map<EAttribute, Object> slc) {

    public HardwarePreset {
        Objects.requireNonNull(id, "id");
        ssd = Collections.unmodifiableMap(new LinkedHashMap<>(ssd));
        slc = Collections.unmodifiableMap(new LinkedHashMap<>(slc));
    }

    /** Sets every attribute of the preset on the hardware's SSD and SLC settings (which must exist). */
    public void applyTo(Hardware hardware) {
        if (hardware.getSsd() == null || hardware.getSlc() == null) {
            throw new IllegalArgumentException("hardware has no SSD or SLC settings to apply preset '" + id + "' to");
        }
        ssd.forEach((a, v) -> hardware.getSsd().eSet(a, v));
        slc.forEach((a, v) -> hardware.getSlc().eSet(a, v));
    }

    @Override
    public String toString() {
        return label;
    }
}
