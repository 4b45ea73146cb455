package org.snapwear.headless.tests.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.commands.demo.DemoCommand;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.PipelineAnalysis;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.resume.BuiltInCheckpoint;
import org.snapwear.trace.generator.GeneratorSettings;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The main job's numbers equal those of the individual subcommands run on the same inputs: a scheme row against
 * {@code compress} and {@code ssd}, a snap_dis sweep row against {@code compress}, the heading bits against
 * {@code stats}, Buddy Compression against {@code buddy --generated}; and the report's tables (results.json) are
 * the ones the summary was printed from; the demo warns about nothing in the study it chose (a user study without
 * a metadata trace still does); its resume check equals {@code generate} and {@code resume-check} run alone.
 */
class DemoCommandTest {

    @Test
    void demoAgreesWithTheIndividualCommands(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("demo");
        CliRun demo = CliRun.run("demo", "--out", out.toString(), "--json");
        assertEquals(0, demo.exit(), demo.err());
        JsonObject d = JsonParser.parseString(demo.out()).getAsJsonObject();
        assertEquals(JsonParser.parseString(Files.readString(out.resolve("summary.json"))), d);
        String seq = d.get("sequence").getAsString();
        assertEquals(out.resolve("sequence").toString(), seq);
        assertEquals(21, d.get("snapshots").getAsInt());
        assertTrue(Files.isRegularFile(out.resolve("index.html")), "the full report is in --out");
        StudyResults report = StudyResultsJson.read(out.resolve("results.json"));
        assertEquals(List.of(), report.warnings(), "the main job does not warn about the study it chose itself");
        ResultTable slc = report.table(TableIds.SLC_PAGES).orElseThrow();
        assertEquals(DemoCommand.METADATA_TRACE, slc.text(0, "trace"), "the trace, relative to the report");
        assertTrue(Files.isDirectory(out.resolve(DemoCommand.METADATA_TRACE).resolve("pages")));
        ResultTable pipeline = report.table(TableIds.PIPELINE).orElseThrow();
        int simulated = 0;
        for (int r = 0; r < pipeline.rowCount(); r++) {
            simulated += pipeline.cell(r, "simulated_pipeline_s") instanceof Number ? 1 : 0;
        }
        assertEquals(PipelineAnalysis.MAX_SIMULATED, simulated);

        JsonObject row = null;
        int rowIndex = -1;
        int i = 0;
        for (JsonElement e : d.getAsJsonArray("schemes")) {
            assertTrue(e.getAsJsonObject().get("verified").getAsBoolean(), e.toString());
            if (e.getAsJsonObject().get("name").getAsString().equals("dynrle-chain")) {
                row = e.getAsJsonObject();
                rowIndex = i;
            }
            i++;
        }
        assertTrue(row != null, "default study has dynrle-chain");
        ResultTable schemes = report.table(TableIds.SCHEMES).orElseThrow();
        // summary.json is printed from the schemes table, so the row is checked against the subcommands below.
        assertEquals("dynrle-chain", schemes.text(rowIndex, "scheme"));

        String snapDis = row.get("snap_dis").getAsString();
        CliRun compress = CliRun.run("compress", seq, "--codec", "dynrle", "--baseline", "huffman-exp", "--mode",
                "chain", "--snap-dis", snapDis, "--json");
        JsonObject c = compress.json();
        assertEquals(c.get("written_bytes").getAsLong(), row.get("written_bytes").getAsLong());
        assertEquals(c.get("raw_bytes").getAsLong(), row.get("raw_bytes").getAsLong());
        assertEquals(c.get("max_useful_storage_bytes").getAsLong(), row.get("max_useful_storage_bytes").getAsLong());

        // The same scheme on `ssd` with the device the report says it used: the same wear.
        ConfigNode.Branch ssd = (ConfigNode.Branch) report.configuration().get("ssd");
        Path props = tmp.resolve("device.properties");
        Files.writeString(props, "blocks_per_chip=" + integer(ssd, "blocks_per_chip") + "\n");
        String warm = integer(ssd, "warmup_valid_blocks") + "," + integer(ssd, "warmup_invalid_blocks") + ","
                + integer(ssd, "warmup_free_blocks");
        JsonObject s = CliRun.run("ssd", "--config", props.toString(), "--sequence", seq, "--codec", "dynrle",
                "--baseline", "huffman-exp", "--mode", "chain", "--snap-dis", snapDis, "--warmup", warm, "--json").json();
        assertEquals(s.get("erases").getAsLong(), row.get("erases").getAsLong());
        assertEquals(s.get("write_amplification").getAsDouble(), row.get("write_amplification").getAsDouble(), 1e-12);
        assertEquals(s.get("host_pages_written").getAsLong(), row.get("host_pages_written").getAsLong());

        // A sweep row (chain, snap_dis 3) against compress.
        ResultTable sweep = report.table(TableIds.SNAPDIS_SWEEP).orElseThrow();
        int found = 0;
        for (int r = 0; r < sweep.rowCount(); r++) {
            if (sweep.text(r, "mode").equals("chain") && (int) sweep.number(r, "snap_dis") == 3) {
                JsonObject c3 = CliRun.run("compress", seq, "--codec", sweep.text(r, "codec"), "--baseline",
                        sweep.text(r, "baseline_codec"), "--mode", "chain", "--snap-dis", "3", "--json").json();
                assertEquals(c3.get("written_bytes").getAsLong(), (long) sweep.number(r, "written_bytes"));
                found++;
            }
        }
        assertEquals(1, found, "dynrle/huffman-exp chain at snap_dis 3 is swept");
        assertEquals(2, d.getAsJsonArray("snap_dis").size(), "a recommendation per mode");

        CliRun stats = CliRun.run("stats", seq, "--json");
        JsonObject first = stats.json().getAsJsonArray("pairs").get(0).getAsJsonObject();
        JsonObject h = d.getAsJsonArray("heading_bits").get(0).getAsJsonObject();
        assertEquals(first.getAsJsonObject("heading_bits").get("8").getAsDouble(), h.get("at_least8").getAsDouble(), 1e-12);
        ResultTable heading = report.table(TableIds.HEADING_BITS).orElseThrow();
        assertEquals(first.getAsJsonObject("heading_bits").get("4").getAsDouble(), heading.number(0, "heading_ge4"), 1e-12);

        long iteration = d.get("buddy_iteration").getAsLong();
        JsonObject b = CliRun.run("buddy", "--generated", "--iteration", Long.toString(iteration), "--json").json();
        JsonObject bpc = d.getAsJsonArray("buddy").get(0).getAsJsonObject();
        assertEquals("bpc", bpc.get("compressor").getAsString());
        assertEquals(b.get("entries").getAsLong(), bpc.get("entries").getAsLong());
        assertEquals(b.get("compression_ratio").getAsDouble(), bpc.get("compression_ratio").getAsDouble(), 1e-12);

        resumeCheckAgreesWithTheCommand(tmp, out, d);

        CliRun again = CliRun.run("demo", "--out", out.toString());
        assertEquals(1, again.exit(), "refuses to overwrite a previous run");
    }

