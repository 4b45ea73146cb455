/**
 * Waiting for tasks: {@link org.snapwear.trace.concurrent.Futures#unwrap}, the one rule for rethrowing what a parallel
 * task threw (its {@code IOException} or unchecked exception as it was), used by the parallel encoder and decoder, the
 * sweep and the run overview.
 */
package org.snapwear.trace.concurrent;
