/** Codec benchmarks (run on demand with {@code main}; never part of the unit tests). */
package org.snapwear.codec.tests.bench;
