/**
 * The parallel compression pipeline of [PCCR, docs/papers.md#pccr] (PCCR) on CPU: read/collect, compress and store stages connected
 * by bounded ring-buffer queues of Empty/Busy/Ready buffers, with write aggregation and N compression workers whose
 * output is byte-identical to the single-threaded encoder.
 */
package org.snapwear.codec.pipeline;
