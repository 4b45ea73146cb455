package org.snapwear.trace.tests.format;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

import com.google.protobuf.CodedOutputStream;

/**
 * Builds protobuf messages field by field with protobuf-java's {@link CodedOutputStream}, following the
 * field numbers of caffe.proto and onnx.proto: the tests' producer for formats whose libraries are not on
 * Maven Central.
 */
public final class ProtoBuilder {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final CodedOutputStream out = CodedOutputStream.newInstance(bytes);

    public ProtoBuilder varint(int field, long v) throws IOException {
        out.writeInt64(field, v);
        return this;
    }

    public ProtoBuilder string(int field, String s) throws IOException {
        out.writeString(field, s);
        return this;
    }

    public ProtoBuilder bytes(int field, byte[] b) throws IOException {
        out.writeByteArray(field, b);
        return this;
    }

    public ProtoBuilder message(int field, ProtoBuilder m) throws IOException {
        return bytes(field, m.build());
    }

    /** Unpacked repeated float (one tag per value). */
    public ProtoBuilder floats(int field, float... v) throws IOException {
        for (float f : v) {
            out.writeFloat(field, f);
        }
        return this;
    }

    /** Packed repeated float. */
    public ProtoBuilder packedFloats(int field, float... v) throws IOException {
        out.writeTag(field, 2);
        out.writeUInt32NoTag(v.length * 4);
        for (float f : v) {
            out.writeFloatNoTag(f);
        }
        return this;
    }

    /** Packed repeated double. */
    public ProtoBuilder packedDoubles(int field, double... v) throws IOException {
        out.writeTag(field, 2);
        out.writeUInt32NoTag(v.length * 8);
        for (double d : v) {
            out.writeDoubleNoTag(d);
        }
        return this;
    }

    /** Packed repeated int64/int32 varints. */
    public ProtoBuilder packedVarints(int field, long... v) throws IOException {
        int size = 0;
        for (long x : v) {
            size += CodedOutputStream.computeInt64SizeNoTag(x);
        }
        out.writeTag(field, 2);
        out.writeUInt32NoTag(size);
        for (long x : v) {
            out.writeInt64NoTag(x);
        }
        return this;
    }

    public byte[] build() throws IOException {
        out.flush();
        return bytes.toByteArray();
    }
}
