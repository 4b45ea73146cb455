package org.snapwear.codec.spi;

/**
 * Optional for codecs contributed through {@link java.util.ServiceLoader}, which has no priority attribute: the
 * priority such a contribution gets (the extension point's {@code priority} attribute plays this role in plugin.xml).
 */
public interface Prioritized {
    int priority();
}
