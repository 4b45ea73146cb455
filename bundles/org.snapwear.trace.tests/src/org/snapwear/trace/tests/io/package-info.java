/** Tests of {@code org.snapwear.trace.io}: the durable-write contract, tree removal and the varint codec. */
package org.snapwear.trace.tests.io;
