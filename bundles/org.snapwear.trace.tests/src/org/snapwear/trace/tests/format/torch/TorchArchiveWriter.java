package org.snapwear.trace.tests.format.torch;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;

/**
 * Writes a torch.save-style zip archive ({@code <name>/data.pkl}, {@code <name>/data/<key>},
 * {@code <name>/version}) with commons-compress, STORED (as torch does) or DEFLATED. The pickle is supplied by
 * the caller ({@link PickleWriter}), so tests can build any object graph.
 */
public final class TorchArchiveWriter {
    private final String name;
    private final List<Object[]> storages = new ArrayList<>();

    public TorchArchiveWriter(String archiveName) {
        this.name = archiveName;
    }

    /** Adds storage {@code key} with these bytes. */
    public TorchArchiveWriter storage(String key, ByteBuffer bytes) {
        storages.add(new Object[] {key, bytes});
        return this;
    }

    /** Writes a {@code _rebuild_tensor_v2} call for a storage view into {@code p} (torch's opcode sequence). */
    public static void tensorV2(PickleWriter p, String storageType, String key, long numel, long offset,
            long[] size, long[] stride) {
        p.global("torch._utils", "_rebuild_tensor_v2");
        p.mark();
        p.mark().str("storage").global("torch", storageType).str(key).str("cpu").integer(numel).tuple().binPersId();
        p.integer(offset).ints(size).ints(stride).newFalse();
        p.global("collections", "OrderedDict").emptyTuple().reduce();
        p.tuple().reduce();
    }

    public void write(Path file, byte[] pickle, boolean deflate) throws IOException {
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(file)) {
            entry(zip, name + "/data.pkl", ByteBuffer.wrap(pickle), deflate);
            for (Object[] s : storages) {
                entry(zip, name + "/data/" + s[0], (ByteBuffer) s[1], deflate);
            }
            entry(zip, name + "/version", ByteBuffer.wrap("3\n".getBytes()), deflate);
        }
    }

    private static void entry(ZipArchiveOutputStream zip, String entryName, ByteBuffer data, boolean deflate)
            throws IOException {
        ZipArchiveEntry e = new ZipArchiveEntry(entryName);
        ByteBuffer d = data.duplicate();
        if (!deflate) {
            // STORED entries need size and CRC up front
            CRC32 crc = new CRC32();
            crc.update(d.duplicate());
            e.setMethod(ZipEntry.STORED);
            e.setSize(d.remaining());
            e.setCompressedSize(d.remaining());
            e.setCrc(crc.getValue());
        } else {
            e.setMethod(ZipEntry.DEFLATED);
        }
        zip.putArchiveEntry(e);
        OutputStream os = zip;
        WritableByteChannel ch = Channels.newChannel(os);
        while (d.hasRemaining()) {
            ch.write(d);
        }
        zip.closeArchiveEntry();
    }
}
