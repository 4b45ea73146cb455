/** Benchmarks of the study model (mains, not tests). */
package org.snapwear.model.tests.bench;
