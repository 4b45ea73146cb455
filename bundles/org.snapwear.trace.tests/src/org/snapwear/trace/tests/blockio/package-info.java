/** Tests of the block I/O trace importers with small hand-written traces of every format. */
package org.snapwear.trace.tests.blockio;
