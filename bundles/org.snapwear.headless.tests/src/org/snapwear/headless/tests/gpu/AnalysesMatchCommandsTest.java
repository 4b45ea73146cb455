package org.snapwear.headless.tests.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.study.BuddyTarget;
import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.CompressionSource;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.BuddyStudyAnalysis;
import org.snapwear.study.analyses.PipelineAnalysis;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Tensor;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/** The study's buddy and pipeline tables equal what {@code snapwear buddy} and {@code snapwear pccr} print. */
class AnalysesMatchCommandsTest {

    @TempDir
    Path tmp;

    static Study study() {
        Study s = StudyDefaults.createDefaultStudy();
        s.getSources().clear();
        return s;
    }

    @Test
    void pipelineTableEqualsPccr() throws Exception {
        Study s = study();
        ClusterSettings c = s.getHardware().getCluster();
        c.setProcessesMin(1);
        c.setProcessesMax(8);
        c.setProcessesStep(1);
        c.setCheckpointBytes(16_384_000);
        c.setIoRate(1e8);
        c.setFsBandwidth(1e9);
        c.setCompressionSource(CompressionSource.GIVEN);
        c.setCompressionRatio(2.5);
        c.setCompressionThroughput(4e7);
        c.setBlockBytes(16384);
        c.setQueueLength(4);
        RunContext ctx = new RunContext(s, tmp, new StudyResults("t"));
        new PipelineAnalysis().run(ctx, null);
        ResultTable t = ctx.results().table(TableIds.PIPELINE).orElseThrow();
        JsonObject j = CliRun.run("pccr", "--size", "16384000", "--io-rate", "100MB/s", "--fs-bandwidth", "1GB/s",
                "--ratio", "2.5", "--zip-rate", "40MB/s", "--processes", "1..8", "--simulate", "--block-size",
                "16384", "--queue", "4", "--json").json();
        JsonArray points = j.getAsJsonArray("points");
        assertEquals(points.size(), t.rowCount());
        for (int r = 0; r < t.rowCount(); r++) {
            JsonObject p = points.get(r).getAsJsonObject();
            assertEquals(p.get("processes").getAsLong(), (long) t.number(r, "processes"));
            assertEquals(p.get("uncompressed").getAsDouble(), t.number(r, "t_uncompressed_s"));
            assertEquals(p.get("serial").getAsDouble(), t.number(r, "t_zip_s"));
            assertEquals(p.get("pipelined").getAsDouble(), t.number(r, "t_pipeline_s"));
            if (p.has("simulated") && !p.get("simulated").isJsonNull()) {
                assertEquals(p.get("simulated").getAsDouble(), t.number(r, "simulated_pipeline_s"), "row " + r);
            } else {
                assertNull(t.cell(r, "simulated_pipeline_s"), "row " + r);
            }
        }
        StudyResults sum = ctx.results();
        assertEquals(j.get("k").getAsDouble(), sum.summaryNumber("k").getAsDouble());
        assertEquals(j.get("k_prime").getAsDouble(), sum.summaryNumber("k_prime").getAsDouble());
        assertEquals(j.get("k_double_prime").getAsDouble(), sum.summaryNumber("k_double_prime").getAsDouble());
        if (j.has("beneficial_point") && !j.get("beneficial_point").isJsonNull()) {
            assertEquals(j.get("beneficial_point").getAsDouble(), sum.summaryNumber("p0").getAsDouble());
        } else {
            assertEquals(Scalar.of("never"), sum.summary().get("p0"));
        }
    }

    @Test
    void buddyTablesEqualBuddyCommand() throws Exception {
        Path dir = tmp.resolve("seq");
        Files.createDirectories(dir);
        SplittableRandom rnd = new SplittableRandom(11);
        float[] w = new float[4096];
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < w.length; i++) {
                w[i] = i < 512 - 128 * k ? 0f : w[i] + (float) (rnd.nextGaussian() * 0.01);
            }
            SafetensorsWriter.write(dir.resolve(TrainingRunGenerator.snapshotFileName(100L * k, DType.F32)),
                    List.of(Tensor.ofFloats("layer.weight", new long[] {64, 64}, w.clone())), Map.of());
        }
        SnapshotSequence seq = SnapshotSequence.discover(dir);
        // A global 2x target: entries that stop being zero start to overflow, so the steps are not all zero.
        Study study = study();
        study.getHardware().getBuddy().setTarget(BuddyTarget.X2);
        RunContext ctx = new RunContext(study, tmp.resolve("work"), new StudyResults("t"));
        ctx.addSource(new ResolvedSource("tiny", dir, seq, false));
        new BuddyStudyAnalysis().run(ctx, null);
        ResultTable buddy = ctx.results().table(TableIds.BUDDY).orElseThrow();
        ResultTable allocs = ctx.results().table(TableIds.BUDDY_ALLOCATIONS).orElseThrow();
        String last = seq.entries().get(2).path().toString();
        String[] comps = {"bpc", "bpc-zero"};
        for (int c = 0; c < 2; c++) {
            JsonObject j = CliRun.run("buddy", last, "--target", "2", "--compressor", comps[c], "--json").json();
            assertEquals(comps[c], buddy.text(c, "compressor"));
            assertEquals(j.get("entries").getAsLong(), (long) buddy.number(c, "entries"));
            for (String k : List.of("mean_compressed_bits", "compression_ratio", "capacity_expansion",
                    "buddy_entry_fraction", "buddy_access_fraction", "metadata_overhead")) {
                assertEquals(j.get(k).getAsDouble(), buddy.number(c, k), comps[c] + " " + k);
            }
            JsonObject a = j.getAsJsonArray("allocations").get(0).getAsJsonObject();
            assertEquals(a.get("name").getAsString(), allocs.text(c, "allocation"));
            assertEquals(a.get("ratio").getAsDouble(), allocs.number(c, "compression_ratio"));
            assertEquals(Double.parseDouble(a.get("target").getAsString()), allocs.number(c, "target_ratio"), 0.01);
        }
        JsonArray steps = CliRun.run("buddy", dir.toString(), "--target", "2", "--json").json().getAsJsonArray("steps");
        ResultTable st = ctx.results().table(TableIds.BUDDY_STEPS).orElseThrow();
        assertEquals(steps.size(), st.rowCount());
        for (int i = 0; i < steps.size(); i++) {
            JsonObject s = steps.get(i).getAsJsonObject();
            assertEquals(s.get("iteration").getAsLong(), (long) st.number(i, "iteration"));
            assertEquals(s.get("grew").getAsLong(), (long) st.number(i, "entries_grew"));
            assertEquals(s.get("shrank").getAsLong(), (long) st.number(i, "entries_shrank"));
            assertEquals(s.get("buddy_sectors").getAsLong(), (long) st.number(i, "buddy_sectors"));
        }
        assertTrue(st.number(1, "entries_grew") > 0, "128 zero weights became non-zero: their entries overflow");
    }
}
