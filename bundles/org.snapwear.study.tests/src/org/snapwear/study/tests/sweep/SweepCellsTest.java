package org.snapwear.study.tests.sweep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.sim.RestoreReplay;
import org.snapwear.study.sim.SaveRunReport;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.study.sim.SsdReport;
import org.snapwear.study.sim.SsdRuns;
import org.snapwear.study.sweep.SaveStream;
import org.snapwear.study.sweep.SaveStreamKey;
import org.snapwear.study.sweep.SweepCell;
import org.snapwear.study.sweep.SweepCells;
import org.snapwear.study.sweep.SweepGrid;
import org.snapwear.study.sweep.SweepGridFile;
import org.snapwear.study.sweep.SweepRow;
import org.snapwear.study.sweep.SweepRunner;
import org.snapwear.study.sweep.SweepStreams;
import org.snapwear.study.sweep.SweepTables;
import org.snapwear.study.sweep.SweepWarmup;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * A sweep over the cnn fixture (21 snapshots): a cell is exactly the single-machine {@code ssd --sequence} run of
 * its configuration, and cells run in any order, on any thread, after a trip through Java serialization, give
 * the same rows and the same report bytes.
 */
class SweepCellsTest {

    static final String GRID = """
            scheme.chain = --codec dynrle --mode chain
            snap_dis = 2, 5
            policy = greedy, cost-benefit
            blocks_per_chip = 48, 96
            """;

    private static SnapshotSequence seq;
    private static SweepGrid grid;
    private static List<SweepRow> rows;
    private static final List<String> STREAMS_SEEN = new ArrayList<>();
    private static final List<String> CELLS_SEEN = new ArrayList<>();

    @BeforeAll
    static void runOnce() throws IOException {
        seq = SnapshotSequence.discover(Fixtures.path("cnn_digits_sgd"));
        grid = SweepGridFile.parse(GRID, "grid");
        rows = SweepRunner.rows(seq, grid, 1, new Progress() {
            private List<String> seen;
            private long total;
            private long done;
            private String detail;

            @Override
            public void begin(String task, long totalWork, String unit) {
                seen = task.endsWith("streams") ? STREAMS_SEEN : CELLS_SEEN;
                total = totalWork;
                done = 0;
            }

            @Override
            public void detail(String text) {
                detail = text.replaceFirst("^cell ", ""); // a cell's detail is "cell INDEX"
            }

            @Override
            public void worked(long work) {
                done += work;
                seen.add(done + "/" + total + " " + detail);
            }
        });
    }

