/**
 * The parallel compression pipeline of seed 001 (PCCR) on CPU: read/collect, compress and store stages connected
 * by bounded ring-buffer queues of Empty/Busy/Ready buffers, with write aggregation and N compression workers whose
 * output is byte-identical to the single-threaded encoder.
 */
package org.snapwear.codec.pipeline;
