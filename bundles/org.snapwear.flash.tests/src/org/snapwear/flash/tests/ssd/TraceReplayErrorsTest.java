package org.snapwear.flash.tests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.flash.files.SaveStreamCsv;
import org.snapwear.flash.replay.BlockTraceReplay;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.trace.blockio.BlockTraceException;
import org.snapwear.trace.blockio.BlockTraceReader;

/**
 * Replay errors name the trace file and the line of the request (before: "request #2 ..." with neither), and
 * the SSD inputs name their file when it is a directory or an enum value is unknown.
 */
class TraceReplayErrorsTest {

    @Test
    void requestBeyondTheDeviceNamesFileAndLine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("big.trace");
        Files.writeString(f, "0.0 0 100 8 0\n1.0 0 100 8 1\n2.0 0 999999999 8 0\n");
        Ssd ssd = new Ssd(SsdConfig.theory(1.3, 64, 16, VictimPolicy.GREEDY));
        BlockTraceException e;
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            e = assertThrows(BlockTraceException.class, () -> BlockTraceReplay.replay(ssd, r));
        }
        assertEquals(3, e.line());
        assertEquals(28, e.offset());
        assertTrue(e.getMessage().startsWith(f + " line 3 (offset 28): request (offset 511999999488, length 4096 bytes)"
                + " reaches logical page "), e.getMessage());
    }

    @Test
    void saveStreamThatIsADirectoryIsNamed(@TempDir Path dir) {
        Exception e = assertThrows(java.io.IOException.class, () -> SaveStreamCsv.read(dir));
        assertEquals(dir + ": is a directory, a file was expected", e.getMessage());
    }

    @Test
    void unknownHostTimingListsTheWords() {
        Properties p = new Properties();
        p.setProperty("host_timing", "BOGUS");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SsdConfig.fromProperties(p, SsdConfig.table4(), "dev.properties"));
        assertEquals("dev.properties: host_timing 'BOGUS' is not one of per-channel, shared-host-bus", e.getMessage());
    }
}
