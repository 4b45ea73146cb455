/**
 * The Snapwear raw tensor directory: little-endian tensor bytes in plain files plus a JSON manifest
 * {@code snapwear-tensors.json}:
 * <pre>
 * {"format": "snapwear-raw", "version": 1,
 *  "tensors": [{"name": "fc1.weight", "dtype": "F32", "shape": [128, 800], "file": "fc1.weight.bin", "offset": 0}, ...]}
 * </pre>
 * {@code dtype} is any spelling {@link org.snapwear.trace.tensor.DType#parse} accepts (F32, F16, BF16, F64, I64,
 * I32, I16, I8, U8, BOOL); {@code file} is relative to the directory and may not leave it; {@code offset}
 * (default 0) is the byte offset of the tensor in that file, so several tensors may share one file. The tensor
 * occupies {@code product(shape) * dtype size} bytes, which must lie inside the file; it is memory-mapped.
 * Tensors keep the manifest order.
 */
package org.snapwear.trace.format.raw;
