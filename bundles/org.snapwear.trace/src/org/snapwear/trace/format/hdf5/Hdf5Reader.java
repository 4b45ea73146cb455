package org.snapwear.trace.format.hdf5;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.jhdf.HdfFile;
import io.jhdf.api.Dataset;
import io.jhdf.api.Group;
import io.jhdf.api.Node;
import io.jhdf.object.datatype.FloatingPoint;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.internal.BoundedFileChannel;
import org.snapwear.trace.format.internal.Bounds;
import org.snapwear.trace.format.internal.Snapshots;
import org.snapwear.trace.format.internal.ZipArchive;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/** Reads the numeric datasets of an HDF5 file with jhdf. */
public final class Hdf5Reader implements CheckpointReader {
    /** HDF5 superblock signature. */
    private static final byte[] SIGNATURE = {(byte) 0x89, 'H', 'D', 'F', '\r', '\n', 0x1a, '\n'};
    /** Group nesting deeper than this is cut off (a crafted file could loop through links). */
    private static final int MAX_DEPTH = 64;
    /** The weights entry of a Keras 3 .keras archive. */
    static final String KERAS_WEIGHTS = "model.weights.h5";

    @Override
    public String formatId() {
        return "hdf5";
    }

    @Override
    public String description() {
        return "HDF5 / Keras weight file (.h5, .hdf5, .keras) via jhdf";
    }

