/** Tests of the trace-area headless commands, run through the CLI dispatcher. */
package org.snapwear.headless.tests.trace;
