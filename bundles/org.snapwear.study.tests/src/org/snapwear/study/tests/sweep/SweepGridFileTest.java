package org.snapwear.study.tests.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.study.sweep.SaveStreamKey;
import org.snapwear.study.sweep.SweepCell;
import org.snapwear.study.sweep.SweepGrid;
import org.snapwear.study.sweep.SweepGridFile;
import org.snapwear.study.sweep.SweepWarmup;

/** The grid file: values, defaults, the order of cells, and one-line errors naming the file and the key. */
class SweepGridFileTest {

    static final String GRID = """
            # two schemes, listed chain first on purpose: cells follow the file, not the alphabet
            scheme.chain = --codec dynrle --mode chain
            scheme.prog = --codec gzip --baseline gzip --mode progressive
            snap_dis = 4, 2
            policy = greedy, cost-benefit
            over_provisioning = 0.15
            gc_threshold = 0.05, 0.1
            blocks_per_chip = 64, 128, 48
            """;

    @Test
    void valuesAndDefaults() {
        SweepGrid g = SweepGridFile.parse(GRID, "g.properties");
        assertEquals(List.of("chain", "prog"), g.schemes().stream().map(s -> s.name()).toList());
        assertEquals(List.of(4, 2), g.snapDis());
        assertEquals(List.of(VictimPolicy.GREEDY, VictimPolicy.COST_BENEFIT), g.policies());
        assertEquals(List.of(0.05, 0.1), g.gcThresholds());
        assertEquals(List.of(64, 128, 48), g.blocksPerChip());
        assertEquals(SweepWarmup.TABLE8, g.warmup(), "the default warm-up");
        SweepGrid d = SweepGridFile.parse("scheme.a = --codec dynrle --mode chain\nsnap_dis = 3\nblocks_per_chip = 64\n",
                "d");
        assertEquals(List.of(VictimPolicy.GREEDY), d.policies());
        assertEquals(List.of(0.15), d.overProvisioning());
        assertEquals(List.of(0.05), d.gcThresholds());
    }

