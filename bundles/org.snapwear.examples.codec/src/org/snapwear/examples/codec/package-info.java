/**
 * An example codec plug-in: LZ4 (lz4-java) over byte-shuffled XOR deltas, contributed to the
 * {@code org.snapwear.codec.codecs} extension point (plugin.xml) and through {@code META-INF/services}.
 */
package org.snapwear.examples.codec;
