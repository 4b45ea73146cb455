/**
 * Where checkpoint readers come from. Readers are contributed like codecs: through the
 * {@code org.snapwear.trace.formats} extension point under OSGi (read by
 * {@link org.snapwear.trace.format.registry.FormatExtensionReader}, the only class here that touches the Eclipse
 * extension registry), through {@link java.util.ServiceLoader} outside OSGi, and from the built-in list
 * ({@link org.snapwear.trace.format.registry.BuiltInFormats}) when neither is visible, so the trace jar reads
 * every built-in format on a bare class path. {@link org.snapwear.trace.format.registry.CheckpointFormatRegistry}
 * merges the contributions (one reader per id, highest priority wins) and orders them for detection.
 * docs/format-plugins.md explains how to write a format plug-in.
 */
package org.snapwear.trace.format.registry;
