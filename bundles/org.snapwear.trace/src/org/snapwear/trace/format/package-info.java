/**
 * Checkpoint file formats: one {@link org.snapwear.trace.format.CheckpointReader} per format, and the safetensors
 * writer used for restored snapshots and generated runs.
 */
package org.snapwear.trace.format;
