package org.snapwear.trace.format.caffe;

import java.io.IOException;
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
 * Reads the blobs of a Caffe NetParameter (caffe.proto field numbers: NetParameter.layer = 100,
 * NetParameter.layers = 2; LayerParameter name = 1, blobs = 7; V1LayerParameter name = 4, blobs = 6;
 * BlobProto num/channels/height/width = 1..4, data = 5, shape = 7 (BlobShape.dim = 1), double_data = 8).
 * A blob's shape is its BlobShape, else the legacy 4-D num/channels/height/width, else 1-D.
 */
public final class CaffeModelReader implements CheckpointReader {

    @Override
    public String formatId() {
        return "caffe";
    }

    @Override
    public String description() {
        return "Caffe .caffemodel (NetParameter layer blobs)";
    }

    @Override
    public boolean accepts(Path file, byte[] head) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".caffemodel");
    }

    @Override
    public Snapshot read(Path file) throws IOException {
        ProtoFile pf = ProtoFile.open(file);
        List<Tensor> tensors = new ArrayList<>();
        try {
            CodedInputStream in = pf.in();
            int layerIndex = 0;
            while (!in.isAtEnd()) {
                int tag = in.readTag();
                int field = WireFormat.getTagFieldNumber(tag);
                if ((field == 100 || field == 2) && WireFormat.getTagWireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                    layer(pf, field == 100, layerIndex++, tensors);
                } else if (field == 0 || !in.skipField(tag)) {
                    throw pf.error("invalid field " + field + " in NetParameter");
                }
            }
        } catch (CheckpointFormatException e) {
            throw e;
        } catch (IOException | RuntimeException | StackOverflowError e) {
            throw new CheckpointFormatException(file, pf.offset(), "not a valid NetParameter: " + ProtoFile.reason(e), e);
        }
        if (tensors.isEmpty()) {
            throw new CheckpointFormatException(file, 0, "caffemodel holds no layer blobs");
        }
        return Snapshots.of(file, tensors, null);
    }

    private void layer(ProtoFile pf, boolean v2, int index, List<Tensor> out) throws IOException {
        CodedInputStream in = pf.in();
        int old = pf.enter("layer");
        int nameField = v2 ? 1 : 4;
        int blobsField = v2 ? 7 : 6;
        String name = null;
        List<Blob> blobs = new ArrayList<>();
        while (!in.isAtEnd()) {
            int tag = in.readTag();
            int field = WireFormat.getTagFieldNumber(tag);
            int wt = WireFormat.getTagWireType(tag);
            if (field == nameField && wt == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                name = pf.string("layer name");
            } else if (field == blobsField && wt == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                blobs.add(blob(pf));
            } else if (field == 0 || !in.skipField(tag)) {
                throw pf.error("invalid field " + field + " in layer");
            }
        }
        pf.leave(old);
        String layerName = name == null || name.isEmpty() ? "layer" + index : name;
        for (int i = 0; i < blobs.size(); i++) {
            out.add(blobs.get(i).tensor(pf.file(), layerName + "." + i));
        }
    }

    /** One decoded BlobProto; {@code at} is the blob's offset for errors. */
    private record Blob(long at, LeBytes floats, LeBytes doubles, List<Long> shape, long[] legacy) {
        Tensor tensor(Path file, String name) throws CheckpointFormatException {
            if (floats.size() > 0 && doubles.size() > 0) {
                throw new CheckpointFormatException(file, at, "blob " + name + " has both data and double_data");
            }
            boolean dbl = doubles.size() > 0;
            DType dtype = dbl ? DType.F64 : DType.F32;
            LeBytes data = dbl ? doubles : floats;
            long count = data.size() / dtype.byteSize();
            long[] dims;
            if (shape != null) {
                dims = shape.stream().mapToLong(Long::longValue).toArray();
            } else if (legacy[0] >= 0 || legacy[1] >= 0 || legacy[2] >= 0 || legacy[3] >= 0) {
                dims = new long[4];
                for (int i = 0; i < 4; i++) {
                    dims[i] = Math.max(legacy[i], 0);
                }
            } else {
                dims = new long[] {count};
            }
            long n = Bounds.elements(file, at, dims, "blob " + name);
            if (n != count) {
                throw new CheckpointFormatException(file, at, "blob " + name + ": shape "
                        + java.util.Arrays.toString(dims) + " has " + n + " elements, data has " + count);
            }
            return new Tensor(new TensorInfo(name, dtype, dims), data.toBuffer());
        }
    }

    private Blob blob(ProtoFile pf) throws IOException {
        CodedInputStream in = pf.in();
        long at = pf.offset();
        int old = pf.enter("blob");
        LeBytes floats = new LeBytes();
        LeBytes doubles = new LeBytes();
        List<Long> shape = null;
        long[] legacy = {-1, -1, -1, -1};
        while (!in.isAtEnd()) {
            int tag = in.readTag();
            int field = WireFormat.getTagFieldNumber(tag);
            int wt = WireFormat.getTagWireType(tag);
            if (field >= 1 && field <= 4 && wt == WireFormat.WIRETYPE_VARINT) {
                legacy[field - 1] = in.readInt32();
            } else if (field == 5) {
                pf.repeated(tag, 4, bits -> floats.put(bits, 4), "blob data");
            } else if (field == 8) {
                pf.repeated(tag, 8, bits -> doubles.put(bits, 8), "blob double_data");
            } else if (field == 7 && wt == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                shape = shape(pf);
            } else if (field == 0 || !in.skipField(tag)) {
                throw pf.error("invalid field " + field + " in BlobProto");
            }
        }
        pf.leave(old);
        return new Blob(at, floats, doubles, shape, legacy);
    }

    private List<Long> shape(ProtoFile pf) throws IOException {
        CodedInputStream in = pf.in();
        int old = pf.enter("blob shape");
        List<Long> dims = new ArrayList<>();
        while (!in.isAtEnd()) {
            int tag = in.readTag();
            if (WireFormat.getTagFieldNumber(tag) == 1) {
                pf.repeated(tag, 0, bits -> {
                    if (bits < 0) {
                        throw pf.error("negative blob dimension " + bits);
                    }
                    if (dims.size() >= 64) {
                        throw pf.error("blob shape with more than 64 dimensions");
                    }
                    dims.add(bits);
                }, "BlobShape.dim");
            } else if (WireFormat.getTagFieldNumber(tag) == 0 || !in.skipField(tag)) {
                throw pf.error("invalid field in BlobShape");
            }
        }
        pf.leave(old);
        return dims;
    }
}