    /**
     * A grid of 10^9 cells from a file of 13 KB is refused before a cell or device is made (it exhausted the heap
     * listing its cells before), naming the count and the documented limit.
     */
    @Test
    void aGridBeyondTheCellLimitIsRefusedBeforeAnyWork() {
        StringBuilder values = new StringBuilder();
        for (int i = 1; i <= 1000; i++) {
            values.append(i == 1 ? "" : ",").append(i + 1);
        }
        String grid = "scheme.a = --codec dynrle --mode chain\nsnap_dis = " + values + "\nblocks_per_chip = " + values
                + "\ngc_threshold = " + java.util.stream.IntStream.range(0, 1000)
                        .mapToObj(i -> String.valueOf(i / 2000.0)).collect(java.util.stream.Collectors.joining(","))
                + "\n";
        assertTrue(grid.length() < 16_000, "a small file: " + grid.length());
        long start = System.nanoTime();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SweepGridFile.parse(grid, "huge.properties"));
        assertEquals("huge.properties: the grid has 1 x 1000 x 1 x 1 x 1000 x 1000 = 1,000,000,000 cells (schemes x "
                + "snap_dis x policy x over_provisioning x gc_threshold x blocks_per_chip), more than the limit of "
                + "100,000; split it into smaller grids", e.getMessage());
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "refused before any device is built");
        assertEquals(100_000, SweepGrid.MAX_CELLS);
    }

    @Test
    void aGridFileBeyondItsSizeLimitIsNotRead(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("big.properties");
        try (var ch = java.nio.channels.FileChannel.open(f, java.nio.file.StandardOpenOption.CREATE_NEW,
                java.nio.file.StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap(new byte[] {'#'}), 4L << 30); // sparse, 4 GiB
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SweepGridFile.read(f));
        assertEquals(f + ": " + ((4L << 30) + 1) + " bytes, more than a grid file's limit of 1048576 bytes",
                e.getMessage());
    }

    @Test
    void cellsComeInTheDocumentedOrderWithTheLastAxisFastest() {
        SweepGrid g = SweepGridFile.parse(GRID, "g");
        List<SweepCell> cells = g.cells();
        assertEquals(2 * 2 * 2 * 1 * 2 * 3, cells.size());
        assertEquals(cells.size(), g.cellCount());
        for (int i = 0; i < cells.size(); i++) {
            assertEquals(i, cells.get(i).index());
        }
        // index = ((((scheme x 2 + snap_dis) x 2 + policy) x 1 + op) x 2 + gc) x 3 + blocks
        SweepCell c = cells.get((((1 * 2 + 0) * 2 + 1) * 1 + 0) * 6 + 1 * 3 + 2);
        assertEquals("prog", c.scheme());
        assertEquals(4, c.snapDis());
        assertEquals(VictimPolicy.COST_BENEFIT, c.policy());
        assertEquals(0.1, c.gcThreshold());
        assertEquals(48, c.blocksPerChip());
        assertEquals("--codec gzip --baseline gzip --mode progressive --snap-dis 4", c.schemeSpec());
        assertEquals(cells, g.cells(), "the same list every time");
        assertEquals(List.of(new SaveStreamKey("--codec dynrle --baseline huffman-exp --mode chain --snap-dis 4"),
                new SaveStreamKey("--codec dynrle --baseline huffman-exp --mode chain --snap-dis 2"),
                new SaveStreamKey("--codec gzip --baseline gzip --mode progressive --snap-dis 4"),
                new SaveStreamKey("--codec gzip --baseline gzip --mode progressive --snap-dis 2")), g.streamKeys());
        // cells of one stream are adjacent: 12 per stream
        for (int i = 0; i < cells.size(); i++) {
            assertEquals(g.streamKeys().get(i / 12), cells.get(i).streamKey(), "cell " + i);
        }
    }

    @Test
    void theCellsDeviceIsTable4WithItsSettings() {
        SweepCell c = SweepGridFile.parse(GRID, "g").cells().get(5);
        var cfg = c.ssdConfig();
        assertEquals(8, cfg.chips());
        assertEquals(48, cfg.blocksPerChip());
        assertEquals(64, cfg.pagesPerBlock());
        assertEquals(4096, cfg.pageBytes());
        assertEquals(0.1, cfg.gcThreshold());
        assertEquals(VictimPolicy.GREEDY, cfg.policy());
        var w = c.warmupState();
        // Table 8's share of valid blocks (111,432 of 131,072), each chip one free block above its pool of ceil(4.8)
        assertEquals(Math.round(111_432.0 * 384 / 131_072), w.validBlocks());
        assertEquals(8 * (5 + 1), w.freeBlocks());
        assertEquals(384, w.validBlocks() + w.invalidBlocks() + w.freeBlocks());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "colour = red|unknown key 'colour'",
        "snap_dis = 0|key snap_dis: must be between 1 and",
        "snap_dis = two|key snap_dis: 'two' is not a whole number",
        "snap_dis = 2, 2|key snap_dis: a value is listed twice",
        "snap_dis = 2,,3|key snap_dis: empty value",
        "gc_threshold = 0.7|key gc_threshold: must be between 0 and 0.5, got 0.7",
        "blocks_per_chip = 1|key blocks_per_chip: must be between 2 and",
        "gc_threshold = 0.45|device over_provisioning 0.15, gc_threshold 0.45, blocks_per_chip 64: over-provisioning "
                + "0.15 (SPARE_OVER_USER) gives 28493 user pages of 32768 physical; with a GC pool of 29 blocks",
        "over_provisioning = -0.1|key over_provisioning: must be >= 0",
        "over_provisioning = 0.5|key warmup: device over_provisioning 0.5",
        "policy = lifo|key policy: unknown GC policy 'lifo'",
        "blocks_per_chip = 2|device over_provisioning 0.15, gc_threshold 0.05, blocks_per_chip 2: "
                + "over-provisioning 0.15 (SPARE_OVER_USER) gives 890 user pages of 1024 physical",
        "warmup = hot|key warmup: 'hot' is not none, table8 or table8-mixed",
        "warmup = none, table8|key warmup: takes one value",
        "scheme.x = --codec nosuch --mode chain|key scheme.x: unknown or disabled codec 'nosuch'",
        "scheme.x = --codec dynrle --mode sideways|key scheme.x: unknown scheme mode",
        "scheme.x = --codec dynrle --mode chain --snap-dis 3|key scheme.x: give snap_dis in key snap_dis",
        "scheme.a = --codec gzip --mode chain|key scheme.a is given twice",
    })
    void errorsAreOneLineNamingTheFileAndKey(String line, String expected) {
        String key = line.substring(0, line.indexOf('=')).trim();
        StringBuilder text = new StringBuilder();
        for (String base : List.of("scheme.a = --codec dynrle --mode chain", "snap_dis = 3", "blocks_per_chip = 64")) {
            // the line replaces the base line of its key, except where the test is the repeat
            if (!base.startsWith(key + " ") || expected.contains("given twice")) {
                text.append(base).append('\n');
            }
        }
        text.append(line).append('\n');
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SweepGridFile.parse(text.toString(), "grids/bad.properties"));
        String m = e.getMessage();
        assertTrue(m.startsWith("grids/bad.properties: "), m);
        assertTrue(m.contains(expected), m);
        assertFalse(m.contains("\n"), m);
    }

    @Test
    void missingAxesAreNamed() {
        for (String key : List.of("snap_dis", "blocks_per_chip")) {
            String text = ("scheme.a = --codec dynrle --mode chain\nsnap_dis = 3\nblocks_per_chip = 64\n")
                    .replaceAll("(?m)^" + key + " = .*$", "");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SweepGridFile.parse(text,
                    "f"));
            assertEquals("f: key " + key + ": missing", e.getMessage());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SweepGridFile.parse("snap_dis = 3\nblocks_per_chip = 64\n", "f"));
        assertEquals("f: key scheme.NAME: at least one value is needed", e.getMessage());
    }

    @Test
    void aFileThatCannotBeReadIsNamed(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("nope.properties");
        IOException e = assertThrows(IOException.class, () -> SweepGridFile.read(missing));
        assertEquals(missing + ": no such file", e.getMessage());
        Path ok = dir.resolve("grid.properties");
        Files.writeString(ok, GRID);
        assertEquals(SweepGridFile.parse(GRID, "x"), SweepGridFile.read(ok));
    }
}
