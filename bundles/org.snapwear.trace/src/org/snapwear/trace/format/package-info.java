/**
 * Checkpoint file formats: one {@link org.snapwear.trace.format.CheckpointReader} per format (safetensors here;
 * PyTorch, NumPy, Caffe, ONNX, HDF5 and the raw tensor directory in the subpackages), detection through
 * {@link org.snapwear.trace.format.CheckpointFormats} over the readers the {@code registry} subpackage collects
 * (built-ins and plug-ins), and the safetensors writer used for restored snapshots
 * and generated runs. docs/formats.md lists every format and its limits.
 */
package org.snapwear.trace.format;
