/** Tests of {@code org.snapwear.trace.contrib}: the one contribution loader. */
package org.snapwear.trace.tests.contrib;
