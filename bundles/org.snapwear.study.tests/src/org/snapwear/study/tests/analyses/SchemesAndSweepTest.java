package org.snapwear.study.tests.analyses;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.SchemesAnalysis;
import org.snapwear.study.analyses.SnapDisSweepAnalysis;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.RunOptions;
import org.snapwear.study.run.StudyRunner;
import org.snapwear.study.sim.SaveStreams;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.study.sim.SsdReport;
import org.snapwear.study.sim.SsdRuns;
import org.snapwear.study.tests.run.TestStudies;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The schemes analysis and the snap_dis sweep on the cnn fixture (21 snapshots), checked against SchemeRuns and
 * SsdRuns called directly and against a recommendation picked independently from the sweep table.
 */
class SchemesAndSweepTest {
    private static StudyResults results;
    private static SnapshotSequence seq;
    private static ScaledDevice.Scaled device;

    @BeforeAll
    static void runOnce() throws Exception {
        Path work = Files.createTempDirectory("schemes-sweep");
        Study study = TestStudies.cnnStudy();
        results = new StudyRunner(List.of(new SchemesAnalysis(), new SnapDisSweepAnalysis())).run(study,
                new RunOptions(work, work, 2), new NullProgressMonitor());
        seq = SnapshotSequence.discover(TestStudies.fixture());
        device = ScaledDevice.forRawVolume(TestStudies.FIXTURE_SNAPSHOT_BYTES * TestStudies.FIXTURE_SNAPSHOTS);
    }

    private static List<String> keys(ResultTable t) {
        return t.columns().stream().map(Column::key).toList();
    }

    @Test
    void tablesHaveTheContractColumns() {
        assertEquals(List.of("source", "scheme", "codec", "baseline_codec", "mode", "snap_dis", "snapshots", "raw_bytes",
                "written_bytes", "written_pct", "max_useful_bytes", "host_pages_written", "flash_pages_programmed",
                "write_amplification", "erases", "erase_min", "erase_mean", "erase_max", "save_ms_total",
                "restore_ms_max", "verified"), keys(results.table(TableIds.SCHEMES).orElseThrow()));
        assertEquals(List.of("source", "scheme", "iteration", "kind", "bytes_written", "useful_bytes",
                "restore_read_bytes", "save_ms", "restore_ms", "deleted"),
                keys(results.table(TableIds.SNAPSHOTS).orElseThrow()));
        assertEquals(List.of("source", "codec", "baseline_codec", "mode", "snap_dis", "written_bytes", "written_pct",
                "max_useful_bytes", "max_useful_snapshots", "erases", "within_limit"),
                keys(results.table(TableIds.SNAPDIS_SWEEP).orElseThrow()));
        assertEquals(List.of("source", "mode", "storage_limit_snapshots", "recommended_snap_dis", "written_pct",
                "max_useful_snapshots", "rule"), keys(results.table(TableIds.SNAPDIS_RECOMMENDATION).orElseThrow()));
    }

