package org.snapwear.trace.format.registry;

/**
 * Optional for readers contributed through {@link java.util.ServiceLoader}, which has no attributes: where the
 * reader goes in detection and which priority it has among readers with the same id. In plugin.xml the
 * {@code order} and {@code priority} attributes play this role and this interface is not consulted.
 */
public interface DetectionRank {

    /** Lower is tried first; the built-ins use 100 (safetensors) to 800 (raw directory). */
    int detectionOrder();

    /** Larger wins among contributions with the same format id. */
    default int priority() {
        return 0;
    }
}
