/** Benchmarks of the entry compressors and of whole-image analysis (run by hand; never part of the test run). */
package org.snapwear.gpu.tests.bench;
