package org.snapwear.trace.format.torch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.format.internal.Bounds;
import org.snapwear.trace.format.internal.Origin;
import org.snapwear.trace.format.internal.Snapshots;
import org.snapwear.trace.format.internal.Strided;
import org.snapwear.trace.format.internal.ZipArchive;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.ByteSources;
import org.snapwear.trace.source.FileByteSource;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;
import org.snapwear.trace.text.ErrorText;

import net.razorvine.pickle.PickleException;

/**
 * PyTorch {@code torch.save} zip archives. Contiguous tensors are zero-copy views of STORED storage entries
 * (the layout torch writes); a non-contiguous view (a transposed tensor saved as such) is copied into
 * row-major order, so every {@link Tensor} is contiguous. The legacy pre-1.6 format is rejected.
 */
public final class TorchZipReader implements CheckpointReader {
    /** {@code pickle.dumps(0x1950a86a20f9469cfc6c, protocol=2)} without STOP: the legacy format's first bytes. */
    private static final byte[] LEGACY_MAGIC = {(byte) 0x80, 0x02, (byte) 0x8a, 0x0a, 0x6c, (byte) 0xfc,
        (byte) 0x9c, 0x46, (byte) 0xf9, 0x20, 0x6a, (byte) 0xa8, 0x50, 0x19};

    @Override
    public String formatId() {
        return "torch";
    }

    @Override
    public String description() {
        return "PyTorch torch.save zip archive (.pt/.pth/.bin/.ckpt), stored entries memory-mapped";
    }

    @Override
    public boolean accepts(Path file, byte[] head) {
        String n = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (n.endsWith(".pt") || n.endsWith(".pth") || n.endsWith(".bin") || n.endsWith(".ckpt")) {
            return true;
        }
        if (startsWith(head, LEGACY_MAGIC)) {
            return true;
        }
        // First local header's name (offset 30, length at 26) ends with data.pkl: torch writes it first.
        if (head.length >= 30 && head[0] == 'P' && head[1] == 'K' && head[2] == 3 && head[3] == 4) {
            int len = (head[26] & 0xFF) | (head[27] & 0xFF) << 8;
            int end = Math.min(30 + len, head.length);
            String name = new String(head, 30, end - 30, StandardCharsets.UTF_8);
            return 30 + len <= head.length && name.endsWith("data.pkl");
        }
        return false;
    }

    @Override
    public Snapshot read(Path file) throws IOException {
        Origin o = Origin.of(file);
        checkHead(o, head(file));
        return read(o, ZipArchive.open(file));
    }

    /**
     * Reads the archive by positional reads through commons-compress over a
     * {@link org.snapwear.trace.source.ByteSourceChannel}: stored storages are read into heap buffers, one read
     * each. A source with a local file is memory-mapped as {@link #read(Path)} does instead.
     */
    @Override
    public Snapshot read(ByteSource source) throws IOException {
        if (source.localPath().isPresent()) {
            return read(source.localPath().get());
        }
        Origin o = Origin.of(source);
        checkHead(o, ByteSources.head(source, LEGACY_MAGIC.length));
        return read(o, ZipArchive.open(source));
    }

    /**
     * One region per storage held in a STORED zip entry (the layout torch writes), named after the first tensor
     * that views it; a storage several tensors view, or that one tensor views in part, is one 1-D region. Deflated
     * entries (written by other zip tools) have no region: their bytes are kept as they are.
     */
    @Override
    public List<PayloadRegion> payloadRegions(Path file) throws IOException {
        try (FileByteSource source = FileByteSource.open(file)) {
            return payloadRegions(source);
        }
    }

    /** As {@link #payloadRegions(Path)}, by positional reads (each storage is read once for its CRC-32). */
    @Override
    public List<PayloadRegion> payloadRegions(ByteSource source) throws IOException {
        byte[] head = ByteSources.head(source, LEGACY_MAGIC.length);
        if (!isZip(head)) {
            return List.of(); // a .bin or .pt that is no zip at all: not torch's format, kept as plain bytes
        }
        Origin o = Origin.of(source);
        checkHead(o, head);
        try (ZipArchive zip = ZipArchive.open(source)) {
            Unpickled u = unpickle(o, zip, false);
            return TorchRegions.of(o, zip, u.storages(), views(o, u));
        }
    }