    /**
     * The demo's resume check is {@code generate} with {@link BuiltInCheckpoint}'s settings, then
     * {@code resume-check} of its checkpoint with the two lossy profiles: the same arms, bytes, band exits, final
     * differences and extra steps, and the same loss per step (the resume_loss tables are byte-identical CSV).
     */
    private static void resumeCheckAgreesWithTheCommand(Path tmp, Path out, JsonObject d) throws Exception {
        GeneratorSettings g = BuiltInCheckpoint.SETTINGS;
        Path run = tmp.resolve("resume-run");
        CliRun gen = CliRun.run("generate", "-o", run.toString(), "--model", "cnn", "--optimizer", "adam", "--lr",
                Double.toString(g.learningRate()), "--params", Long.toString(g.parameters()), "--iterations",
                Long.toString(g.iterations()), "--interval", Long.toString(g.interval()), "--batch",
                Integer.toString(g.batchSize()), "--seed", Long.toString(g.seed()), "--momentum",
                Double.toString(g.momentum()), "--weight-decay", Double.toString(g.weightDecay()), "--threads", "1",
                "--resumable");
        assertEquals(0, gen.exit(), gen.err());
        Path resumeReport = tmp.resolve("resume-report");
        CliRun rc = CliRun.run("resume-check", run.resolve("resume_iter000150.safetensors").toString(), "--steps",
                "40", "--seeds", "1,2,3", "--no-control", "--loss", "moments-8bit", "--loss", "aggressive",
                "--threads", "1", "-o", resumeReport.toString(), "--json");
        assertEquals(0, rc.exit(), rc.err());
        JsonObject c = JsonParser.parseString(rc.out()).getAsJsonObject();
        var want = c.getAsJsonArray("arms");
        var got = d.getAsJsonArray("resume");
        assertEquals(3, got.size(), got.toString());
        assertEquals(want.size(), got.size());
        for (int k = 0; k < want.size(); k++) {
            JsonObject w = want.get(k).getAsJsonObject();
            JsonObject a = got.get(k).getAsJsonObject();
            for (String key : List.of("arm", "bytes_per_save", "steps_compared", "steps_outside", "first_exit_step",
                    "final_difference", "extra_steps", "in_band")) {
                assertEquals(w.get(key), a.get(key), key + " of " + w);
            }
            if (k > 0) {
                assertTrue(a.get("finding").getAsString().startsWith(w.get("arm").getAsString() + ": "), a.toString());
            }
        }
        assertEquals(Files.readString(resumeReport.resolve("tables/resume_loss.csv")),
                Files.readString(out.resolve("tables/resume_loss.csv")));
        assertTrue(Files.size(out.resolve("charts/resume_loss.png")) > 0, "the chart is in the demo's report");
        assertTrue(Files.readString(out.resolve("index.html")).contains("Resumed loss against the seed-noise band"));
    }

    @Test
    void theDemoStudyIsCoherentWhileAUserStudyWithoutATraceStillWarns() {
        Study demo = DemoCommand.demoStudy(GeneratorSettings.defaults());
        assertEquals(List.of(), StudyValidation.errors(demo));
        assertEquals(List.of(), StudyValidation.warnings(demo));
        assertEquals(131072, demo.getHardware().getCluster().getBlockBytes());

        Study user = DemoCommand.demoStudy(GeneratorSettings.defaults());
        user.setName("mine");
        user.setMetadataTrace(null);
        assertEquals(List.of("study 'mine': the SLC pages analysis is on but there is no metadata trace; it will run "
                + "on the built-in generated trace"), StudyValidation.warnings(user));
    }

    /** An integral field of a recorded configuration branch, as its text. */
    private static String integer(ConfigNode.Branch branch, String key) {
        Scalar v = ((ConfigNode.Leaf) branch.get(key)).value();
        assertTrue(v instanceof Scalar.Num n && (n.value() instanceof Integer || n.value() instanceof Long), key);
        return v.display();
    }
}
