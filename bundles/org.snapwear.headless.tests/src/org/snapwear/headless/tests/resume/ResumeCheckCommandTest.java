package org.snapwear.headless.tests.resume;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/** snapwear generate --resumable/--resume and snapwear resume-check on the built-in generator (seconds). */
class ResumeCheckCommandTest {
    @TempDir
    Path tmp;
    Path run;

    @BeforeEach
    void generate() {
        run = tmp.resolve("run");
        CliRun g = CliRun.run("generate", "-o", run.toString(), "--optimizer", "adam", "--params", "10k",
                "--iterations", "60", "--interval", "30", "--batch", "8", "--seed", "4", "--resumable", "--loss-log",
                run.resolve("loss.jsonl").toString(), "--threads", "1");
        assertEquals(0, g.exit(), g.err());
    }

    @Test
    void generateResumeWithoutASeedWritesTheUninterruptedRunsFiles() throws IOException {
        Path cont = tmp.resolve("cont");
        CliRun r = CliRun.run("generate", "-o", cont.toString(), "--resume",
                run.resolve("resume_iter000030.safetensors").toString(), "--loss-log",
                cont.resolve("loss.jsonl").toString(), "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertArrayEquals(Files.readAllBytes(run.resolve("snap_iter000060.fp32.safetensors")),
                Files.readAllBytes(cont.resolve("snap_iter000060.fp32.safetensors")));
        assertEquals(Files.readAllLines(run.resolve("loss.jsonl")).subList(30, 60),
                Files.readAllLines(cont.resolve("loss.jsonl")));
        CliRun bad = CliRun.run("generate", "-o", tmp.resolve("x").toString(), "--resume",
                run.resolve("snap_iter000030.fp32.safetensors").toString());
        assertEquals(1, bad.exit());
        assertTrue(bad.err().contains("snap_iter000030.fp32.safetensors: not a resume checkpoint"), bad.err());
    }

