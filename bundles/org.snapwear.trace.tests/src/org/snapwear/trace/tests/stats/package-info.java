/** Tests of the sequence statistics against the paper-style figures of the fixture and a slow reference. */
package org.snapwear.trace.tests.stats;