    @Test
    void schemeRowsEqualADirectSimulationAndSsdReplay() throws Exception {
        ResultTable t = results.table(TableIds.SCHEMES).orElseThrow();
        ResultTable snaps = results.table(TableIds.SNAPSHOTS).orElseThrow();
        assertEquals(2, t.rowCount());
        int snapRow = 0;
        for (int i = 0; i < t.rowCount(); i++) {
            boolean chain = t.text(i, "scheme").equals("dynrle-chain");
            SchemeSpec spec = chain ? new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 5, 500)
                    : new SchemeSpec("gzip", "gzip", SchemeMode.PROGRESSIVE, 5, 500);
            SimulationResult sim = SchemeRuns.simulate(seq, spec);
            SsdReport r = SsdRuns.runSaves(device.config(), device.warmup(), SaveStreams.fromSimulation(sim)).device();
            Map<String, Double> ssd = Map.of("host_pages_written", (double) r.hostPagesWritten(),
                    "flash_pages_programmed", (double) r.flashPagesProgrammed(), "write_amplification",
                    r.writeAmplification(), "erases", (double) r.erases(), "erase_min", (double) r.eraseMin(),
                    "erase_mean", r.eraseMean(), "erase_max", (double) r.eraseMax());
            assertEquals(sim.rawBytes(), t.number(i, "raw_bytes"));
            assertEquals(sim.writtenBytes(), t.number(i, "written_bytes"));
            assertEquals(sim.writtenPct(), t.number(i, "written_pct"), 1e-12);
            assertEquals(sim.maxUsefulStorageBytes(), t.number(i, "max_useful_bytes"));
            assertEquals(21, t.number(i, "snapshots"));
            for (String k : List.of("host_pages_written", "flash_pages_programmed", "write_amplification", "erases",
                    "erase_min", "erase_mean", "erase_max")) {
                assertEquals(ssd.get(k), t.number(i, k), 1e-12, k);
            }
            assertEquals(Boolean.TRUE, t.cell(i, "verified"));
            double saveTotal = 0;
            double restoreMax = 0;
            // The device's timing by hand: a file's pages go round-robin over the chips (one per channel), so the
            // busiest chip holds ceil(pages / chips) of them; each takes transfer + program to write and read +
            // transfer to read, one after the other on its chip. Restores start on an idle device (file operations
            // wait for the previous one, and GC runs inside the writes), so a restore takes exactly the sum over the
            // kept files; a save takes at least its share, plus any GC it triggered.
            SsdConfig cfg = device.config();
            assertEquals(1, cfg.chipsPerChannel());
            int chips = cfg.chips();
            double xferMs = Math.round(cfg.byteTransferMs() * 1e6 * cfg.pageBytes()) / 1e6;
            double writePageMs = xferMs + Math.round(cfg.pageWriteMs() * 1e6) / 1e6;
            double readPageMs = xferMs + Math.round(cfg.pageReadMs() * 1e6) / 1e6;
            Map<Long, Long> bytesOf = new java.util.HashMap<>();
            for (SaveRecord s : sim.saves()) {
                bytesOf.put(s.iteration(), s.bytes());
            }
            java.util.function.LongUnaryOperator busiestChipPages = bytes -> {
                long pages = (bytes + cfg.pageBytes() - 1) / cfg.pageBytes();
                return (pages + chips - 1) / chips;
            };
            for (SaveRecord s : sim.saves()) {
                assertEquals(t.text(i, "scheme"), snaps.text(snapRow, "scheme"));
                assertEquals(s.iteration(), snaps.number(snapRow, "iteration"));
                assertEquals(s.kind(), snaps.text(snapRow, "kind"));
                assertEquals(s.bytes(), snaps.number(snapRow, "bytes_written"));
                assertEquals(s.usefulStorageBytes(), snaps.number(snapRow, "useful_bytes"));
                assertEquals(s.bytesReadToRestore(), snaps.number(snapRow, "restore_read_bytes"));
                double save = snaps.number(snapRow, "save_ms");
                double restore = snaps.number(snapRow, "restore_ms");
                assertTrue(save >= busiestChipPages.applyAsLong(s.bytes()) * writePageMs - 1e-9,
                        "save of " + s.iteration() + ": " + save + " ms");
                double expectRestore = 0;
                for (long k : s.kept()) {
                    expectRestore += busiestChipPages.applyAsLong(bytesOf.get(k)) * readPageMs;
                }
                assertEquals(expectRestore, restore, 1e-6, "restore of " + s.iteration());
                saveTotal += save;
                restoreMax = Math.max(restoreMax, restore);
                snapRow++;
            }
            assertEquals(saveTotal, t.number(i, "save_ms_total"), 1e-9);
            assertEquals(restoreMax, t.number(i, "restore_ms_max"), 1e-12);
        }
        assertEquals(42, snaps.rowCount());
    }

    @Test
    void chainRestoresReadTheBaselineAndOneDelta() {
        // [Delta snapshots, docs/papers.md#delta-snapshots] Section 5.6: the chain scheme merges at most two snapshots. A baseline restores from itself; a
        // delta from its baseline (the last baseline row before it) plus itself. Restore time grows with what is read.
        ResultTable snaps = results.table(TableIds.SNAPSHOTS).orElseThrow();
        double baselineBytes = -1;
        double baselineRestore = -1;
        int deltas = 0;
        for (int r = 0; r < snaps.rowCount(); r++) {
            if (!snaps.text(r, "scheme").equals("dynrle-chain")) {
                continue;
            }
            double written = snaps.number(r, "bytes_written");
            if (snaps.text(r, "kind").equals("baseline")) {
                baselineBytes = written;
                baselineRestore = snaps.number(r, "restore_ms");
                assertEquals(written, snaps.number(r, "restore_read_bytes"));
                assertEquals(written, snaps.number(r, "useful_bytes"), "older snapshots are deleted after a baseline");
            } else {
                assertEquals(baselineBytes + written, snaps.number(r, "restore_read_bytes"));
                assertEquals(baselineBytes + written, snaps.number(r, "useful_bytes"));
                assertTrue(snaps.number(r, "restore_ms") > baselineRestore, "baseline plus a delta take longer");
                deltas++;
            }
        }
        assertTrue(deltas > 0);
    }

    @Test
    void sweepRowsEqualDirectSimulations() throws Exception {
        ResultTable sweep = results.table(TableIds.SNAPDIS_SWEEP).orElseThrow();
        assertEquals(4, sweep.rowCount(), "dynrle/huffman-exp (the chain scheme's codecs) x 2 modes x {3, 5}");
        for (int i = 0; i < sweep.rowCount(); i++) {
            assertEquals("dynrle", sweep.text(i, "codec"));
            SchemeMode mode = SchemeMode.parse(sweep.text(i, "mode"));
            int d = (int) sweep.number(i, "snap_dis");
            SimulationResult sim = SchemeRuns.simulate(seq, new SchemeSpec("dynrle", "huffman-exp", mode, d, 500));
            assertEquals(sim.writtenBytes(), sweep.number(i, "written_bytes"));
            assertEquals(sim.maxUsefulStorageBytes(), sweep.number(i, "max_useful_bytes"));
            double peak = sim.maxUsefulStorageBytes() / (double) TestStudies.FIXTURE_SNAPSHOT_BYTES;
            assertEquals(peak, sweep.number(i, "max_useful_snapshots"), 1e-9);
            assertEquals(peak <= 2.0, sweep.cell(i, "within_limit"));
        }
    }

    @Test
    void recommendationFollowsTable10() {
        ResultTable sweep = results.table(TableIds.SNAPDIS_SWEEP).orElseThrow();
        ResultTable rec = results.table(TableIds.SNAPDIS_RECOMMENDATION).orElseThrow();
        assertEquals(2, rec.rowCount());
        for (int r = 0; r < rec.rowCount(); r++) {
            String mode = rec.text(r, "mode");
            List<Integer> rows = new ArrayList<>();
            for (int i = 0; i < sweep.rowCount(); i++) {
                if (sweep.text(i, "mode").equals(mode)
                        && sweep.number(i, "max_useful_bytes") <= 2.0 * TestStudies.FIXTURE_SNAPSHOT_BYTES) {
                    rows.add(i);
                }
            }
            int expected = 0;
            if (mode.equals("progressive")) {
                for (int i : rows) {
                    expected = Math.max(expected, (int) sweep.number(i, "snap_dis"));
                }
            } else {
                double least = Double.POSITIVE_INFINITY;
                for (int i : rows) {
                    if (sweep.number(i, "written_bytes") < least) {
                        least = sweep.number(i, "written_bytes");
                        expected = (int) sweep.number(i, "snap_dis");
                    }
                }
            }
            assertEquals(expected, (int) rec.number(r, "recommended_snap_dis"), mode + ": " + rec.text(r, "rule"));
            assertEquals(2.0, rec.number(r, "storage_limit_snapshots"));
            assertEquals(expected > 0 ? Scalar.of(expected) : Scalar.none(), results.summary().get("recommended_snap_dis_" + mode));
        }
    }

    @Test
    void configurationRecordsTheMappedDevice() {
        ConfigNode.Branch ssd = (ConfigNode.Branch) results.configuration().get("ssd");
        assertEquals(ConfigNode.of(device.config().blocksPerChip()), ssd.get("blocks_per_chip"));
        assertEquals(ConfigNode.of(device.warmup().validBlocks()), ssd.get("warmup_valid_blocks"));
        assertTrue(results.seconds() > 0);
    }
}
