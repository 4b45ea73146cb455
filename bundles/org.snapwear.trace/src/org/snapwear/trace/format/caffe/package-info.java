/**
 * Caffe {@code .caffemodel} files: a binary NetParameter protobuf read with protobuf-java's wire-format reader
 * (no generated code). Each layer's blobs become tensors {@code <layer>.<blob index>} (conv1.0 = weights,
 * conv1.1 = bias); both the current {@code layer} (LayerParameter) and the legacy {@code layers}
 * (V1LayerParameter) fields are read. Blob data is float ({@code data}) or double ({@code double_data}).
 */
package org.snapwear.trace.format.caffe;
