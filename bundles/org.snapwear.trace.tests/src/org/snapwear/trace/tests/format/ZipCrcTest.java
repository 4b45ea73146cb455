package org.snapwear.trace.tests.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.internal.ZipArchive;
import org.snapwear.trace.format.torch.TorchZipReader;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Bit flips in the entries of zip checkpoints ({@code .pt}, {@code .npz}) are caught by the CRC-32 the archive
 * records, whether the entry is mapped (stored) or inflated (deflated), and whether it is read or only located
 * as a payload region.
 */
class ZipCrcTest {

    /** A region of the file: where one entry's data lies. */
    private record Span(String name, long offset, long length) {
    }

    @Test
    void everyFlippedByteOfAStoredTorchEntryIsRefused(@TempDir Path tmp) throws Exception {
        Path pt = FormatFixtures.cnnFiles(".pt").get(10);
        byte[] original = Files.readAllBytes(pt);
        // the entries Snapwear reads: the pickle, the storages, the byte order (not torch's version number)
        List<Span> spans = spans(pt).stream().filter(s -> s.name().contains("/data") || s.name().endsWith("/byteorder"))
                .toList();
        Path copy = tmp.resolve("flipped.pt");
        int flips = 0;
        for (Span s : spans) {
            // every byte of small entries, about 64 spread over large ones (the CNN's weights)
            long step = Math.max(1, s.length() / 64);
            for (long i = 0; i < s.length(); i += step) {
                byte[] b = original.clone();
                int at = (int) (s.offset() + i);
                b[at] ^= (byte) (1 << (flips % 8));
                Files.write(copy, b);
                CheckpointFormatException e = assertThrows(CheckpointFormatException.class,
                        () -> CheckpointFormats.read(copy).close(), s.name() + " byte " + i);
                assertTrue(e.getMessage().startsWith(copy + " at offset "), e.getMessage());
                if (!s.name().endsWith("data.pkl")) {
                    // a flipped pickle may fail as a pickle before its end is checked; tensor bytes never do
                    assertEquals(s.offset(), e.offset(), e.getMessage());
                    assertTrue(e.getMessage().contains("zip entry " + s.name() + ": CRC-32 mismatch"),
                            e.getMessage());
                    assertThrows(CheckpointFormatException.class, () -> new TorchZipReader().payloadRegions(copy),
                            "payload regions of " + s.name() + " byte " + i);
                }
                flips++;
            }
        }
        assertTrue(flips > 100, "flipped " + flips + " bytes");
    }

    @Test
    void everyFlippedByteOfAStoredNpzIsRefused(@TempDir Path tmp) throws Exception {
        Path npz = FormatFixtures.data("numpy/stored.npz");
        byte[] original = Files.readAllBytes(npz);
        Path copy = tmp.resolve("flipped.npz");
        for (Span s : spans(npz)) {
            for (long i = 0; i < s.length(); i++) {
                byte[] b = original.clone();
                b[(int) (s.offset() + i)] ^= 0x10;
                Files.write(copy, b);
                assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(copy).close(),
                        s.name() + " byte " + i);
            }
        }
    }

    @Test
    void deflatedEntryWhoseDataDoesNotMatchItsCrcIsRefused(@TempDir Path tmp) throws Exception {
        for (String f : new String[] {"numpy/deflated.npz", "numpy/stored.npz"}) {
            Path src = FormatFixtures.data(f);
            try (Snapshot s = CheckpointFormats.read(src)) {
                assertEquals(2, s.tensors().size(), "the intact file reads");
            }
            // Change the CRC the central directory records for w.npy: the same as changing the data, but the
            // deflate stream stays valid, so only the CRC check can notice.
            byte[] b = Files.readAllBytes(src);
            int crcAt = centralCrcOffset(b, "w.npy");
            b[crcAt] ^= 1;
            Path copy = tmp.resolve(Path.of(f).getFileName());
            Files.write(copy, b);
            long dataOffset = spans(src).stream().filter(s -> s.name().equals("w.npy")).findFirst().orElseThrow()
                    .offset();
            CheckpointFormatException e = assertThrows(CheckpointFormatException.class,
                    () -> CheckpointFormats.read(copy).close(), f);
            assertEquals(copy + " at offset " + dataOffset + ": zip entry w.npy: CRC-32 mismatch", e.getMessage()
                    .substring(0, e.getMessage().indexOf(" (central")), e.getMessage());
        }
    }

    private static List<Span> spans(Path zip) throws IOException {
        List<Span> out = new ArrayList<>();
        try (ZipArchive z = ZipArchive.open(zip)) {
            for (ZipArchiveEntry e : z.entries()) {
                if (e.getCompressedSize() > 0) {
                    out.add(new Span(e.getName(), z.dataOffset(e), e.getCompressedSize()));
                }
            }
        }
        return out;
    }

    /** Offset of the CRC-32 field in the central directory header of the named entry. */
    private static int centralCrcOffset(byte[] b, String name) {
        for (int i = 0; i + 46 < b.length; i++) {
            if (b[i] == 'P' && b[i + 1] == 'K' && b[i + 2] == 1 && b[i + 3] == 2) {
                int len = (b[i + 28] & 0xFF) | (b[i + 29] & 0xFF) << 8;
                if (new String(b, i + 46, len, java.nio.charset.StandardCharsets.UTF_8).equals(name)) {
                    return i + 16;
                }
            }
        }
        throw new AssertionError("no central directory header for " + name);
    }
}
