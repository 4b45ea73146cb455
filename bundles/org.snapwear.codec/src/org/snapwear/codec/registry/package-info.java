/**
 * Which codecs Snapwear can use: {@link org.snapwear.codec.registry.CodecRegistry} (look a codec up by id, list
 * every contribution with its state), built from the contributions {@link org.snapwear.codec.registry.CodecLoader}
 * collects (the Eclipse extension point through {@link org.snapwear.codec.registry.CodecExtensionReader}, the only
 * class that touches the extension registry; {@link java.util.ServiceLoader}; the built-in list), each passed through
 * the round-trip {@link org.snapwear.codec.registry.CodecSelfCheck} before it is enabled. The loading and resolution
 * rules are {@code trace.contrib.ContributionLoader}'s; this package is its codec instance, the self-check on top.
 * <p>
 * Layering: this package sits above {@code spi}, {@code container} and {@code codecs} (the self-check encodes and
 * decodes through the container, the loader falls back to the built-in list); none of them depends on it. The
 * decoder takes a codec lookup function ({@code registry::find}), never the registry.
 */
package org.snapwear.codec.registry;