    @Test
    void theControlArmLandsInTheBandAndTheReportHasTableAndChart() throws IOException {
        Path report = tmp.resolve("report");
        CliRun r = CliRun.run("resume-check", run.resolve("resume_iter000030.safetensors").toString(), "--steps",
                "30", "--threads", "1", "-o", report.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject doc = r.outJson();
        JsonArray arms = doc.getAsJsonArray("arms");
        assertEquals(2, arms.size());
        JsonObject copy = arms.get(1).getAsJsonObject();
        assertEquals("copy", copy.get("arm").getAsString());
        assertTrue(copy.get("in_band").getAsBoolean());
        assertEquals(30, copy.get("steps_compared").getAsInt());
        assertEquals(0.0, copy.get("final_difference").getAsDouble());
        assertEquals(Files.size(run.resolve("resume_iter000030.safetensors")), copy.get("bytes_per_save").getAsLong());
        assertTrue(Files.readString(report.resolve("tables/resume_arms.csv")).contains("copy"));
        assertTrue(Files.size(report.resolve("charts/resume_loss.svg")) > 0);
        assertTrue(Files.exists(report.resolve("index.html")));
    }

    @Test
    void aLossProfileArmReportsItsBytes() {
        CliRun r = CliRun.run("resume-check", run.resolve("resume_iter000030.safetensors").toString(), "--steps",
                "20", "--threads", "1", "--no-control", "--loss", "aggressive", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonArray arms = r.outJson().getAsJsonArray("arms");
        assertEquals(2, arms.size());
        JsonObject exact = arms.get(0).getAsJsonObject();
        JsonObject lossy = arms.get(1).getAsJsonObject();
        assertEquals("aggressive", lossy.get("arm").getAsString());
        assertTrue(lossy.get("bytes_per_save").getAsLong() < exact.get("bytes_per_save").getAsLong() / 3, r.out());
        assertEquals(20, lossy.get("steps_compared").getAsInt());
    }

    @Test
    void withTheRunEachArmsBytesAndDriveLifeAreReportsOwn() throws IOException {
        Path out = tmp.resolve("tradeoff");
        CliRun r = CliRun.run("resume-check", run.resolve("resume_iter000030.safetensors").toString(), "--steps",
                "10", "--threads", "1", "--no-control", "--loss", "moments-8bit", "--run", run.toString(),
                "--no-cache", "-o", out.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject drive = r.outJson().getAsJsonObject("drive");
        JsonArray rows = drive.getAsJsonArray("rows");
        assertEquals(2, rows.size());
        JsonObject exact = rows.get(0).getAsJsonObject();
        JsonObject lossy = rows.get(1).getAsJsonObject();
        assertEquals("exact", exact.get("arm").getAsString());
        assertEquals("moments-8bit", lossy.get("arm").getAsString());
        // the same run measured by snapwear report --loss, an independent command: the same scheme and bytes
        CliRun rep = CliRun.run("report", run.toString(), "--loss", "moments-8bit", "--no-cache", "--json");
        assertEquals(0, rep.exit(), rep.err());
        JsonObject verdict = rep.outJson().getAsJsonObject("verdict");
        JsonObject best = verdict.getAsJsonObject("best");
        assertEquals(verdict.get("scheme").getAsString(), drive.get("scheme").getAsString());
        assertEquals(best.get("written_bytes").getAsLong(), exact.get("written_bytes").getAsLong());
        JsonObject reportLossy = rep.outJson().getAsJsonArray("lossy").get(0).getAsJsonObject();
        assertEquals(reportLossy.getAsJsonObject("outcome").get("written_bytes").getAsLong(),
                lossy.get("written_bytes").getAsLong());
        assertTrue(lossy.get("written_bytes").getAsLong() < exact.get("written_bytes").getAsLong());
        assertTrue(lossy.get("lifetime_years").getAsDouble() > exact.get("lifetime_years").getAsDouble());
        String csv = Files.readString(out.resolve("tables/resume_drive.csv"));
        assertTrue(csv.contains("moments-8bit") && csv.lines().count() == 3, csv);
        CliRun text = CliRun.run("resume-check", run.resolve("resume_iter000030.safetensors").toString(), "--steps",
                "5", "--threads", "1", "--no-control", "--run", run.toString(), "--no-cache");
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().contains("over the run " + run), text.out());
        CliRun badDrive = CliRun.run("resume-check", run.resolve("resume_iter000030.safetensors").toString(),
                "--run", run.toString(), "--ssd", "floppy");
        assertEquals(2, badDrive.exit());
        assertTrue(badDrive.err().contains("unknown preset 'floppy'"), badDrive.err());
    }

    @Test
    void aFailingTemplateIsOneLinePerRunAndExitsOne() {
        CliRun r = CliRun.run("resume-check", run.resolve("resume_iter000030.safetensors").toString(), "--command",
                "sh -c 'exit 7' sh {checkpoint} {loss_log}", "--steps", "5");
        assertEquals(1, r.exit());
        for (long seed = 1; seed <= 3; seed++) {
            assertTrue(r.out().contains("arm exact, seed " + seed + ": exit code 7"), r.out());
        }
        assertTrue(r.err().contains("run(s) gave no loss curve"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void aFileTheGeneratorCannotResumeFromFailsBeforeAnyRun() {
        CliRun r = CliRun.run("resume-check", run.resolve("snap_iter000030.fp32.safetensors").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("snap_iter000030.fp32.safetensors: not a resume checkpoint of the built-in "
                + "generator (resume_format missing, expected 1) (without --command, CHECKPOINT is a resume_iterNNNNNN.safetensors"), r.err());
        assertFalse(r.err().contains("arm exact"), r.err());
    }

    @Test
    void tooFewSeedsOrABadBandIsAUsageError() {
        String ckpt = run.resolve("resume_iter000030.safetensors").toString();
        CliRun seeds = CliRun.run("resume-check", ckpt, "--seeds", "1,2");
        assertEquals(2, seeds.exit());
        assertTrue(seeds.err().contains("at least 3 different seeds"), seeds.err());
        CliRun profile = CliRun.run("resume-check", ckpt, "--loss", "tiny");
        assertEquals(2, profile.exit());
        assertTrue(profile.err().contains("unknown loss profile 'tiny' (valid: exact, moments-8bit, aggressive, "
                + "excp-4bit, sz-4bit)"),
                profile.err());
        CliRun exact = CliRun.run("resume-check", ckpt, "--loss", "exact");
        assertEquals(2, exact.exit());
        assertTrue(exact.err().contains("the exact profile is the exact arm"), exact.err());
        CliRun band = CliRun.run("resume-check", ckpt, "--band", "wide");
        assertEquals(2, band.exit());
        assertTrue(band.err().contains("band must be minmax or sd:K"), band.err());
    }
}
