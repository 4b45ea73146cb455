package org.snapwear.trace.tests.format.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tests.format.FormatFixtures;

/**
 * Every fixture checkpoint (21 .pt + 21 .safetensors) and every fuzz sample, truncated at 0, 7, 8,
 * end-of-header - 1, the middle of the data and size - 1 bytes, must be rejected with a
 * {@link CheckpointFormatException} naming the truncated file.
 */
class TruncationTest {

    @TempDir
    Path dir;

    /** Where the metadata ends and tensor bytes begin. */
    private static long headerEnd(Path f) throws IOException {
        String n = f.getFileName().toString();
        if (n.endsWith(".safetensors")) {
            try (FileChannel ch = FileChannel.open(f)) {
                ByteBuffer b = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
                ch.read(b, 0);
                return 8 + b.getLong(0);
            }
        }
        if (n.endsWith(".pt")) {
            try (ZipFile z = ZipFile.builder().setPath(f).get()) {
                for (ZipArchiveEntry e : Collections.list(z.getEntriesInPhysicalOrder())) {
                    if (e.getName().contains("/data/")) {
                        return e.getDataOffset();
                    }
                }
            }
        }
        return Files.size(f) / 4;
    }

    private static List<Long> topLevelFieldEnds(byte[] msg) throws IOException {
        List<Long> ends = new ArrayList<>();
        com.google.protobuf.CodedInputStream in = com.google.protobuf.CodedInputStream.newInstance(msg);
        while (!in.isAtEnd()) {
            in.skipField(in.readTag());
            ends.add((long) in.getTotalBytesRead());
        }
        return ends;
    }

    private static List<Long> cuts(Path f) throws IOException {
        long size = Files.size(f);
        TreeSet<Long> c = new TreeSet<>(List.of(0L, 7L, 8L, headerEnd(f) - 1, (headerEnd(f) + size) / 2, size - 1));
        c.removeIf(x -> x < 0 || x >= size);
        return new ArrayList<>(c);
    }

    private void assertRejected(Path original, Path truncatedName, long len) throws IOException {
        Files.createDirectories(truncatedName.getParent());
        try (FileChannel in = FileChannel.open(original);
                FileChannel out = FileChannel.open(truncatedName, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        StandardOpenOption.TRUNCATE_EXISTING)) {
            long done = 0;
            while (done < len) {
                done += in.transferTo(done, len - done, out);
            }
        }
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class,
                () -> CheckpointFormats.read(truncatedName).close(), original + " truncated to " + len);
        assertEquals(truncatedName, e.file(), e.getMessage());
        assertTrue(e.offset() >= 0 && e.offset() <= Math.max(len, 1), "offset " + e.offset() + " for length " + len);
    }

    @Test
    void truncatedFixturesAreRejected() throws Exception {
        List<Path> files = new ArrayList<>(FormatFixtures.cnnFiles(".pt"));
        files.addAll(FormatFixtures.cnnFiles(".safetensors"));
        assertEquals(42, files.size());
        for (Path f : files) {
            for (long len : cuts(f)) {
                assertRejected(f, dir.resolve("cut").resolve(f.getFileName()), len);
            }
        }
    }

    @Test
    void truncatedSamplesOfEveryFormatAreRejected() throws Exception {
        for (Samples.Sample s : Samples.create(dir.resolve("valid"))) {
            if (Files.isDirectory(s.read())) {
                continue; // the raw directory's manifest is JSON: covered by the fuzz test
            }
            List<Long> cuts = cuts(s.read());
            if (s.format().equals("caffe") || s.format().equals("onnx")) {
                // A protobuf cut exactly between two top-level fields is by design a valid, shorter message
                // (it may legitimately read as fewer layers); every other cut must be rejected.
                cuts.removeAll(topLevelFieldEnds(Files.readAllBytes(s.read())));
            }
            for (long len : cuts) {
                assertRejected(s.read(), dir.resolve("cut-" + s.format()).resolve(s.read().getFileName()), len);
            }
        }
    }
}
