/** Tests of the ONNX initializer reader on ModelProtos built from onnx.proto with CodedOutputStream. */
package org.snapwear.trace.tests.format.onnx;
