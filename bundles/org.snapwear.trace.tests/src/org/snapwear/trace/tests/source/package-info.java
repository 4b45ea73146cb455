/**
 * Tests of reading checkpoints from byte sources that are not local files: every fixture read through an
 * in-memory source against the independent path readers, source trees against the local scan, bad input, the
 * default plug-in methods, and the source primitives.
 */
package org.snapwear.trace.tests.source;
