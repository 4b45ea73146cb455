/** Tests of the training-run generator: gradients, training, determinism, dtype conversions, files, realism. */
package org.snapwear.trace.tests.generator;
