package org.snapwear.flash.tests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.flash.files.FileLayer;
import org.snapwear.flash.files.FileOp;
import org.snapwear.flash.files.FileStats;
import org.snapwear.flash.files.SaveStreamCsv;
import org.snapwear.flash.files.SaveStreamFormatException;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;

class FileLayerTest {

    private static SsdConfig small() {
        return SsdConfig.builder().channels(2).blocksPerChip(64).pagesPerBlock(16).overProvisioning(0.25).build();
    }

    private static long validTotal(Ssd ssd) {
        long v = 0;
        for (int b = 0; b < ssd.blocks(); b++) {
            v += ssd.validPages(b);
        }
        return v;
    }

    @Test
    void writeReplaceDeleteKeepsExactlyTheLiveFilesValid() {
        Ssd ssd = new Ssd(small());
        FileLayer fs = new FileLayer(ssd);
        fs.write("a", 10 * 4096 + 1, -1); // 11 pages
        fs.write("b", 4096, -1);
        assertEquals(12, validTotal(ssd));
        fs.write("a", 3 * 4096, -1); // replace: new pages written, old ones trimmed
        assertEquals(4, validTotal(ssd));
        assertEquals(4, fs.storedPages());
        fs.delete("b", -1);
        assertEquals(3, validTotal(ssd));
        var m = ssd.metrics();
        assertEquals(11 + 1 + 3, m.hostPagesWritten());
        assertEquals(11 + 1, m.hostPagesTrimmed());
        assertThrows(IllegalArgumentException.class, () -> fs.delete("b", -1));
    }

    @Test
    void saveAndRestoreTimesFollowTheChannelModel() {
        Ssd ssd = new Ssd(small());
        FileLayer fs = new FileLayer(ssd);
        fs.write("ckpt", 8 * 4096, -1); // 8 pages over 2 channels: 4 pages per chip, (xfer + prog) each
        fs.read("ckpt", -1);
        FileStats s = fs.stats().get(0);
        assertEquals(8, s.pages());
        assertEquals(4 * (0.1024 + 0.2), s.saveTimeMs(), 1e-9);
        assertEquals(4 * (0.025 + 0.1024), s.restoreTimeMs(), 1e-9);
    }

    @Test
    void filesReuseWarmupDataOnlyWhenFreeLogicalSpaceRunsOut() {
        SsdConfig cfg = small();
        Ssd ssd = new Ssd(cfg);
        // 2048 / 1.25 = 1638 user pages; warm-up valid data on pages 0..1279, 358 never used.
        assertEquals(1638, ssd.userPages());
        ssd.warmUp(new WarmupState(80, 30, 18, WarmupLayout.SEGREGATED));
        FileLayer fs = new FileLayer(ssd);
        fs.write("x", 308L * 4096, -1);
        assertEquals(1280 + 308, validTotal(ssd));
        fs.write("y", 100L * 4096, -1); // 50 never-used pages, then 50 warm-up pages are overwritten
        assertEquals(1638, validTotal(ssd));
        assertThrows(IllegalStateException.class, () -> fs.write("z", 2000L * 4096, -1));
    }

    @Test
    void csvStreamParsesAndReportsBadRows(@TempDir Path dir) throws IOException {
        Path ok = dir.resolve("saves.csv");
        Files.writeString(ok, "op,name,bytes,time_ms\n# a comment\nwrite,base_0,40960\nwrite,delta_1,8192,5.5\n"
                + "read,base_0,\ndelete,delta_1,\n");
        List<FileOp> ops = SaveStreamCsv.read(ok);
        assertEquals(List.of(FileOp.write("base_0", 40960), FileOp.write("delta_1", 8192, 5_500_000),
                FileOp.read("base_0"), FileOp.delete("delta_1")), ops);
        Ssd ssd = new Ssd(small());
        FileLayer fs = new FileLayer(ssd);
        fs.applyAll(ops);
        assertEquals(12, ssd.metrics().hostPagesWritten());
        assertEquals(10, validTotal(ssd));

        Path bad = dir.resolve("bad.csv");
        Files.writeString(bad, "write,a,100\nappend,b,5\n");
        SaveStreamFormatException e = assertThrows(SaveStreamFormatException.class, () -> SaveStreamCsv.read(bad));
        assertTrue(e.getMessage().contains("bad.csv: line 2 (byte offset 12): unknown op 'append'"), e.getMessage());
        Path neg = dir.resolve("neg.csv");
        Files.writeString(neg, "write,a,-4\n");
        assertThrows(SaveStreamFormatException.class, () -> SaveStreamCsv.read(neg));
        Path empty = dir.resolve("empty.csv");
        Files.writeString(empty, "op,name,bytes\n");
        assertThrows(SaveStreamFormatException.class, () -> SaveStreamCsv.read(empty));
    }
}
