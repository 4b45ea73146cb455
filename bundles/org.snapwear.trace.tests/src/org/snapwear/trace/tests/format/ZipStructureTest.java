package org.snapwear.trace.tests.format;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.internal.ZipArchive;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * What the CRC-32 does not cover: entry names, the entry list and where the central directory lies. A flipped
 * bit there may not make a read fail, but it may never change what is read: every single-bit flip of a small
 * .npz, and of the zip structure of a fixture .pt, either fails with a format error or reads the very same
 * tensors (names, dtypes, shapes, order, bytes).
 */
class ZipStructureTest {

    @Test
    void everySingleBitFlipFailsOrReadsTheSameTensors(@TempDir Path tmp) throws Exception {
        for (String f : new String[] {"numpy/stored.npz", "numpy/deflated.npz"}) {
            Path src = FormatFixtures.data(f);
            byte[] original = Files.readAllBytes(src);
            Path copy = tmp.resolve(src.getFileName());
            int read = 0;
            try (Snapshot expected = CheckpointFormats.read(src)) {
                for (int i = 0; i < original.length * 8; i++) {
                    byte[] b = original.clone();
                    b[i / 8] ^= (byte) (1 << (i % 8));
                    Files.write(copy, b);
                    Snapshot got;
                    try {
                        got = CheckpointFormats.read(copy);
                    } catch (CheckpointFormatException e) {
                        continue;
                    }
                    try (got) {
                        FormatFixtures.assertSameTensors(expected, got);
                    } catch (AssertionError e) {
                        throw new AssertionError(f + " with bit " + (i % 8) + " of byte " + (i / 8)
                                + " flipped read other tensors silently", e);
                    }
                    read++;
                }
            }
            // flips in time stamps, attributes and similar fields are harmless and still read
            assertTrue(read > 0 && read < original.length * 8, f + ": " + read + " flipped copies read");
        }
    }

    @Test
    void flipsOutsideTheEntriesOfATorchFileFailOrReadTheSameTensors(@TempDir Path tmp) throws Exception {
        Path src = FormatFixtures.cnnFiles(".pt").get(2);
        byte[] original = Files.readAllBytes(src);
        boolean[] data = new boolean[original.length];
        try (ZipArchive z = ZipArchive.open(src)) {
            for (ZipArchiveEntry e : z.entries()) {
                for (long i = z.dataOffset(e); i < z.dataOffset(e) + e.getCompressedSize(); i++) {
                    data[(int) i] = true; // entry bytes: ZipCrcTest's part
                }
            }
        }
        Path copy = tmp.resolve("flipped.pt");
        int flipped = 0;
        try (Snapshot expected = CheckpointFormats.read(src)) {
            for (int i = 0; i < original.length; i++) {
                if (data[i]) {
                    continue;
                }
                byte[] b = original.clone();
                b[i] ^= (byte) (1 << (i % 8)); // one bit per header byte, each bit position in turn
                Files.write(copy, b);
                flipped++;
                try (Snapshot got = CheckpointFormats.read(copy)) {
                    FormatFixtures.assertSameTensors(expected, got);
                } catch (CheckpointFormatException e) {
                    // refused: fine
                } catch (AssertionError e) {
                    throw new AssertionError("bit " + (i % 8) + " of header byte " + i + " read other tensors", e);
                }
            }
        }
        assertTrue(flipped > 500, flipped + " header bytes flipped");
    }

    @Test
    void aRenamedEntryIsRefused(@TempDir Path tmp) throws Exception {
        byte[] b = Files.readAllBytes(FormatFixtures.data("numpy/stored.npz"));
        // the central directory's copy of the name: the last occurrence of "w.npy"
        int at = lastIndexOf(b, "w.npy".getBytes(StandardCharsets.US_ASCII));
        b[at + 4] ^= 0x01; // w.npy -> w.npx: no longer a tensor entry, so w would silently vanish
        Path copy = tmp.resolve("renamed.npz");
        Files.write(copy, b);
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(copy));
        assertTrue(e.getMessage().contains("zip entry w.npx: the local header names it differently"), e.getMessage());
    }

    private static int lastIndexOf(byte[] b, byte[] what) {
        for (int i = b.length - what.length; i >= 0; i--) {
            boolean match = true;
            for (int j = 0; j < what.length && match; j++) {
                match = b[i + j] == what[j];
            }
            if (match) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }
}
