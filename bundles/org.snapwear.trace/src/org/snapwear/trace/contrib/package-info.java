/**
 * Contributions to Snapwear's extension points, loaded one way: {@link org.snapwear.trace.contrib.ContributionLoader}
 * (after Eclipse MAT's {@code RegistryReader<D>}) collects them from the extension point's one reader class, from
 * {@link java.util.ServiceLoader} and from a built-in list, keeps per id the highest priority contribution that can be
 * created and passes its check, and lists a failing one as disabled with its reason
 * ({@link org.snapwear.trace.contrib.Resolved}); {@link org.snapwear.trace.contrib.ContributionLog} is the lazy SLF4J
 * logger with its stderr fallback. The codec registry ({@code codec.registry}, with its round-trip self-check on top)
 * and the checkpoint reader registry ({@code trace.format.registry}) are its two instances. Plain Java: the Eclipse
 * registry is touched only by the extension points' reader classes.
 */
package org.snapwear.trace.contrib;
