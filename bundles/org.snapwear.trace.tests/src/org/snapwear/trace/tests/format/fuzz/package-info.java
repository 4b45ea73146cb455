/**
 * Bounded, deterministic mutation fuzzing of every checkpoint reader and truncation of the fixture files:
 * the only allowed failure on bad input is {@link org.snapwear.trace.tensor.CheckpointFormatException}.
 */
package org.snapwear.trace.tests.format.fuzz;
