package org.snapwear.trace.tests.meta;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.meta.LogicalPageHistory;
import org.snapwear.trace.meta.MetaTraceException;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.trace.meta.PageVersion;

/**
 * The reference for reconstruction is independent of index.csv: the page files' own names
 * (pages/vVVVV_pPPPPP.bin) give version and page number.
 */
class MetaVersionTraceTest {
    private static final Pattern NAME = Pattern.compile("v(\\d+)_p(\\d+)\\.bin");
    private static Path fixture;
    private static MetaVersionTrace trace;
    /** page -> version -> file, from the file names. */
    private static final TreeMap<Long, TreeMap<Long, Path>> FILES = new TreeMap<>();

    @TempDir
    Path tmp;

    @BeforeAll
    static void open() throws IOException {
        fixture = Fixtures.path("sqlite_meta_trace");
        trace = MetaVersionTrace.open(fixture);
        try (Stream<Path> s = Files.list(fixture.resolve("pages"))) {
            for (Path p : s.toList()) {
                Matcher m = NAME.matcher(p.getFileName().toString());
                assertTrue(m.matches(), p.toString());
                FILES.computeIfAbsent(Long.parseLong(m.group(2)), k -> new TreeMap<>()).put(Long.parseLong(m.group(1)), p);
            }
        }
    }

    @Test
    void countsMatchTheReadme() {
        assertEquals("page_no", trace.idColumn());
        assertEquals(4096, trace.recordSize());
        assertEquals(List.of("page_type", "is_new", "txn_kind"), trace.annotationColumns());
        assertEquals(16 + 4356, trace.rows().size());
        assertEquals(16, trace.rows().stream().filter(r -> r.version() == 0).count());
        assertEquals(4356, trace.rows().stream().filter(r -> r.version() >= 1 && r.version() <= 1000).count());
        assertEquals(7, trace.rows().stream().filter(r -> r.version() > 0 && r.annotations().get("is_new").equals("1"))
                .count());
        assertEquals(23, trace.recordIds().size(), "final state: 23 pages");
        assertEquals(1001, trace.versions().size(), "page 1 changes at every commit");
        int files = FILES.values().stream().mapToInt(TreeMap::size).sum();
        assertEquals(files, trace.rows().size());
    }

    @Test
    void singleRecordPagesHaveOneVersionPerRow() {
        List<LogicalPageHistory> pages = trace.logicalPages(1);
        assertEquals(23, pages.size());
        assertEquals(4372, trace.logicalPageVersionCount(1));
        assertEquals(1, pages.get(0).firstRecordId());
        assertEquals(FILES.get(1L).size(), pages.get(0).versionCount());
    }

    @Test
    void groupedPageCountsMatchFileNames() {
        for (int k : new int[] {2, 4, 16}) {
            Set<String> expected = new HashSet<>();
            FILES.forEach((page, versions) -> versions.keySet().forEach(v -> expected.add((page - 1) / k + "@" + v)));
            assertEquals(expected.size(), trace.logicalPageVersionCount(k), "k=" + k);
        }
    }

    @Test
    void reconstructedVersionsEqualRawFiles() throws IOException {
        // Logical 16 KB page 1 = SQLite pages 5..8, every version; each against "largest version <= v" files.
        LogicalPageHistory h = trace.logicalPage(1, 4);
        assertEquals(5, h.firstRecordId());
        assertEquals(16384, h.pageBytes());
        List<PageVersion> versions = h.readAll();
        assertEquals(h.versionCount(), versions.size());
        assertTrue(versions.size() > 100, "pages 5..8 change often: " + versions.size());
        for (PageVersion v : versions) {
            assertArrayEquals(reference(5, 4, v.version()), v.data(), "version " + v.version());
            assertTrue(!v.changed().isEmpty());
        }
        // A page that grows into existence later: zeros before, file content after.
        long newPage = FILES.lastKey();
        long born = FILES.get(newPage).firstKey();
        assertTrue(born > 0, "the last page is created by a transaction");
        LogicalPageHistory single = trace.logicalPage(newPage - 1, 1);
        assertArrayEquals(new byte[4096], single.contentAt(born - 1));
        assertArrayEquals(Files.readAllBytes(FILES.get(newPage).get(born)), single.contentAt(born));
        assertArrayEquals(reference(newPage, 1, 1000), single.contentAt(1000));
    }

