package org.snapwear.trace.tests.blockio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.blockio.BlockRequest;
import org.snapwear.trace.blockio.BlockRequest.Op;
import org.snapwear.trace.blockio.BlockTraceException;
import org.snapwear.trace.blockio.BlockTraceFormat;
import org.snapwear.trace.blockio.BlockTraceOptions;
import org.snapwear.trace.blockio.BlockTraceReader;
import org.snapwear.trace.blockio.BlockTraceSummary;

/**
 * Every expected value below was converted by hand from the sample line (sectors x 512, ms x 10^6, filetime
 * ticks x 100, blkparse sec.nsec), so the importers' unit conversions are checked exactly.
 */
class BlockTraceReaderTest {
    @TempDir
    Path dir;

    private Path file(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.US_ASCII);
        return f;
    }

    private static List<BlockRequest> readAll(BlockTraceReader r) throws IOException {
        List<BlockRequest> out = new ArrayList<>();
        BlockRequest q;
        while ((q = r.read()) != null) {
            out.add(q);
        }
        return out;
    }

    @Test
    void disksim() throws IOException {
        Path f = file("t.disksim", """
                0.000000 0 100 8 0
                1.5 0 200 16 1
                2.0000005 0 0 1 0
                3.25 1 50 8 0
                4 0 10 0 0
                """);
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            assertEquals(BlockTraceFormat.DISKSIM, r.format());
            assertEquals(List.of(
                    new BlockRequest(0, Op.WRITE, 51_200, 4096),
                    new BlockRequest(1_500_000, Op.READ, 102_400, 8192),
                    // 2.0000005 ms = 2,000,000.5 ns, rounded half up
                    new BlockRequest(2_000_001, Op.WRITE, 0, 512)), readAll(r));
            BlockTraceSummary s = r.summary();
            assertEquals(3, s.requests());
            assertEquals(1, s.otherDeviceRequests(), "devno 1 is another device");
            assertEquals(1, s.ignoredLines(), "bcount 0");
            assertEquals("0", s.device());
        }
        try (BlockTraceReader r = BlockTraceReader.open(f, BlockTraceOptions.defaults().withDevice("1"))) {
            assertEquals(List.of(new BlockRequest(0, Op.WRITE, 25_600, 4096)), readAll(r));
        }
    }

    @Test
    void msrCambridge() throws IOException {
        Path f = file("usr_0.csv", """
                Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime
                128166372003061629,usr,0,Read,3154132992,4096,1135
                128166372003061729,usr,0,Write,0,512,200
                128166372013061629,usr,1,Write,0,512,200
                128166372013061629,usr,0,write,4096,65536,200
                """);
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            assertEquals(BlockTraceFormat.MSR, r.format());
            assertEquals(List.of(
                    new BlockRequest(0, Op.READ, 3_154_132_992L, 4096),
                    new BlockRequest(10_000, Op.WRITE, 0, 512), // 100 ticks of 100 ns
                    new BlockRequest(1_000_000_000, Op.WRITE, 4096, 65536)), readAll(r)); // 10^7 ticks = 1 s
            assertEquals("usr/0", r.summary().device());
            assertEquals(1, r.summary().otherDeviceRequests());
        }
    }

    private static final String BLKPARSE_Q = """
              8,0    1        1     0.000000000  4162  Q  WS 3417048 + 8 [kworker/u8:2]
              8,0    1        2     0.000001532  4162  G  WS 3417048 + 8 [kworker/u8:2]
              8,0    1        3     0.000003174  4162  I  WS 3417048 + 8 [kworker/u8:2]
              8,0    1        4     0.000010000  4162  D  WS 3417048 + 8 [kworker/u8:2]
              8,0    1        5     0.000250000     0  C  WS 3417048 + 8 [0]
              8,0    0        1     0.500000001  1234  Q   R 2048 + 32 [cat]
              8,0    0        2     0.600000000  1234  Q   D 4096 + 2048 [fstrim]
              8,0    0        3     0.700000000  1234  Q  FN [kworker/0:1H]
              8,0    0        4     0.700000100     0  m   N cfq1234 insert_request
              8,0    0        5     1.000000000  1234  Q  WM 100 + 0 [jbd2/sda1-8]

            CPU0 (8,0):
             Reads Queued:           1,       16KiB	 Writes Queued:           1,        4KiB
            Total (8,0):
             Reads Queued:           1,       16KiB	 Writes Queued:           1,        4KiB
            Throughput (R/W): 0KiB/s / 0KiB/s
            """;

    @Test
    void blkparseUsesQueueEvents() throws IOException {
        try (BlockTraceReader r = BlockTraceReader.open(file("sda.txt", BLKPARSE_Q))) {
            assertEquals(BlockTraceFormat.BLKPARSE, r.format());
            assertEquals("Q", r.blkparseAction());
            assertEquals(List.of(
                    new BlockRequest(0, Op.WRITE, 1_749_528_576L, 4096),
                    new BlockRequest(500_000_001, Op.READ, 1_048_576, 16_384),
                    new BlockRequest(600_000_000, Op.TRIM, 2_097_152, 1_048_576)), readAll(r));
            assertEquals("8,0", r.summary().device());
        }
    }

    @Test
    void blkparseWithoutQueueEventsUsesIssueEvents() throws IOException {
        Path f = file("issued.txt", """
                  8,16   0        1     5.000000000  4162  D  WS 10 + 8 [kworker]
                  8,16   0        2     5.000100000     0  C  WS 10 + 8 [0]
                  8,16   0        3     5.250000000  4162  D   R 20 + 1 [cat]
                """);
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            assertEquals("D", r.blkparseAction());
            assertEquals(List.of(new BlockRequest(0, Op.WRITE, 5120, 4096),
                    new BlockRequest(250_000_000, Op.READ, 10_240, 512)), readAll(r));
        }
    }

    private static final String FIU = """
            89967404265685 4817 syslogd 3878672 8 W 6 0 5ba5aaf1f6f6f4b2c1be35ef2d0c4bfd
            89967404965685 4817 syslogd 3878680 8 R 6 0 5ba5aaf1f6f6f4b2c1be35ef2d0c4bfe
            89967405265685 17 kjournald 100 16 W 6 1 5ba5aaf1f6f6f4b2c1be35ef2d0c4bff
            89967406265685 17 Web Content 100 16 W 6 0 0123456789abcdef0123456789abcdef
            """;

    @Test
    void fiu() throws IOException {
        try (BlockTraceReader r = BlockTraceReader.open(file("homes.blkparse", FIU))) {
            assertEquals(BlockTraceFormat.FIU, r.format());
            assertEquals(List.of(
                    new BlockRequest(0, Op.WRITE, 1_985_880_064L, 4096),
                    new BlockRequest(700_000, Op.READ, 1_985_884_160L, 4096),
                    new BlockRequest(2_000_000, Op.WRITE, 51_200, 8192)), readAll(r));
            assertEquals("6,0", r.summary().device());
            assertEquals(1, r.summary().otherDeviceRequests());
        }
    }

    @Test
    void gzipTracesAreReadTransparently() throws IOException {
        Path f = dir.resolve("homes.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(f))) {
            out.write(FIU.getBytes(StandardCharsets.US_ASCII));
        }
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            assertEquals(3, r.stream().count());
        }
    }

    @Test
    void malformedLineNamesFileLineOffsetAndReason() throws IOException {
        String l1 = "0.0 0 100 8 0\n";
        String l2 = "0.5 0 200 8 1\n";
        Path f = file("bad.disksim", l1 + l2 + "1.0 0 abc 8 0\n2.0 0 300 8 0\n");
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            r.read();
            r.read();
            BlockTraceException e = assertThrows(BlockTraceException.class, r::read);
            assertEquals(3, e.line());
            assertEquals(l1.length() + l2.length(), e.offset());
            assertTrue(e.getMessage().contains(f.toString()) && e.getMessage().contains("blkno"), e.getMessage());
        }
        try (BlockTraceReader r = BlockTraceReader.open(f, BlockTraceOptions.defaults().withSkipBadLines(true))) {
            assertEquals(3, readAll(r).size());
            assertEquals(1, r.summary().badLines());
            assertTrue(r.summary().firstBadLine().contains("line 3"), r.summary().firstBadLine());
        }
    }

    @Test
    void traceWithoutRequestsIsAnError() throws IOException {
        Path f = file("empty.csv", "Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime\n"
                + "128166372003061629,usr,0,Read,0,0,1\n");
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            BlockTraceException e = assertThrows(BlockTraceException.class, r::read);
            assertTrue(e.getMessage().contains("no requests"), e.getMessage());
        }
        assertThrows(BlockTraceException.class, () -> BlockTraceReader.open(file("blank.txt", "\n\n# nothing\n")));
    }

    @Test
    void unknownFormatIsAnError() throws IOException {
        BlockTraceException e = assertThrows(BlockTraceException.class,
                () -> BlockTraceReader.open(file("x.txt", "hello world\nthis is not a trace\n")));
        assertTrue(e.getMessage().contains("not a known block trace format"), e.getMessage());
    }

    @Test
    void iteratorEndsWithNull() throws IOException {
        try (BlockTraceReader r = BlockTraceReader.open(file("one.disksim", "7.5 0 1 1 1\n"))) {
            assertTrue(r.hasNext());
            assertEquals(new BlockRequest(0, Op.READ, 512, 512), r.next());
            assertEquals(false, r.hasNext());
            assertNull(r.read());
        }
    }

    @Test
    void crlfAndLinesLongerThanTheReadBufferKeepOffsetsExact() throws IOException {
        String comment = "#" + "x".repeat(150_000) + "\r\n";
        String good = "0.5 0 1 1 1\r\n";
        Path f = file("long.disksim", good + comment + good + "oops\r\n");
        try (BlockTraceReader r = BlockTraceReader.open(f, BlockTraceOptions.defaults().withFormat(BlockTraceFormat.DISKSIM))) {
            assertEquals(new BlockRequest(0, Op.READ, 512, 512), r.read());
            assertEquals(new BlockRequest(0, Op.READ, 512, 512), r.read());
            BlockTraceException e = assertThrows(BlockTraceException.class, r::read);
            assertEquals(4, e.line());
            assertEquals(2L * good.length() + comment.length(), e.offset());
        }
    }
}
