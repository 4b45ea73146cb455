/**
 * Tests of format contributions: the built-ins and a test format (SWTEST, contributed by this bundle's
 * plugin.xml) through the {@code org.snapwear.trace.formats} extension point under OSGi, the ServiceLoader and
 * built-in fallbacks in a plain JVM, and broken contributions reported and skipped.
 */
package org.snapwear.trace.tests.format.registry;
