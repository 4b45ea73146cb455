/** Benchmarks run by hand (main methods, not tests). */
package org.snapwear.study.tests.bench;
