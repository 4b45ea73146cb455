/**
 * The PCCR checkpoint-pipeline time model (Liu et al., [PCCR, docs/papers.md#pccr]): closed forms Tu(p), Tz(p), Tp(p) with their
 * saturation and beneficial points, and a discrete-event simulation of the double ring-buffer pipeline.
 */
package org.snapwear.gpu.pccr;
