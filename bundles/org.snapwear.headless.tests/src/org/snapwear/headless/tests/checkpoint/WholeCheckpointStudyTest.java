package org.snapwear.headless.tests.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

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

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/** {@code snapwear run} on the hf_charlm_adamw fixture: the roles table equals compress's, per scheme. */
class WholeCheckpointStudyTest {

    private static Scheme scheme(String name, String codec) {
        Scheme s = SnapwearFactory.eINSTANCE.createScheme();
        s.setName(name);
        s.setCodec(codec);
        s.setBaselineCodec("huffman-exp");
        s.setMode(SchemeMode.PROGRESSIVE);
        s.setSnapDis(10);
        s.setUnit(50);
        return s;
    }

    @Test
    void studyReportsWrittenVolumePerRoleForEveryScheme(@TempDir Path tmp) throws Exception {
        Path run = FixtureSizes.run();
        Study study = StudyDefaults.createDefaultStudy();
        study.setName("hf run");
        study.getSources().clear();
        SequenceSource src = SnapwearFactory.eINSTANCE.createSequenceSource();
        src.setName("hf");
        src.setPath(run.toAbsolutePath().toString());
        study.getSources().add(src);
        study.getSchemes().clear();
        study.getSchemes().add(scheme("dynrle-progressive", "dynrle"));
        study.getSchemes().add(scheme("predictive-progressive", "predictive"));
        long raw = 0;
        for (FixtureSizes.Checkpoint c : FixtureSizes.checkpoints(run)) {
            raw += c.tensorBytes();
        }
        // four saves with snap_dis 10 delete nothing, so everything written stays valid: a device whose spare area
        // is only the raw volume (the demo's scaling) would run out of reclaimable blocks
        SsdMapping.apply(ScaledDevice.forRawVolume(3 * raw), study.getHardware().getSsd());
        Analyses a = study.getAnalyses();
        a.setSnapDisSweep(false);
        a.setSlcPages(false);
        a.setPipelineCurves(false);
        a.setHeadingBits(true);
        a.setBuddy(true);
        Path file = tmp.resolve("hf.snapwear");
        StudyResources.save(study, file);
        Path out = tmp.resolve("report");
        CliRun r = CliRun.run("run", file.toString(), "--out", out.toString(), "--json", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        StudyResults results = StudyResultsJson.fromJson(r.out());
        ResultTable schemes = results.table(TableIds.SCHEMES).orElseThrow();
        ResultTable roles = results.table(TableIds.ROLES).orElseThrow();
        assertTrue(Files.isRegularFile(out.resolve("tables").resolve(TableIds.ROLES + ".csv")));
        for (int i = 0; i < schemes.rowCount(); i++) {
            String name = schemes.text(i, "scheme");
            String codec = schemes.text(i, "codec");
            JsonObject c = WholeCheckpointCommandsTest.compressAndCheckRoles(run, codec);
            Map<String, long[]> expected = new HashMap<>();
            for (JsonElement e : c.getAsJsonArray("roles")) {
                JsonObject o = e.getAsJsonObject();
                expected.put(o.get("role").getAsString(),
                        new long[] {o.get("raw_bytes").getAsLong(), o.get("written_bytes").getAsLong()});
            }
            long written = 0;
            int rows = 0;
            for (int k = 0; k < roles.rowCount(); k++) {
                if (!roles.text(k, "scheme").equals(name)) {
                    continue;
                }
                rows++;
                long[] e = expected.get(roles.text(k, "role"));
                assertEquals(e[0], (long) roles.number(k, "raw_bytes"), name + " " + roles.text(k, "role"));
                assertEquals(e[1], (long) roles.number(k, "written_bytes"), name + " " + roles.text(k, "role"));
                written += (long) roles.number(k, "written_bytes");
            }
            assertEquals(expected.size(), rows);
            assertEquals((long) schemes.number(i, "written_bytes"), written);
            assertEquals(c.get("written_bytes").getAsLong(), written);
        }
        ResultTable heading = results.table(TableIds.HEADING_BITS).orElseThrow();
        assertEquals(3, heading.rowCount());
        assertTrue((int) heading.number(0, "skipped_tensors") > 0);
        assertEquals(0, (int) heading.number(1, "skipped_tensors"));
        assertTrue(results.table(TableIds.BUDDY_STEPS).orElseThrow().rowCount() > 0);
    }
}
