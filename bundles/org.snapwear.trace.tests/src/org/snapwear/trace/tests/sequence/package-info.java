/** Tests of snapshot sequence discovery, ordering, validation and pair iteration. */
package org.snapwear.trace.tests.sequence;