    private static byte[] reference(long firstPage, int k, long version) throws IOException {
        byte[] out = new byte[4096 * k];
        for (int i = 0; i < k; i++) {
            TreeMap<Long, Path> versions = FILES.get(firstPage + i);
            if (versions == null || versions.floorKey(version) == null) {
                continue;
            }
            byte[] b = Files.readAllBytes(versions.floorEntry(version).getValue());
            System.arraycopy(b, 0, out, i * 4096, 4096);
        }
        return out;
    }

    private Path brokenCopy(String extraRow) throws IOException {
        Path d = tmp.resolve("t");
        Files.createDirectories(d.resolve("pages"));
        List<String> lines = new ArrayList<>(Files.readAllLines(fixture.resolve("index.csv")).subList(0, 4));
        for (String l : lines.subList(1, 4)) {
            String f = l.split(",")[2];
            Files.copy(fixture.resolve(f), d.resolve(f));
        }
        lines.add(extraRow);
        Files.write(d.resolve("index.csv"), lines);
        return d;
    }

    @Test
    void missingFileIsNamedWithItsLine() throws IOException {
        Path d = brokenCopy("1,1,pages/v0001_p00001.bin,table_leaf,0,update");
        MetaTraceException e = assertThrows(MetaTraceException.class, () -> MetaVersionTrace.open(d));
        assertEquals(5, e.line());
        assertTrue(e.getMessage().contains("index.csv line 5") && e.getMessage().contains("v0001_p00001.bin")
                && e.getMessage().contains("does not exist"), e.getMessage());
    }

    @Test
    void wrongSizeIsAnError() throws IOException {
        Path d = brokenCopy("1,1,pages/short.bin,table_leaf,0,update");
        Files.write(d.resolve("pages/short.bin"), new byte[100]);
        MetaTraceException e = assertThrows(MetaTraceException.class, () -> MetaVersionTrace.open(d));
        assertTrue(e.getMessage().contains("line 5") && e.getMessage().contains("100 bytes"), e.getMessage());
    }

    @Test
    void unparsableNumberAndDuplicateAreErrors() throws IOException {
        Path d = brokenCopy("x1,1,pages/v0000_p00001.bin,table_leaf,0,update");
        MetaTraceException e = assertThrows(MetaTraceException.class, () -> MetaVersionTrace.open(d));
        assertTrue(e.getMessage().contains("line 5") && e.getMessage().contains("version is not a whole number"),
                e.getMessage());
        Path d2 = tmp.resolve("t");
        Files.writeString(d2.resolve("index.csv"), Files.readString(d2.resolve("index.csv"))
                .replace("x1,1,", "0,1,"));
        MetaTraceException e2 = assertThrows(MetaTraceException.class, () -> MetaVersionTrace.open(d2));
        assertTrue(e2.getMessage().contains("already listed on line 2"), e2.getMessage());
    }

    @Test
    void otherRecordSizesAndIdColumns() throws IOException {
        // 256-byte inodes with an inode_no column and a quoted annotation containing a comma.
        Path d = tmp.resolve("inodes");
        Files.createDirectories(d);
        StringBuilder index = new StringBuilder("version,inode_no,file,note\n");
        byte[][] data = new byte[3][256];
        for (int i = 0; i < 3; i++) {
            java.util.Arrays.fill(data[i], (byte) (i + 1));
            Files.write(d.resolve("r" + i), data[i]);
        }
        index.append("0,10,r0,\"made, then\"\n0,11,r1,x\n3,10,r2,y\n");
        Files.writeString(d.resolve("index.csv"), index.toString());
        MetaVersionTrace t = MetaVersionTrace.open(d);
        assertEquals(256, t.recordSize());
        assertEquals("inode_no", t.idColumn());
        assertEquals("made, then", t.rows().get(0).annotations().get("note"));
        List<PageVersion> v = t.logicalPage(0, 2).readAll();
        assertEquals(2, v.size());
        byte[] at0 = new byte[512];
        System.arraycopy(data[0], 0, at0, 0, 256);
        System.arraycopy(data[1], 0, at0, 256, 256);
        assertArrayEquals(at0, v.get(0).data());
        System.arraycopy(data[2], 0, at0, 0, 256);
        assertArrayEquals(at0, v.get(1).data());
        assertEquals(3, v.get(1).version());
        assertEquals("y", v.get(1).changed().get(0).annotations().get("note"));
    }
}
