/** Tests of the parallel compression pipeline: identical output in every mode, round trips, failures, deadlocks. */
package org.snapwear.codec.tests.pipeline;
