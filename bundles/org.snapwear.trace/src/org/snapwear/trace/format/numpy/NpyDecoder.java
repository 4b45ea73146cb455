package org.snapwear.trace.format.numpy;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.snapwear.trace.format.internal.Bounds;
import org.snapwear.trace.format.internal.ByteSwap;
import org.snapwear.trace.format.internal.Strided;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/** Decodes the bytes of one .npy array (a whole file or one .npz entry) into a tensor. */
public final class NpyDecoder {
    /** {@code \x93NUMPY}. */
    static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y'};

    private NpyDecoder() {
    }

    /**
     * @param base offset of {@code npy} within {@code file} (0 for a .npy file, the entry's data offset for
     *             .npz), used in error messages
     */
    public static Tensor decode(Path file, long base, String name, ByteBuffer npy) throws CheckpointFormatException {
        ByteBuffer b = npy.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        int size = b.remaining();
        int p0 = b.position();
        if (size < 10) {
            throw new CheckpointFormatException(file, base, name + ": " + size + " bytes, too short for a .npy header");
        }
        for (int i = 0; i < MAGIC.length; i++) {
            if (b.get(p0 + i) != MAGIC[i]) {
                throw new CheckpointFormatException(file, base, name + ": missing \\x93NUMPY magic");
            }
        }
        int major = b.get(p0 + 6) & 0xFF;
        long headerLen;
        int headerStart;
        if (major == 1) {
            headerLen = b.getShort(p0 + 8) & 0xFFFF;
            headerStart = 10;
        } else if (major == 2 || major == 3) {
            if (size < 12) {
                throw new CheckpointFormatException(file, base, name + ": truncated version " + major + " header");
            }
            headerLen = b.getInt(p0 + 8) & 0xFFFFFFFFL;
            headerStart = 12;
        } else {
            throw new CheckpointFormatException(file, base + 6, name + ": unsupported .npy version " + major);
        }
        Bounds.region(file, base + 8, headerStart, headerLen, size, name + ": header");
        byte[] h = new byte[(int) headerLen];
        b.position(p0 + headerStart);
        b.get(h);
        String text = new String(h, major == 3 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
        NpyHeader header = NpyHeader.parse(file, base + headerStart, text);
        long dataStart = headerStart + headerLen;
        Element el = element(file, base + headerStart, name, header.descr());
        long n = Bounds.elements(file, base + headerStart, header.shape(), name);
        long bytes = Bounds.bytes(file, base + headerStart, n, el.dtype.byteSize(), name);
        long avail = size - dataStart;
        if (avail != bytes) {
            throw new CheckpointFormatException(file, base + dataStart, name + ": " + avail + " data bytes, dtype "
                    + header.descr() + " and shape need " + bytes);
        }
        int len = Bounds.bufferSize(file, base + dataStart, bytes, name);
        ByteBuffer data = npy.duplicate();
        data.position(p0 + (int) dataStart).limit(p0 + (int) dataStart + len);
        data = data.slice().order(ByteOrder.LITTLE_ENDIAN);
        if (el.bigEndian) {
            data = ByteSwap.toLittleEndian(data, el.dtype.byteSize());
        }
        long[] shape = header.shape();
        if (header.fortranOrder() && shape.length > 1 && n > 0) {
            data = Strided.copyToContiguous(data, 0, shape, fortranStrides(shape), el.dtype.byteSize(), len);
        }
        return new Tensor(new TensorInfo(name, el.dtype, shape), data);
    }

    private record Element(DType dtype, boolean bigEndian) {
    }

    private static Element element(Path file, long at, String name, String descr) throws CheckpointFormatException {
        if (descr.length() < 3) {
            throw new CheckpointFormatException(file, at, name + ": unsupported dtype '" + descr + "'");
        }
        char order = descr.charAt(0);
        boolean big;
        switch (order) {
            case '<': case '|': case '=': big = false; break;
            case '>': big = true; break;
            default: throw new CheckpointFormatException(file, at, name + ": unsupported dtype '" + descr + "'");
        }
        DType d;
        switch (descr.substring(1)) {
            case "f8": d = DType.F64; break;
            case "f4": d = DType.F32; break;
            case "f2": d = DType.F16; break;
            case "i8": d = DType.I64; break;
            case "i4": d = DType.I32; break;
            case "i2": d = DType.I16; break;
            case "i1": d = DType.I8; break;
            case "u1": d = DType.U8; break;
            case "b1": d = DType.BOOL; break;
            default:
                throw new CheckpointFormatException(file, at, name + ": unsupported dtype '" + descr
                        + "' (supported: f8 f4 f2 i8 i4 i2 i1 u1 b1)");
        }
        return new Element(d, big && d.byteSize() > 1);
    }

    private static long[] fortranStrides(long[] shape) {
        long[] s = new long[shape.length];
        long acc = 1;
        for (int i = 0; i < shape.length; i++) {
            s[i] = acc;
            acc *= shape[i];
        }
        return s;
    }
}
