/**
 * Where checkpoint readers come from. Readers are contributed like codecs: through the
 * {@code org.snapwear.trace.formats} extension point under OSGi (read by
 * {@link org.snapwear.trace.format.registry.FormatExtensionReader}, the only class here that touches the Eclipse
 * extension registry), through {@link java.util.ServiceLoader} outside OSGi, and from the built-in list
 * ({@link org.snapwear.trace.format.registry.BuiltInFormats}) when neither is visible, so the trace jar reads
 * every built-in format on a bare class path. {@link org.snapwear.trace.format.registry.CheckpointFormatRegistry}
 * merges the contributions (one reader per id, highest priority wins: the rules of the one contribution loader,
 * {@code trace.contrib.ContributionLoader}, whose reader instance {@code FormatContributions} is) and orders them for
 * detection;
 * {@link org.snapwear.trace.format.registry.CheckpointFormats} is the static entry point every caller that opens
 * "a checkpoint" uses. Registration goes one way: this package depends on the readers (by class name in
 * {@code BuiltInFormats}, plugin.xml and META-INF/services), the readers and their contract in
 * {@code org.snapwear.trace.format} never depend on it. docs/format-plugins.md explains how to write a format plug-in.
 */
package org.snapwear.trace.format.registry;
