/** Tests of {@code org.snapwear.trace.io}: the durable-write contract and the varint codec. */
package org.snapwear.trace.tests.io;