    @Test
    void aCellIsTheSsdCommandsSequenceRunOfItsConfiguration() throws IOException {
        assertEquals(8, rows.size());
        for (int i : new int[] {1, 6}) {
            SweepCell c = grid.cells().get(i);
            SweepRow row = rows.get(i);
            assertEquals(c, row.cell());
            // the device as 'snapwear ssd --config FILE' reads it, the warm-up as '--warmup valid,invalid,free'
            Properties p = new Properties();
            p.setProperty("blocks_per_chip", Integer.toString(c.blocksPerChip()));
            p.setProperty("policy", c.policyId());
            p.setProperty("over_provisioning", "0.15");
            p.setProperty("gc_threshold", "0.05");
            SsdConfig cfg = SsdConfig.fromProperties(p, SsdConfig.table4(), "test");
            long total = 8L * c.blocksPerChip();
            long valid = Math.round(111_432.0 * total / 131_072);
            long free = 8L * ((long) Math.ceil(0.05 * c.blocksPerChip()) + 1);
            WarmupState warm = new WarmupState(valid, total - valid - free, free, WarmupLayout.SEGREGATED);
            SchemeSpec spec = new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, c.snapDis(), 0);
            SaveRunReport ref = SsdRuns.runSequence(cfg, warm, seq, spec);
            SsdReport d = ref.device();
            assertEquals(d.hostPagesWritten(), row.outcome().ssd().hostPagesWritten());
            assertEquals(d.flashPagesProgrammed(), row.outcome().ssd().flashPagesProgrammed());
            assertEquals(d.writeAmplification(), row.outcome().ssd().writeAmplification());
            assertEquals(d.erases(), row.outcome().ssd().erases());
            assertEquals(d.eraseMin(), row.outcome().ssd().eraseMin());
            assertEquals(d.eraseMean(), row.outcome().ssd().eraseMean());
            assertEquals(d.eraseMax(), row.outcome().ssd().eraseMax());
            assertEquals(d.gcInvocations(), row.outcome().ssd().gcInvocations());
            assertEquals(d.gcCopiedPages(), row.outcome().ssd().gcCopiedPages());
            assertEquals(d.simTimeMs(), row.outcome().ssd().simTimeMs());
            assertEquals(d.physicalPages(), row.outcome().ssd().physicalPages());
            assertEquals(d.userPages(), row.outcome().ssd().userPages());
            assertEquals(ref.storedPages(), row.outcome().ssd().storedPages());
            assertEquals(ref.scheme().writtenBytes(), row.outcome().writtenBytes());
            assertEquals(ref.scheme().rawBytes(), row.outcome().rawBytes());
            assertEquals(ref.scheme().snapshots(), row.outcome().snapshots());
            assertTrue(row.outcome().verified());
            // Table 9's times as the study's schemes table computes them
            SimulationResult sim = SchemeRuns.simulate(seq, spec);
            List<RestoreReplay.Timing> t = RestoreReplay.replay(cfg, warm, sim);
            double saveTotal = 0;
            for (RestoreReplay.Timing x : t) {
                saveTotal += x.saveMs(); // summed in save order, as the schemes table sums them
            }
            assertEquals(saveTotal, row.outcome().ssd().saveMsTotal());
            assertEquals(t.stream().mapToDouble(RestoreReplay.Timing::restoreMs).max().orElseThrow(),
                    row.outcome().ssd().restoreMsMax());
            assertEquals(sim.maxUsefulStorageBytes(), row.outcome().peakUsefulBytes());
        }
        // the grid exercises the device: garbage collection in every cell, and the axes change the outcome
        assertTrue(rows.stream().allMatch(r -> r.outcome().ssd().erases() > 0 && r.outcome().ssd().gcInvocations() > 0),
                "garbage collection erases blocks");
        // (this small stream leaves write amplification at 1 on both sizes: GC finds whole invalid blocks)
        assertNotEquals(rows.get(0).outcome().ssd().simTimeMs(), rows.get(1).outcome().ssd().simTimeMs(),
                "device size matters");
        assertNotEquals(rows.get(0).outcome().writtenBytes(), rows.get(4).outcome().writtenBytes(), "snap_dis matters");
    }

    @Test
    void progressIsToldOfEachStreamAndCell() {
        // one thread: tasks finish in submission order
        assertEquals(List.of("1/2 " + grid.streamKeys().get(0).scheme(), "2/2 " + grid.streamKeys().get(1).scheme()),
                STREAMS_SEEN);
        assertEquals(List.of("1/8 0", "2/8 1", "3/8 2", "4/8 3", "5/8 4", "6/8 5", "7/8 6", "8/8 7"), CELLS_SEEN);
    }

    @Test
    void aMixedWarmupMakesGarbageCollectionCopyPagesAsTheSsdCommandDoes() throws IOException {
        SweepCell seg = grid.cells().get(0);
        SweepCell mixed = new SweepCell(0, seg.scheme(), seg.schemeSpec(), seg.snapDis(), seg.policy(),
                seg.overProvisioning(), seg.gcThreshold(), seg.blocksPerChip(), SweepWarmup.TABLE8_MIXED);
        SweepRow row = SweepCells.run(mixed, SweepStreams.compute(seq, mixed.streamKey()));
        WarmupState segregated = seg.warmupState();
        WarmupState warm = new WarmupState(segregated.validBlocks(), segregated.invalidBlocks(),
                segregated.freeBlocks(), WarmupLayout.MIXED); // 'ssd --warmup V,I,F --warmup-layout mixed'
        SsdReport d = SsdRuns.runSequence(seg.ssdConfig(), warm, seq,
                new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, seg.snapDis(), 0)).device();
        assertEquals(d.flashPagesProgrammed(), row.outcome().ssd().flashPagesProgrammed());
        assertEquals(d.gcCopiedPages(), row.outcome().ssd().gcCopiedPages());
        assertEquals(d.erases(), row.outcome().ssd().erases());
        assertEquals(d.writeAmplification(), row.outcome().ssd().writeAmplification());
        assertTrue(row.outcome().ssd().gcCopiedPages() > 0 && row.outcome().ssd().writeAmplification() > 1,
                "mixed blocks make GC copy: " + row);
        assertEquals(1.0, rows.get(0).outcome().ssd().writeAmplification(),
                "segregated: GC erases whole invalid blocks");
    }

    @Test
    void shuffledCellsOnThreadsWriteTheSameReportBytes(@TempDir Path dir) throws Exception {
        Map<SaveStreamKey, SaveStream> streams = new HashMap<>();
        for (SaveStreamKey k : grid.streamKeys()) {
            streams.put(k, SweepStreams.compute(seq, k));
        }
        List<SweepCell> cells = new ArrayList<>(grid.cells());
        Collections.shuffle(cells, new Random(20));
        ConcurrentLinkedQueue<SweepRow> done = new ConcurrentLinkedQueue<>();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        for (SweepCell c : cells) {
            pool.submit(() -> done.add(SweepCells.run(c, streams.get(c.streamKey()))));
        }
        pool.shutdown();
        assertTrue(pool.awaitTermination(60, TimeUnit.SECONDS));
        List<SweepRow> shuffled = new ArrayList<>(done);
        assertEquals(rows.size(), shuffled.size());
        assertEquals(rows, SweepTables.sorted(shuffled));

        Path a = SweepTables.write(SweepTables.results("cnn", grid, rows), dir.resolve("a"));
        Path b = SweepTables.write(SweepTables.results("cnn", grid, shuffled), dir.resolve("b"));
        List<Path> files = files(a);
        assertEquals(files, files(b));
        assertTrue(files.containsAll(List.of(Path.of("index.html"), Path.of("results.json"),
                Path.of("tables/sweep.csv"), Path.of("tables/sweep.json"), Path.of("charts/sweep.png"),
                Path.of("charts/sweep.svg"))), files.toString());
        for (Path f : files) {
            assertArrayEquals(Files.readAllBytes(a.resolve(f)), Files.readAllBytes(b.resolve(f)), f.toString());
        }
        List<String> csv = Files.readAllLines(a.resolve("tables/sweep.csv"));
        assertEquals(1 + rows.size(), csv.size());
        assertTrue(csv.get(0).startsWith("index,scheme,scheme_spec,codec,"), csv.get(0));
        assertTrue(csv.get(1).startsWith("0,chain,"), csv.get(1));
    }

    @Test
    void cellsAndStreamsSurviveJavaSerialization() throws Exception {
        SweepCell c = grid.cells().get(3);
        SaveStream s = SweepStreams.compute(seq, c.streamKey());
        SweepRow back = SweepCells.run(roundTrip(c), roundTrip(s));
        assertEquals(rows.get(3), back);
        assertEquals(back, roundTrip(back));
        assertEquals(grid, roundTrip(grid));
        assertEquals(grid.cells(), roundTrip(grid).cells());
    }

    @Test
    void rowsMustBeTheGridsCellsOncePerCell() {
        List<SweepRow> twice = new ArrayList<>(rows);
        twice.add(rows.get(2));
        assertEquals("two rows for sweep cell 2",
                assertThrows(IllegalArgumentException.class, () -> SweepTables.results("x", grid, twice)).getMessage());
        List<SweepRow> missing = rows.subList(1, rows.size());
        assertThrows(IllegalArgumentException.class, () -> SweepTables.results("x", grid, missing));
        SweepRow other = rows.get(0);
        assertThrows(IllegalArgumentException.class, () -> SweepCells.run(grid.cells().get(0),
                SweepStreams.compute(seq, grid.cells().get(7).streamKey())), "a cell refuses another stream");
        StudyResults r = SweepTables.results("x", grid, rows);
        assertEquals(8, (int) r.summaryNumber("cells").getAsDouble());
        assertEquals(rows.stream().mapToLong(x -> x.outcome().ssd().erases()).min().orElseThrow(),
                (long) r.summaryNumber("fewest_erases").getAsDouble());
        assertEquals(other.cell().index(), r.table("sweep").orElseThrow().number(0, "index"));
    }

    @SuppressWarnings("unchecked")
    private static <T> T roundTrip(T value) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (T) in.readObject();
        }
    }

    private static List<Path> files(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
        }
    }
}
