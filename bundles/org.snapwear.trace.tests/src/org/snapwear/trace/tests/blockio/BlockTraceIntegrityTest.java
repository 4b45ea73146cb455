package org.snapwear.trace.tests.blockio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.blockio.BlockRequest;
import org.snapwear.trace.blockio.BlockRequest.Op;
import org.snapwear.trace.blockio.BlockTraceException;
import org.snapwear.trace.blockio.BlockTraceOptions;
import org.snapwear.trace.blockio.BlockTraceReader;
import org.snapwear.trace.blockio.BlockTraceSummary;

/**
 * Requests a replay cannot use are refused like malformed lines, naming file, line and reason: an extent whose
 * end overflows (it used to become a request covering no page), and an arrival time earlier than the previous
 * request's (it used to be counted and kept).
 */
class BlockTraceIntegrityTest {
    private static final String HEADER = "Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime\n";
    private static final String FIRST = "128166372003061629,usr,0,Write,0,512,200\n";

    @TempDir
    Path dir;

    private Path file(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.US_ASCII);
        return f;
    }

    private static List<BlockRequest> readAll(BlockTraceReader r) throws IOException {
        List<BlockRequest> out = new ArrayList<>();
        for (BlockRequest q = r.read(); q != null; q = r.read()) {
            out.add(q);
        }
        return out;
    }

    @Test
    void msrOffsetPlusSizeThatOverflowsNamesFileLineAndReason() throws IOException {
        Path f = file("overflow.csv", HEADER + FIRST + "128166372003061729,usr,0,Write,9223372036854775807,4096,200\n");
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            assertEquals(new BlockRequest(0, Op.WRITE, 0, 512), r.read());
            BlockTraceException e = assertThrows(BlockTraceException.class, r::read);
            assertEquals(3, e.line());
            assertEquals(HEADER.length() + FIRST.length(), e.offset());
            assertTrue(e.getMessage().startsWith(f + " line 3 (offset " + e.offset() + "): offset 9223372036854775807"
                    + " + size 4096 bytes overflows"), e.getMessage());
        }
    }

    @Test
    void msrArrivalTimeGoingBackwardsNamesFileLineAndReason() throws IOException {
        String second = "128166372003061729,usr,0,Write,4096,512,200\n";
        Path f = file("backwards.csv", HEADER + FIRST + second + "128166372003061700,usr,0,Read,0,512,200\n");
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            assertEquals(2, List.of(r.read(), r.read()).size());
            BlockTraceException e = assertThrows(BlockTraceException.class, r::read);
            assertEquals(4, e.line());
            assertEquals(HEADER.length() + FIRST.length() + second.length(), e.offset());
            // 100 ticks after the first, then 71: 10,000 ns, then 7,100 ns
            assertTrue(e.reason().startsWith("arrival time goes backwards (7100 ns after the first request, the "
                    + "previous request was at 10000 ns)"), e.getMessage());
        }
    }

    @Test
    void beforeTheFirstRequestIsBackwardsToo() throws IOException {
        Path f = file("early.disksim", "5.0 0 100 8 0\n4.0 0 200 8 0\n");
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            r.read();
            BlockTraceException e = assertThrows(BlockTraceException.class, r::read);
            assertEquals(2, e.line());
            assertTrue(e.reason().contains("goes backwards"), e.getMessage());
        }
    }

    @Test
    void skipBadLinesSkipsAndCountsThem() throws IOException {
        Path f = file("mixed.csv", HEADER + FIRST
                + "128166372003061729,usr,0,Write,9223372036854775807,4096,200\n" // overflow: bad line
                + "128166372003061829,usr,0,Write,4096,512,200\n"
                + "128166372003061729,usr,0,Read,0,512,200\n" // backwards: skipped, counted
                + "128166372003061929,usr,0,Read,8192,512,200\n");
        try (BlockTraceReader r = BlockTraceReader.open(f, BlockTraceOptions.defaults().withSkipBadLines(true))) {
            assertEquals(List.of(new BlockRequest(0, Op.WRITE, 0, 512), new BlockRequest(20_000, Op.WRITE, 4096, 512),
                    new BlockRequest(30_000, Op.READ, 8192, 512)), readAll(r));
            BlockTraceSummary s = r.summary();
            assertEquals(3, s.requests());
            assertEquals(1, s.badLines());
            assertEquals(1, s.outOfOrderRequests());
            assertTrue(s.firstBadLine().contains("line 3") && s.firstBadLine().contains("overflows"),
                    s.firstBadLine());
        }
    }

    @Test
    void equalTimesAreInOrder() throws IOException {
        Path f = file("same.csv", HEADER + FIRST + FIRST.replace(",0,512,", ",512,512,"));
        try (BlockTraceReader r = BlockTraceReader.open(f)) {
            assertEquals(2, readAll(r).size());
        }
    }
}
