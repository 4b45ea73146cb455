/**
 * Snapwear's embedded default data set: a deterministic generator that trains small real networks (an MLP or a
 * LeNet-like CNN, SGD with momentum or Adam) on a procedurally generated image data set and writes a snapshot
 * every K iterations as safetensors, plus the memory image of one training step for the GPU model. Entry points:
 * {@link org.snapwear.trace.generator.TrainingRunGenerator} and {@link org.snapwear.trace.generator.GeneratorSettings}.
 */
package org.snapwear.trace.generator;
