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
 * decoder takes a codec lookup function ({@code registry::decoder}), never the registry.
 * <p>
 * Lossy codecs are not contributions: a loss profile chooses and configures them, and {@code find}/{@code codecs}
 * never offer them. {@link org.snapwear.codec.registry.CodecRegistry#decoder} also finds them by id, so their
 * containers decode wherever containers are decoded; {@code LossyDecoders} enables each only if
 * {@link org.snapwear.codec.registry.CodecSelfCheck#boundRoundTrip} finds every decoded value within the bound the
 * container records (the codec's parameters in the header, {@link org.snapwear.codec.container.ContainerBound}).
 */
package org.snapwear.codec.registry;
