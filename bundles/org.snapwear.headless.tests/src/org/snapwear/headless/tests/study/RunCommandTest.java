package org.snapwear.headless.tests.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.Analyses;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SchemeMode;
import org.snapwear.model.study.SequenceSource;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.SsdMapping;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.testsupport.Fixtures;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code snapwear run}: exit codes, the report, and --json output equal to the run's results document. */
class RunCommandTest {

    /** A study on the cnn fixture, written next to it in {@code dir} with a relative path to the fixture. */
    private static Path studyFile(Path dir, int snapDis) throws Exception {
        Study study = StudyDefaults.createDefaultStudy();
        study.setName("cnn run");
        study.getSources().clear();
        SequenceSource src = SnapwearFactory.eINSTANCE.createSequenceSource();
        src.setName("cnn");
        Path fixture = Fixtures.path("cnn_digits_sgd");
        src.setPath(dir.toAbsolutePath().relativize(fixture.toAbsolutePath()).toString());
        study.getSources().add(src);
        study.getSchemes().clear();
        Scheme s = SnapwearFactory.eINSTANCE.createScheme();
        s.setName("dynrle-chain");
        s.setCodec("dynrle");
        s.setBaselineCodec("huffman-exp");
        s.setMode(SchemeMode.CHAIN);
        s.setSnapDis(snapDis);
        s.setUnit(500);
        study.getSchemes().add(s);
        SsdMapping.apply(ScaledDevice.forRawVolume(113_068L * 4 * 21), study.getHardware().getSsd());
        Analyses a = study.getAnalyses();
        a.getSnapDisValues().clear();
        a.getSnapDisValues().add(5);
        a.setHeadingBits(false);
        a.setExponentHistogram(false);
        a.setSlcPages(false);
        a.setBuddy(false);
        a.setPipelineCurves(false);
        Path file = dir.resolve("cnn.snapwear");
        StudyResources.save(study, file);
        return file;
    }

    @Test
    void jsonOutputIsTheResultsDocumentOfTheReport(@TempDir Path tmp) throws Exception {
        Path file = studyFile(tmp, 5);
        Path out = tmp.resolve("report");
        CliRun run = CliRun.run("run", file.toString(), "--out", out.toString(), "--json", "--threads", "1");
        assertEquals(0, run.exit(), run.err());
        assertEquals(JsonParser.parseString(Files.readString(out.resolve("results.json"))),
                JsonParser.parseString(run.out()));
        StudyResults r = StudyResultsJson.fromJson(run.out());
        ResultTable schemes = r.table(TableIds.SCHEMES).orElseThrow();
        assertEquals(1, schemes.rowCount());
        assertEquals(21, (int) schemes.number(0, "snapshots"));
        assertTrue(Files.isRegularFile(out.resolve("index.html")));
        assertTrue(Files.isRegularFile(out.resolve("tables").resolve(TableIds.SNAPDIS_SWEEP + ".csv")));

        // The scheme's written volume is what `compress` reports for the same sequence and scheme.
        CliRun compress = CliRun.run("compress", Fixtures.path("cnn_digits_sgd").toString(), "--codec", "dynrle", "--baseline", "huffman-exp", "--mode",
                "chain", "--snap-dis", "5", "--json");
        JsonObject c = compress.json();
        assertEquals(c.get("written_bytes").getAsLong(), (long) schemes.number(0, "written_bytes"));
    }

    @Test
    void textOutputPrintsTheSummaryTable(@TempDir Path tmp) throws Exception {
        Path file = studyFile(tmp, 5);
        Path out = tmp.resolve("text-report");
        CliRun run = CliRun.run("run", file.toString(), "--out", out.toString(), "--threads", "1");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("Schemes on the SSD"), run.out());
        assertTrue(run.out().contains("dynrle-chain"), run.out());
        assertTrue(run.out().contains("Recommended snap_dis"), run.out());
        assertTrue(run.err().contains("Schemes on the SSD"), "progress lines on stderr: " + run.err());
        assertFalse(run.err().contains("\r"), "no terminal control characters when not on a terminal");
    }

    @Test
    void invalidStudyExitsOneWithTheMessageAndNoReport(@TempDir Path tmp) throws Exception {
        Path file = studyFile(tmp, 0);
        Path out = tmp.resolve("bad-report");
        CliRun run = CliRun.run("run", file.toString(), "--out", out.toString());
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().contains("snap_dis (snapDis) must be between 1 and 2147483647 (is 0)"), run.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void missingFileAndMissingArgument(@TempDir Path tmp) {
        CliRun missing = CliRun.run("run", tmp.resolve("nope.snapwear").toString());
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("nope.snapwear"), missing.err());
        assertEquals(2, CliRun.run("run").exit());
    }
}
