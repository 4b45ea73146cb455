/** Tests of {@code org.snapwear.trace.concurrent}: how a failed task reaches its caller. */
package org.snapwear.trace.tests.concurrent;
