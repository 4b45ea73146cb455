/**
 * Loading of codec contributions: the one reader of the Eclipse extension registry
 * ({@link org.snapwear.codec.internal.registry.CodecExtensionReader}), the {@link java.util.ServiceLoader} fallback and
 * the round-trip self-check that disables broken codecs. Internal: exported for tests only.
 */
package org.snapwear.codec.internal.registry;
