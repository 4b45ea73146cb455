/** Tests of the PyTorch zip reader: the real fixture, archives written by the test's own pickle writer. */
package org.snapwear.trace.tests.format.torch;
