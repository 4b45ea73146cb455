/**
 * Deterministic inputs of the training-run generator: a seeded random number generator that gives the same
 * stream on every JVM, and the procedurally generated stroke-image classification data set.
 */
package org.snapwear.trace.generator.data;
