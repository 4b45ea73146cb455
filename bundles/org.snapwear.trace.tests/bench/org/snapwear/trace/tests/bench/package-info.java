/** Benchmarks of the trace area (run by hand with main; not unit tests). */
package org.snapwear.trace.tests.bench;