    /** Reads the snapshot; the archive is closed with it, or now if reading fails. */
    private Snapshot read(Origin file, ZipArchive zip) throws IOException {
        boolean ok = false;
        try {
            Snapshot s = read(file, zip, zip);
            ok = true;
            return s;
        } finally {
            if (!ok) {
                zip.close();
            }
        }
    }

    private static byte[] head(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(LEGACY_MAGIC.length);
        }
    }

    private static boolean isZip(byte[] h) {
        return h.length >= 4 && h[0] == 'P' && h[1] == 'K' && h[2] == 3 && h[3] == 4;
    }

    private static void checkHead(Origin file, byte[] head) throws IOException {
        if (startsWith(head, LEGACY_MAGIC)) {
            throw file.error(0, "unsupported legacy format (re-save with "
                    + "torch.save(..., _use_new_zipfile_serialization=True))");
        }
        if (head.length < 4 || head[0] != 'P' || head[1] != 'K') {
            throw file.error(0, "not a torch.save zip archive (no zip signature)");
        }
    }

    private record Unpickled(Object root, Collection<TorchStorage> storages, String prefix, long pklOffset) {
    }

    /**
     * Unpickles {@code data.pkl}; with {@code mapStorages} false the storages are only checked against their entries
     * and their CRC-32 (no bytes are mapped, so storages of any size pass).
     */
    private Unpickled unpickle(Origin file, ZipArchive zip, boolean mapStorages) throws IOException {
        ZipArchiveEntry pkl = null;
        for (ZipArchiveEntry e : zip.entries()) {
            String n = e.getName();
            if (n.equals("data.pkl") || (n.endsWith("/data.pkl") && n.indexOf('/') == n.length() - 9)) {
                pkl = e;
                break;
            }
        }
        if (pkl == null) {
            throw file.error(0, "zip archive has no <archive>/data.pkl entry (entries: "
                    + abbreviate(zip.names()) + ")");
        }
        String prefix = pkl.getName().substring(0, pkl.getName().length() - "data.pkl".length());
        checkByteOrder(file, zip, prefix);

        ByteBuffer pb = zip.data(pkl);
        byte[] pickle = new byte[pb.remaining()];
        pb.get(pickle);
        long pklOffset = zip.dataOffset(pkl);
        PickleInput in = new PickleInput(pickle);
        TorchUnpickler u = new TorchUnpickler(in, (type, key, numel) -> storage(file, zip, prefix, pklOffset + in.position(),
                type, key, numel, mapStorages));
        Object root;
        try {
            root = u.load();
        } catch (IOException | RuntimeException | StackOverflowError e) {
            if (u.storageFailure() != null) {
                throw u.storageFailure();
            }
            String msg = e instanceof PickleException || e instanceof IOException ? e.getMessage()
                    // Pyrolite pops its stack and memo lists without a check
                    : e instanceof IndexOutOfBoundsException ? "an opcode takes a value from an empty stack"
                    : e instanceof StackOverflowError ? "nested too deeply" : ErrorText.words(e);
            throw file.error(pklOffset + in.position(), prefix + "data.pkl: bad pickle: "
                    + msg, e);
        }
        return new Unpickled(root, u.storages(), prefix, pklOffset);
    }

    private Snapshot read(Origin file, ZipArchive zip, AutoCloseable resources) throws IOException {
        Unpickled u = unpickle(file, zip, true);
        List<StateDictFlattener.Named> named = views(file, u);
        if (named.isEmpty()) {
            throw file.error(u.pklOffset(), u.prefix() + "data.pkl holds no tensors");
        }
        List<Tensor> tensors = new ArrayList<>(named.size());
        for (StateDictFlattener.Named n : named) {
            tensors.add(tensor(file, n.name(), n.tensor()));
        }
        return Snapshots.of(file, tensors, resources);
    }

    private static void checkByteOrder(Origin file, ZipArchive zip, String prefix) throws IOException {
        ZipArchiveEntry bo = zip.entry(prefix + "byteorder");
        if (bo == null) {
            return;
        }
        ByteBuffer b = zip.data(bo);
        if (b.remaining() > 16) {
            throw file.error(zip.dataOffset(bo), "byteorder entry too long");
        }
        byte[] t = new byte[b.remaining()];
        b.get(t);
        String order = new String(t, StandardCharsets.US_ASCII).trim();
        if (!order.equals("little")) {
            throw file.error(zip.dataOffset(bo), "byteorder '" + order
                    + "' is not supported (only little-endian archives)");
        }
    }

    private static TorchStorage storage(Origin file, ZipArchive zip, String prefix, long at,
            TorchGlobals.StorageType type, String key, long numel, boolean map) throws IOException {
        String name = prefix + "data/" + key;
        ZipArchiveEntry e = zip.entry(name);
        if (e == null) {
            throw file.error(at, "storage " + key + ": zip entry " + name + " is missing");
        }
        if (numel < 0) {
            throw file.error(at, "storage " + key + ": negative element count " + numel);
        }
        long need = Bounds.bytes(file, at, numel, type.dtype().byteSize(), "storage " + key);
        if (e.getSize() < need) {
            throw file.error(at, "storage " + key + ": " + numel + " elements of "
                    + type.dtype() + " need " + need + " bytes, entry " + name + " has " + e.getSize());
        }
        if (!map) {
            // Not mapped here, but the caller reads these bytes later by offset: they get the CRC check that
            // mapping them would have given.
            zip.verify(e);
            return new TorchStorage(key, type.dtype(), numel, type.untyped(), name, zip.dataOffset(e), null);
        }
        ByteBuffer b = zip.data(e);
        if (b.remaining() < need) {
            throw file.error(zip.dataOffset(e), "storage " + key + ": entry holds "
                    + b.remaining() + " bytes, " + need + " needed");
        }
        return new TorchStorage(key, type.dtype(), numel, type.untyped(), name, zip.dataOffset(e),
                b.limit((int) need).slice().order(ByteOrder.LITTLE_ENDIAN));
    }

    /**
     * The tensors of the pickle, each checked to lie within its storage: the one check of views for every command,
     * whether it reads the tensors or only locates their storages (payload regions for the store).
     */
    private static List<StateDictFlattener.Named> views(Origin file, Unpickled u) throws CheckpointFormatException {
        List<StateDictFlattener.Named> named = StateDictFlattener.flatten(u.root());
        for (StateDictFlattener.Named n : named) {
            checkView(file, n.name(), n.tensor());
        }
        return named;
    }

    private static void checkView(Origin file, String name, TorchTensorRef r) throws CheckpointFormatException {
        TorchStorage s = r.storage();
        DType d = r.dtype();
        long at = s.fileOffset();
        String what = "tensor " + name;
        long capacity = Bounds.bytes(file, at, s.numel(), s.dtype().byteSize(), "storage " + s.key()) / d.byteSize();
        long n = Bounds.elements(file, at, r.size(), what);
        long span = Strided.span(r.size(), r.stride());
        if (span < 0 || r.offset() < 0) {
            throw file.error(at, what + ": invalid offset " + r.offset() + " or stride "
                    + Arrays.toString(r.stride()));
        }
        if (n > 0 && (r.offset() > capacity || span > capacity - r.offset())) {
            throw file.error(at, what + ": view (offset " + r.offset() + ", size "
                    + Arrays.toString(r.size()) + ", stride " + Arrays.toString(r.stride()) + ") exceeds storage "
                    + s.key() + " of " + capacity + " " + d + " elements");
        }
    }

    /** The tensor's bytes, contiguous; its view was checked by {@link #views}. */
    private static Tensor tensor(Origin file, String name, TorchTensorRef r) throws CheckpointFormatException {
        TorchStorage s = r.storage();
        DType d = r.dtype();
        long at = s.fileOffset();
        String what = "tensor " + name;
        int es = d.byteSize();
        long n = Bounds.elements(file, at, r.size(), what);
        int bytes = Bounds.bufferSize(file, at, Bounds.bytes(file, at, n, es, what), what);
        ByteBuffer data;
        if (n == 0) {
            data = ByteBuffer.allocate(0);
        } else if (Strided.isContiguous(r.size(), r.stride())) {
            int from = (int) (r.offset() * es);
            data = s.bytes().duplicate().position(from).limit(from + bytes).slice();
        } else {
            data = Strided.copyToContiguous(s.bytes(), r.offset(), r.size(), r.stride(), es, bytes);
        }
        return new Tensor(new TensorInfo(name, d, r.size()), data.order(ByteOrder.LITTLE_ENDIAN));
    }

    private static boolean startsWith(byte[] head, byte[] prefix) {
        if (head.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (head[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static String abbreviate(List<String> names) {
        return names.size() <= 8 ? names.toString() : names.subList(0, 8) + " and " + (names.size() - 8) + " more";
    }
}
