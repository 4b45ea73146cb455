/** Tests of {@code org.snapwear.trace.progress}: the progress contract's own implementations. */
package org.snapwear.trace.tests.progress;
