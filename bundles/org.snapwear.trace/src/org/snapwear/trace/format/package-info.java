/**
 * Checkpoint file formats: the reader contract {@link org.snapwear.trace.format.CheckpointReader}, one reader per
 * format (safetensors here; PyTorch, NumPy, Caffe, ONNX, HDF5 and the raw tensor directory in the subpackages) and
 * the safetensors writer used for restored snapshots and generated runs. Detection and reading "any checkpoint" is
 * {@link org.snapwear.trace.format.registry.CheckpointFormats} in the {@code registry} subpackage, which collects
 * the readers (built-ins and plug-ins); registration goes one way: the registry names the readers, no reader and
 * nothing in this package refers to the registry. docs/formats.md lists every format and its limits.
 */
package org.snapwear.trace.format;
