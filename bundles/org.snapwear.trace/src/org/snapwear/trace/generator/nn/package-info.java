/**
 * The small neural-network engine behind the training-run generator: layers with hand-written forward and
 * backward passes on plain float arrays, softmax cross-entropy, SGD with momentum and Adam. Activations use a
 * channel-major layout {@code [channels][batch][height*width]} so the inner loops run over long contiguous rows.
 */
package org.snapwear.trace.generator.nn;
