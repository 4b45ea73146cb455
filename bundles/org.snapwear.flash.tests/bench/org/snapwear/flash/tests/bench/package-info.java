/** Benchmarks of the flash models (run by hand, never asserted). */
package org.snapwear.flash.tests.bench;
