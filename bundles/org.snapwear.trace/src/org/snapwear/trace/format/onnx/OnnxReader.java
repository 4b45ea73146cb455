package org.snapwear.trace.format.onnx;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;

import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.internal.Bounds;
import org.snapwear.trace.format.internal.LeBytes;
import org.snapwear.trace.format.internal.ProtoFile;
import org.snapwear.trace.format.internal.Snapshots;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Reads the initializers of an ONNX ModelProto (onnx.proto field numbers: ModelProto.graph = 7,
 * GraphProto.initializer = 5; TensorProto dims = 1, data_type = 2, segment = 3, float_data = 4,
 * int32_data = 5, int64_data = 7, name = 8, raw_data = 9, double_data = 10, data_location = 14).
 */
public final class OnnxReader implements CheckpointReader {

    @Override
    public String formatId() {
        return "onnx";
    }

    @Override
    public String description() {
        return "ONNX model graph initializers";
    }

    @Override
    public boolean accepts(Path file, byte[] head) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".onnx");
    }

    @Override
    public Snapshot read(Path file) throws IOException {
        ProtoFile pf = ProtoFile.open(file);
        List<Tensor> tensors = new ArrayList<>();
        boolean graph = false;
        try {
            CodedInputStream in = pf.in();
            while (!in.isAtEnd()) {
                int tag = in.readTag();
                int field = WireFormat.getTagFieldNumber(tag);
                if (field == 7 && WireFormat.getTagWireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                    graph = true;
                    graph(pf, tensors);
                } else if (field == 0 || !in.skipField(tag)) {
                    throw pf.error("invalid field " + field + " in ModelProto");
                }
            }
        } catch (CheckpointFormatException e) {
            throw e;
        } catch (IOException | RuntimeException | StackOverflowError e) {
            throw new CheckpointFormatException(file, pf.offset(), "not a valid ONNX ModelProto: " + ProtoFile.reason(e), e);
        }
        if (!graph) {
            throw new CheckpointFormatException(file, 0, "ONNX model has no graph");
        }
        if (tensors.isEmpty()) {
            throw new CheckpointFormatException(file, 0, "ONNX graph has no initializers");
        }
        return Snapshots.of(file, tensors, null);
    }

    private void graph(ProtoFile pf, List<Tensor> out) throws IOException {
        CodedInputStream in = pf.in();
        int old = pf.enter("graph");
        while (!in.isAtEnd()) {
            int tag = in.readTag();
            int field = WireFormat.getTagFieldNumber(tag);
            if (field == 5 && WireFormat.getTagWireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                out.add(tensor(pf, out.size()));
            } else if (field == 0 || !in.skipField(tag)) {
                throw pf.error("invalid field " + field + " in GraphProto");
            }
        }
        pf.leave(old);
    }

    private static DType dtype(ProtoFile pf, long at, int dataType) throws CheckpointFormatException {
        switch (dataType) {
            case 1: return DType.F32;
            case 10: return DType.F16;
            case 16: return DType.BF16;
            case 11: return DType.F64;
            case 6: return DType.I32;
            case 7: return DType.I64;
            case 5: return DType.I16;
            case 3: return DType.I8;
            case 2: return DType.U8;
            case 9: return DType.BOOL;
            // FLOAT8E4M3FN and FLOAT8E5M2; the FNUZ variants (18, 20) have another bias and NaN and stay rejected
            case 17: return DType.F8_E4M3;
            case 19: return DType.F8_E5M2;
            default:
                throw new CheckpointFormatException(pf.file(), at, "initializer data_type " + dataType
                        + " is not supported (FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT64, INT32, INT16, INT8, UINT8, BOOL,"
                        + " FLOAT8E4M3FN, FLOAT8E5M2)");
        }
    }

    private Tensor tensor(ProtoFile pf, int index) throws IOException {
        CodedInputStream in = pf.in();
        long at = pf.offset();
        int old = pf.enter("initializer");
        List<Long> dims = new ArrayList<>();
        int dataType = 0;
        String name = null;
        ByteBuffer raw = null;
        LeBytes floats = new LeBytes();
        LeBytes doubles = new LeBytes();
        LeBytes ints = new LeBytes(); // 8 bytes per value; narrowed once data_type is known
        boolean int64 = false;
        while (!in.isAtEnd()) {
            int tag = in.readTag();
            int field = WireFormat.getTagFieldNumber(tag);
            int wt = WireFormat.getTagWireType(tag);
            switch (field) {
                case 1:
                    pf.repeated(tag, 0, v -> {
                        if (dims.size() >= 64) {
                            throw pf.error("initializer with more than 64 dimensions");
                        }
                        dims.add(v);
                    }, "dims");
                    break;
                case 2:
                    dataType = in.readInt32();
                    break;
                case 3:
                    throw pf.error("segmented initializers (TensorProto.segment) are not supported");
                case 4:
                    pf.repeated(tag, 4, v -> floats.put(v, 4), "float_data");
                    break;
                case 5:
                    pf.repeated(tag, 0, v -> ints.put(v, 8), "int32_data");
                    break;
                case 7:
                    int64 = true;
                    pf.repeated(tag, 0, v -> ints.put(v, 8), "int64_data");
                    break;
                case 8:
                    if (wt != WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                        throw pf.error("TensorProto.name has wire type " + wt);
                    }
                    name = pf.string("name");
                    break;
                case 9:
                    if (wt != WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                        throw pf.error("TensorProto.raw_data has wire type " + wt);
                    }
                    raw = pf.slice(pf.length("raw_data"));
                    break;
                case 10:
                    pf.repeated(tag, 8, v -> doubles.put(v, 8), "double_data");
                    break;
                case 14:
                    if (in.readInt32() == 1) {
                        throw pf.error("initializer " + (name != null ? name : "#" + index)
                                + " has data_location EXTERNAL (data in a separate file), which is not supported");
                    }
                    break;
                default:
                    if (field == 0 || !in.skipField(tag)) {
                        throw pf.error("invalid field " + field + " in TensorProto");
                    }
            }
        }
        pf.leave(old);
        if (name == null || name.isEmpty()) {
            name = "initializer" + index;
        }
        DType d = dtype(pf, at, dataType);
        long[] shape = dims.stream().mapToLong(Long::longValue).toArray();
        String what = "initializer " + name;
        long n = Bounds.elements(pf.file(), at, shape, what);
        long bytes = Bounds.bytes(pf.file(), at, n, d.byteSize(), what);
        ByteBuffer data;
        if (raw != null) {
            data = raw;
        } else if (d == DType.F32) {
            data = floats.toBuffer();
        } else if (d == DType.F64) {
            data = doubles.toBuffer();
        } else {
            if (int64 != (d == DType.I64) && ints.size() > 0) {
                throw new CheckpointFormatException(pf.file(), at, what + ": values in "
                        + (int64 ? "int64_data" : "int32_data") + " for data_type " + dataType);
            }
            ByteBuffer wide = ints.toBuffer();
            LeBytes b = new LeBytes();
            for (int i = 0; i + 8 <= wide.remaining(); i += 8) {
                b.put(wide.getLong(i), d.byteSize());
            }
            data = b.toBuffer();
        }
        if (data.remaining() != bytes) {
            throw new CheckpointFormatException(pf.file(), at, what + ": " + data.remaining()
                    + " data bytes, dims and data_type need " + bytes);
        }
        return new Tensor(new TensorInfo(name, d, shape), data);
    }
}
