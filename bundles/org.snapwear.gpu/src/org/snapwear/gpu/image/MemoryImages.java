package org.snapwear.gpu.image;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.text.EnumText;

/**
 * Builds memory images from the three sources the model supports:
 * <ul>
 * <li>any {@link Snapshot} (a checkpoint of any readable format, or a generated training step): each non-empty
 * tensor is one allocation, its kind taken from the name ({@link AllocationKind#fromName});</li>
 * <li>a raw memory dump file: one allocation {@code dump}, or the allocations listed in a sidecar file
 * {@code PATH.allocs} with lines {@code name offset length [kind]} (decimal or 0x hex; {@code #} starts a
 * comment). Each allocation must lie inside the file and be smaller than 2 GiB; a dump without sidecar larger
 * than that is split into 1 GiB allocations {@code dump@OFFSET}.</li>
 * </ul>
 */
public final class MemoryImages {
    /** Suffix of the sidecar that lists the allocations of a raw dump. */
    public static final String SIDECAR_SUFFIX = ".allocs";
    private static final long SPLIT = 1L << 30;

    private MemoryImages() {
    }

    /** An image over the tensors of a snapshot; closing the image closes the snapshot. */
    public static MemoryImage fromSnapshot(Snapshot s) {
        List<Allocation> list = new ArrayList<>();
        for (Tensor t : s.tensors()) {
            if (t.info().byteSize() > 0) {
                list.add(new Allocation(t.name(), AllocationKind.fromName(t.name()), t.data()));
            }
        }
        String src = s.source().map(p -> p.getFileName().toString()).orElse("generated");
        return new MemoryImage(src, s.iteration(), list, s);
    }

    /**
     * Opens a file as a memory image: a raw dump if {@code PATH.allocs} exists, else a checkpoint of any format.
     *
     * @throws CheckpointFormatException if it is neither (message says how to pass a raw dump)
     */
    public static MemoryImage open(Path file) throws IOException {
        if (Files.exists(sidecarOf(file))) {
            return openRawDump(file);
        }
        if (!Files.isRegularFile(file)) {
            throw new CheckpointFormatException(file, 0, "no such file");
        }
        if (!CheckpointFormats.isCheckpoint(file)) {
            throw new CheckpointFormatException(file, 0, "not a checkpoint format Snapwear reads; for a raw "
                    + "memory dump use --raw or list its allocations in " + sidecarOf(file).getFileName());
        }
        try {
            return fromSnapshot(CheckpointFormats.read(file));
        } catch (CheckpointFormatException e) {
            throw new CheckpointFormatException(e.file(), e.offset(), e.reason() + " (for a raw memory dump use "
                    + "--raw or list its allocations in " + sidecarOf(file).getFileName() + ")", e);
        }
    }

    public static Path sidecarOf(Path dump) {
        return dump.resolveSibling(dump.getFileName() + SIDECAR_SUFFIX);
    }

    /** A raw memory dump, with its allocations from the sidecar if present (see the class comment). */
    public static MemoryImage openRawDump(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new CheckpointFormatException(file, 0, "no such file");
        }
        List<long[]> ranges = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<AllocationKind> kinds = new ArrayList<>();
        long size = Files.size(file);
        Path sidecar = sidecarOf(file);
        if (Files.exists(sidecar)) {
            parseSidecar(sidecar, size, ranges, names, kinds);
        } else {
            for (long off = 0; off < size; off += SPLIT) {
                ranges.add(new long[] {off, Math.min(SPLIT, size - off)});
                names.add(size > SPLIT ? "dump@" + off : "dump");
                kinds.add(AllocationKind.RAW);
            }
        }
        List<Allocation> allocs = new ArrayList<>();
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            for (int i = 0; i < ranges.size(); i++) {
                ByteBuffer b = ch.map(FileChannel.MapMode.READ_ONLY, ranges.get(i)[0], ranges.get(i)[1]);
                allocs.add(new Allocation(names.get(i), kinds.get(i), b));
            }
        }
        return new MemoryImage(file.getFileName().toString(), -1, allocs, null);
    }

    private static void parseSidecar(Path sidecar, long fileSize, List<long[]> ranges, List<String> names,
            List<AllocationKind> kinds) throws IOException {
        byte[] raw = Files.readAllBytes(sidecar);
        String text = new String(raw, StandardCharsets.UTF_8);
        long lineStart = 0;
        for (String line : text.split("\n", -1)) {
            long here = lineStart;
            lineStart += line.getBytes(StandardCharsets.UTF_8).length + 1;
            String body = line.contains("#") ? line.substring(0, line.indexOf('#')) : line;
            body = body.trim();
            if (body.isEmpty()) {
                continue;
            }
            String[] f = body.split("\\s+");
            if (f.length < 3 || f.length > 4) {
                throw new CheckpointFormatException(sidecar, here, "expected 'name offset length [kind]', got '"
                        + body + "'");
            }
            long off = number(sidecar, here, f[1]);
            long len = number(sidecar, here, f[2]);
            if (off < 0 || len <= 0 || off + len > fileSize) {
                throw new CheckpointFormatException(sidecar, here, "allocation " + f[0] + " [" + off + ", +" + len
                        + ") is not inside the " + fileSize + "-byte dump");
            }
            if (len > Integer.MAX_VALUE) {
                throw new CheckpointFormatException(sidecar, here, "allocation " + f[0] + " is 2 GiB or larger; "
                        + "split it into several allocations");
            }
            AllocationKind kind = AllocationKind.RAW;
            if (f.length == 4) {
                String word = f[3];
                kind = EnumText.find(AllocationKind.class, word).orElseThrow(
                        () -> new CheckpointFormatException(sidecar, here, "unknown kind '" + word + "'"));
            }
            if (names.contains(f[0])) {
                throw new CheckpointFormatException(sidecar, here, "duplicate allocation name " + f[0]);
            }
            ranges.add(new long[] {off, len});
            names.add(f[0]);
            kinds.add(kind);
        }
        if (ranges.isEmpty()) {
            throw new CheckpointFormatException(sidecar, 0, "lists no allocation");
        }
    }

    private static long number(Path file, long offset, String text) throws CheckpointFormatException {
        try {
            return text.startsWith("0x") || text.startsWith("0X") ? Long.parseLong(text.substring(2), 16)
                    : Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new CheckpointFormatException(file, offset, "'" + text + "' is not a number");
        }
    }
}