    @Override
    public boolean accepts(Path file, byte[] head) {
        String n = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (n.endsWith(".h5") || n.endsWith(".hdf5") || n.endsWith(".keras")) {
            return true;
        }
        if (head.length < SIGNATURE.length) {
            return false;
        }
        for (int i = 0; i < SIGNATURE.length; i++) {
            if (head[i] != SIGNATURE[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Snapshot read(Path file) throws IOException {
        if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".keras")) {
            try (ZipArchive zip = ZipArchive.open(file)) {
                ZipArchiveEntry e = zip.entry(KERAS_WEIGHTS);
                if (e == null) {
                    throw new CheckpointFormatException(file, 0, ".keras archive has no " + KERAS_WEIGHTS + " entry");
                }
                ByteBuffer h5 = zip.data(e);
                long base = zip.dataOffset(e);
                // tensors are copied out of jhdf, so the mapping may go when the archive closes afterwards
                return readHdf(file, base, () -> HdfFile.fromByteBuffer(h5));
            }
        }
        FileChannel ch = new BoundedFileChannel(FileChannel.open(file, StandardOpenOption.READ));
        try {
            if (ch.size() <= Integer.MAX_VALUE) {
                // jhdf's channel storage allocates a heap buffer of any length a (corrupt) header asks for
                // before reading; its in-memory storage slices the buffer instead, which fails without
                // allocating. A read-only mapping gives that at no copy cost.
                ByteBuffer map = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size());
                return readHdf(file, 0, () -> HdfFile.fromByteBuffer(map));
            }
            return readHdf(file, 0, () -> new HdfFile(ch));
        } finally {
            ch.close();
        }
    }

    private interface Opener {
        HdfFile open() throws IOException;
    }

    private Snapshot readHdf(Path file, long base, Opener opener) throws IOException {
        List<Tensor> tensors = new ArrayList<>();
        try {
            HdfFile hdf = opener.open();
            try {
                checkEndOfFile(file, base, hdf);
                walk(file, base, hdf, tensors, 0);
            } finally {
                closeQuietly(hdf);
            }
        } catch (CheckpointFormatException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            // jhdf reports corrupt structures with HdfException and assorted runtime exceptions
            throw new CheckpointFormatException(file, base, "not a readable HDF5 file: " + e, e);
        }
        if (tensors.isEmpty()) {
            throw new CheckpointFormatException(file, base, "HDF5 file holds no numeric datasets");
        }
        return Snapshots.of(file, tensors, null);
    }

    /**
     * jhdf 0.13's close() looks up the backing file path and throws for channel- or buffer-backed files; the
     * caller owns and closes the channel, so that failure loses nothing.
     */
    private static void closeQuietly(HdfFile hdf) {
        try {
            hdf.close();
        } catch (RuntimeException e) {
            // see above
        }
    }

    /**
     * The superblock records the end-of-file address; a shorter file is truncated even when the missing
     * tail holds no dataset bytes (jhdf would read it without complaint).
     */
    private static void checkEndOfFile(Path file, long base, HdfFile hdf) throws CheckpointFormatException {
        long eof = hdf.getHdfBackingStorage().getSuperblock().getEndOfFileAddress();
        long size = hdf.getHdfBackingStorage().size();
        long userBlock = hdf.getUserBlockSize();
        if (eof < 0 || eof + userBlock > size) {
            throw new CheckpointFormatException(file, base, "truncated HDF5 file: the superblock's end-of-file "
                    + "address is " + Long.toUnsignedString(eof) + " but the file has " + size + " bytes");
        }
    }

    private void walk(Path file, long base, Group g, List<Tensor> out, int depth) throws CheckpointFormatException {
        if (depth > MAX_DEPTH) {
            throw new CheckpointFormatException(file, base, "HDF5 groups nested deeper than " + MAX_DEPTH);
        }
        for (Node n : g) {
            if (n.isLink()) {
                continue;
            }
            if (n instanceof Group) {
                walk(file, base, (Group) n, out, depth + 1);
            } else if (n instanceof Dataset) {
                Tensor t = tensor(file, base, (Dataset) n);
                if (t != null) {
                    out.add(t);
                }
            }
        }
    }

    private Tensor tensor(Path file, long base, Dataset d) throws CheckpointFormatException {
        if (d.isCompound() || d.isVariableLength() || d.isEmpty()) {
            return null;
        }
        String name = d.getPath();
        while (name.startsWith("/")) {
            name = name.substring(1);
        }
        name = name.replace('/', '.');
        long at = base + d.getAddress();
        // The element type comes from the file's datatype where jhdf's Java type would misstate it (it widens
        // 16-bit floats to float); otherwise from the Java type of the arrays jhdf returns.
        boolean half = Hdf5HalfFloats.isHalfWidth(d.getDataType());
        DType dtype = half ? Hdf5HalfFloats.dtype(file, at, name, (FloatingPoint) d.getDataType())
                : dtypeOf(d.getJavaType());
        if (dtype == null) {
            return null;
        }
        long[] shape = d.isScalar() ? new long[0] : d.getDimensionsAsLong();
        long n = Bounds.elements(file, at, shape, "dataset " + name);
        long bytes = Bounds.bytes(file, at, n, dtype.byteSize(), "dataset " + name);
        // jhdf allocates the Java array from the dataspace: check it against what the file can hold first
        // (uncompressed storage must be present in the file; a compressed dataset is bounded by 2 GiB)
        Bounds.bufferSize(file, at, bytes, "dataset " + name);
        if (d.getFilters().isEmpty() && d.getStorageInBytes() < bytes && d.getStorageInBytes() >= 0) {
            // contiguous/chunked storage smaller than the dataspace: jhdf would fill with fill values; treat
            // a short dataset as corrupt rather than invent numbers
            throw new CheckpointFormatException(file, at, "dataset " + name + ": " + d.getStorageInBytes()
                    + " bytes stored, shape needs " + bytes);
        }
        if (half) {
            ByteBuffer bits = Hdf5HalfFloats.bits(file, at, name, d, (FloatingPoint) d.getDataType(), (int) bytes);
            return new Tensor(new TensorInfo(name, dtype, shape), bits);
        }
        Object flat = d.isScalar() ? d.getData() : d.getDataFlat();
        ByteBuffer b = ByteBuffer.allocate((int) bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (!fill(b, flat) || b.hasRemaining()) {
            throw new CheckpointFormatException(file, at, "dataset " + name + ": jhdf returned "
                    + (flat == null ? "null" : flat.getClass().getSimpleName()) + " that does not match shape "
                    + java.util.Arrays.toString(shape));
        }
        b.flip();
        return new Tensor(new TensorInfo(name, dtype, shape), b);
    }

    private static DType dtypeOf(Class<?> t) {
        if (t == float.class || t == Float.class) {
            return DType.F32;
        }
        if (t == double.class || t == Double.class) {
            return DType.F64;
        }
        if (t == int.class || t == Integer.class) {
            return DType.I32;
        }
        if (t == long.class || t == Long.class) {
            return DType.I64;
        }
        if (t == short.class || t == Short.class) {
            return DType.I16;
        }
        if (t == byte.class || t == Byte.class) {
            return DType.I8;
        }
        if (t == boolean.class || t == Boolean.class) {
            return DType.BOOL;
        }
        return null;
    }

    /** Copies a flat primitive array (or a boxed scalar); false if the array type is unexpected or too long. */
    private static boolean fill(ByteBuffer b, Object flat) {
        try {
            if (flat instanceof float[]) {
                for (float v : (float[]) flat) {
                    b.putFloat(v);
                }
            } else if (flat instanceof double[]) {
                for (double v : (double[]) flat) {
                    b.putDouble(v);
                }
            } else if (flat instanceof int[]) {
                for (int v : (int[]) flat) {
                    b.putInt(v);
                }
            } else if (flat instanceof long[]) {
                for (long v : (long[]) flat) {
                    b.putLong(v);
                }
            } else if (flat instanceof short[]) {
                for (short v : (short[]) flat) {
                    b.putShort(v);
                }
            } else if (flat instanceof byte[]) {
                b.put((byte[]) flat);
            } else if (flat instanceof boolean[]) {
                for (boolean v : (boolean[]) flat) {
                    b.put((byte) (v ? 1 : 0));
                }
            } else if (flat instanceof Float) {
                b.putFloat((Float) flat);
            } else if (flat instanceof Double) {
                b.putDouble((Double) flat);
            } else if (flat instanceof Integer) {
                b.putInt((Integer) flat);
            } else if (flat instanceof Long) {
                b.putLong((Long) flat);
            } else if (flat instanceof Short) {
                b.putShort((Short) flat);
            } else if (flat instanceof Byte) {
                b.put((Byte) flat);
            } else {
                return false;
            }
            return true;
        } catch (java.nio.BufferOverflowException e) {
            return false;
        }
    }
}
