/** Benchmarks (run on demand with {@code main}, never as tests): pipeline modes and buffer sizes. */
package org.snapwear.codec.tests.bench;
