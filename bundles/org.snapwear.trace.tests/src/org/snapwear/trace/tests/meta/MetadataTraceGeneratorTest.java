package org.snapwear.trace.tests.meta;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.meta.MetadataTraceGenerator;
import org.snapwear.trace.meta.LogicalPageHistory;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.trace.meta.PageVersion;

/**
 * The generated metadata trace: valid for the importer, deterministic, every commit changes the header page and
 * the counters page, and its shape (versions per page, changed bytes per page update) is within a factor of two of
 * the real SQLite trace of the shared fixtures (sqlite_meta_trace, found by Fixtures) (the figures of docs/generator.md).
 */
class MetadataTraceGeneratorTest {

    @TempDir
    Path tmp;

    /** Shape of a trace: versions per logical page (descending) and changed bytes over all page updates. */
    record Shape(int pages, long rows, List<Integer> versionsPerPage, long updates, long changedBytes,
            long unchangedUpdates) {
        double changedPerUpdate() {
            return (double) changedBytes / updates;
        }
    }

    static Shape shape(Path dir) throws IOException {
        MetaVersionTrace t = MetaVersionTrace.open(dir);
        List<Integer> vpp = new ArrayList<>();
        long updates = 0;
        long changed = 0;
        long unchanged = 0;
        for (LogicalPageHistory h : t.logicalPages(1)) {
            vpp.add(h.versionCount());
            byte[] prev = null;
            for (PageVersion v : h) {
                if (prev != null) {
                    updates++;
                    long before = changed;
                    for (int i = 0; i < prev.length; i++) {
                        if (prev[i] != v.data()[i]) {
                            changed++;
                        }
                    }
                    if (changed == before) {
                        unchanged++;
                    }
                }
                prev = v.data();
            }
        }
        vpp.sort((a, b) -> b - a);
        return new Shape(vpp.size(), t.rows().size(), vpp, updates, changed, unchanged);
    }

    @Test
    void smallTraceOpensAndEveryCommitChangesHeaderAndCounters() throws IOException {
        MetadataTraceGenerator.Settings s = new MetadataTraceGenerator.Settings(50, 60, 0.8, 7);
        Path dir = MetadataTraceGenerator.write(s, tmp.resolve("t"));
        MetaVersionTrace t = MetaVersionTrace.open(dir);
        assertEquals(4096, t.recordSize());
        assertEquals("page_no", t.idColumn());
        // Page 1 (logical page 0: the smallest record id) is listed at version 0 and at each of the 50 commits.
        assertEquals(51, t.logicalPage(0, 1).versionCount());
        byte[] v7 = t.logicalPage(0, 1).contentAt(7);
        assertEquals(7, ((v7[24] & 0xFF) << 24) | ((v7[25] & 0xFF) << 16) | ((v7[26] & 0xFF) << 8) | (v7[27] & 0xFF));
        Shape sh = shape(dir);
        assertEquals(51, sh.versionsPerPage().get(1), "counters page changes at every commit too");
        // Every listed version really differs from the previous one of its page.
        assertEquals(0, sh.unchangedUpdates(), "versions identical to the previous one of their page");
    }

    @Test
    void sameSettingsGiveByteIdenticalTraces() throws IOException {
        MetadataTraceGenerator.Settings s = new MetadataTraceGenerator.Settings(40, 50, 1.0, 99);
        Path a = MetadataTraceGenerator.write(s, tmp.resolve("a"));
        Path b = MetadataTraceGenerator.write(s, tmp.resolve("b"));
        assertArrayEquals(Files.readAllBytes(a.resolve("index.csv")), Files.readAllBytes(b.resolve("index.csv")));
        for (String line : Files.readAllLines(a.resolve("index.csv")).subList(1, 30)) {
            String file = line.split(",")[2];
            assertArrayEquals(Files.readAllBytes(a.resolve(file)), Files.readAllBytes(b.resolve(file)), file);
        }
        Path c = MetadataTraceGenerator.write(new MetadataTraceGenerator.Settings(40, 50, 1.0, 100), tmp.resolve("c"));
        assertTrue(!java.util.Arrays.equals(Files.readAllBytes(a.resolve("index.csv")),
                Files.readAllBytes(c.resolve("index.csv"))), "another seed gives another trace");
    }

    @Test
    void badSettingsAreRejectedWithTheFieldName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MetadataTraceGenerator.Settings(0, 10, 1, 1));
        assertTrue(e.getMessage().contains("transactions"), e.getMessage());
    }

    /** Default settings vs the real trace (1,000 transactions each). */
    @Test
    void defaultShapeIsWithinAFactorOfTwoOfTheRealSqliteTrace() throws IOException {
        Path real = Fixtures.path("sqlite_meta_trace");
        Shape r = shape(real);
        Shape g = shape(MetadataTraceGenerator.write(MetadataTraceGenerator.Settings.defaults(), tmp.resolve("g")));
        // Real: 23 pages, 4,349 page updates, 81.8 changed bytes per update; two pages change at every commit.
        assertEquals(1001, r.versionsPerPage().get(0));
        assertEquals(1001, g.versionsPerPage().get(0));
        assertEquals(1001, g.versionsPerPage().get(1));
        within("logical pages", r.pages(), g.pages());
        within("page updates", r.updates(), g.updates());
        within("changed bytes per update", r.changedPerUpdate(), g.changedPerUpdate());
        within("versions of the third most updated page", r.versionsPerPage().get(2), g.versionsPerPage().get(2));
    }

    static void within(String what, double real, double generated) {
        assertTrue(generated >= real / 2 && generated <= real * 2,
                what + ": generated " + generated + " vs real " + real + " (factor 2 allowed)");
    }
}
