/** Tests of the checkpoint format readers (round trips, fixtures, truncation) and shared test helpers. */
package org.snapwear.trace.tests.format;
