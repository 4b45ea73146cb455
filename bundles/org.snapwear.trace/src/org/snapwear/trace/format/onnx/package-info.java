/**
 * ONNX models: the graph initializers (ModelProto.graph -> GraphProto.initializer TensorProtos) read with
 * protobuf-java's wire-format reader (no generated code). {@code raw_data} is a zero-copy view of the mapped
 * file; typed repeated fields are decoded. Tensors stored outside the file (data_location EXTERNAL) are
 * rejected with a clear error, as are sparse initializers, segments and string/complex/unsigned-wide types.
 */
package org.snapwear.trace.format.onnx;
