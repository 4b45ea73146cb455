package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossDecision;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.lossy.LossyCodecs;
import org.snapwear.codec.plan.LossyCheckpoint;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.store.Manifest;
import org.snapwear.codec.store.ManifestCodec;
import org.snapwear.codec.store.ManifestEntry;
import org.snapwear.codec.store.PartEntry;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.RetentionRule;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreEntryInfo;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.store.VerifyReport;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.checkpoint.CheckpointFile;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * A store saving the real hf_charlm_adamw run (Hugging Face layout, four checkpoints) through the moments-8bit and
 * aggressive loss profiles. Each restored checkpoint is compared with the original by an independent reader
 * ({@code releng/scripts/restored_checkpoint_check.py}: numpy for safetensors, torch.load for optimizer.pt, bytes
 * for the rest): every non-lossy tensor and every non-tensor object is identical, the lossy tensors differ by what
 * the Java bound checker measured and stay within their codec's bound, torch.load opens the restored files. The
 * restored checkpoints are byte for byte what {@link LossyCheckpoint#write} gives for the same chain (the reference
 * of each is the previous one as restored: the closed loop), verify passes and finds a damaged lossy part, list
 * marks the entries, and the manifest alone names the profile.
 */
class LossyStoreTest {
    private static final String PYTHON = "/usr/bin/python3";
    private static final long[] STEPS = {0, 50, 100, 150};

    @TempDir
    Path tmp;

    private static Path checkpoint(long step) {
        return Fixtures.path("hf_charlm_adamw", "checkpoint-" + step);
    }

    static PlanLoss loss(String profile) throws Exception {
        return new PlanLoss(LossProfiles.resolve(profile, List.of()), ExactGlobs.NONE);
    }

    /** Saves the run through {@code profile} (progressive, a baseline every third save: two reference chains). */
    static Path saveRun(Path dir, PlanLoss loss, CodecRegistry registry) throws IOException {
        try (SnapshotStore store = SnapshotStore.create(dir, StoreSettings.of("predictive", "huffman-exp",
                "progressive", 3, 50), registry, DurableIo.local())) {
            for (long step : STEPS) {
                SaveResult r = store.save(SaveRequest.of(CheckpointScanner.scan(checkpoint(step)), step)
                        .withLoss(loss).withRetention(RetentionRule.keepNewest(STEPS.length)));
                assertEquals(step, r.iteration());
            }
        }
        return dir;
    }

    @Test
    void moments8bitRestoresEveryIterationWithinItsBoundAndAsTheClosedLoopGivesIt() throws Exception {
        checkProfile("moments-8bit", 3); // checkpoint-0 has no optimizer moments
    }

    @Test
    void aggressiveRestoresEveryIterationWithinItsBoundAndAsTheClosedLoopGivesIt() throws Exception {
        checkProfile("aggressive", 4); // its parameters are lossy too
    }

    @Test
    void excp4bitCodesFirstSavesWithItsFirstSaveCodecAndResidualsAfter() throws Exception {
        Path dir = checkProfile("excp-4bit", 4);
        Manifest m = ManifestCodec.read(dir);
        for (ManifestEntry e : m.entries()) {
            List<String> codecs = e.partList().stream().map(PartEntry::codec).toList();
            // a baseline entry (no reference: the first of each chain) has error-bounded parameters, a delta entry
            // residuals; the manifest records both codecs of the role
            assertEquals(e.references().isEmpty(), codecs.contains("error-bounded"), e.iteration() + ": " + codecs);
            assertEquals(!e.references().isEmpty(), codecs.contains("residual-quant"), e.iteration() + ": " + codecs);
            assertEquals("error-bounded:abs=1e-3", e.loss().codecs().get("parameter.first"));
        }
    }

    private Path checkProfile(String profile, int lossyEntries) throws Exception {
        PlanLoss loss = loss(profile);
        Path dir = saveRun(tmp.resolve("store-" + profile), loss, CodecRegistry.defaultRegistry());
        Map<Long, Path> closedLoop = new HashMap<>();
        try (SnapshotStore store = SnapshotStore.openReadOnly(dir)) {
            Manifest m = ManifestCodec.read(dir);
            int lossy = 0;
            for (StoreEntryInfo e : store.list()) {
                long it = e.iteration();
                Path restored = tmp.resolve(profile + "-restored-" + it);
                store.restore(RestoreRequest.of(it, restored));
                // the same chain through LossyCheckpoint: the reference is the nearest reference as restored
                Path expected = tmp.resolve(profile + "-lossy-" + it);
                Path ref = e.references().isEmpty() ? null : closedLoop.get(e.references().get(0));
                LossyCheckpoint.write(checkpoint(it), expected, loss.profile(), loss.exact(), ref,
                        store.settings().chunkBytes());
                closedLoop.put(it, expected);
                assertSameFiles(expected, restored, profile + " iteration " + it);
                int changed = checkIndependently(checkpoint(it), restored, loss, ref);
                ManifestEntry entry = m.entry(it);
                assertEquals(changed > 0, e.loss() != null, "listed as lossy exactly when a tensor changed, " + it);
                if (e.loss() != null) {
                    lossy++;
                    assertEquals(profile, e.loss().profile());
                    assertEquals(loss.profile(), entry.loss().planLoss().profile(), "the manifest alone names it");
                    assertTrue(store.holdsCopyOf(it, CheckpointScanner.scan(checkpoint(it))),
                            "the original is recognised as the checkpoint saved");
                    assertFalse(store.holdsCopyOf(it, CheckpointScanner.scan(restored)));
                }
            }
            assertEquals(lossyEntries, lossy);
            assertEquals(STEPS.length, store.list().size());
            VerifyReport v = store.verify();
            assertTrue(v.ok(), () -> v.problems().toString());
        }
        damageALossyPart(dir);
        return dir;
    }

    /** A flipped byte in a lossy part: verify names the file. */
    private static void damageALossyPart(Path dir) throws IOException {
        Manifest m = ManifestCodec.read(dir);
        PartEntry part = m.entries().stream().filter(ManifestEntry::isLossy).flatMap(e -> e.partList().stream())
                .filter(p -> LossyCodecs.IDS.contains(p.codec())).reduce((a, b) -> b).orElseThrow();
        Path f = dir.resolve(part.file());
        byte[] b = Files.readAllBytes(f);
        b[b.length / 2] ^= 0x10;
        Files.write(f, b);
        try (SnapshotStore store = SnapshotStore.openReadOnly(dir)) {
            VerifyReport v = store.verify();
            assertFalse(v.ok());
            assertTrue(v.problems().stream().anyMatch(p -> p.file().equals(part.file())), v.problems().toString());
        }
    }

    private static void assertSameFiles(Path expected, Path actual, String what) throws IOException {
        ScannedCheckpoint e = CheckpointScanner.scan(expected);
        for (CheckpointFile f : e.tree().files()) {
            assertEquals(-1L, Files.mismatch(e.resolve(f), actual.resolve(f.path())), what + ": " + f.path());
        }
        try (Stream<Path> s = Files.walk(actual)) {
            assertEquals(e.tree().files().size(), s.filter(Files::isRegularFile).count(), what + ": file count");
        }
    }

    /**
     * The independent reader's view: every tensor the profile keeps exact identical, every lossy one within its
     * bound by {@link BoundCheck} with the same maximum error numpy measured, every non-tensor object equal.
     *
     * @return tensors that changed
     */
    private static int checkIndependently(Path original, Path restored, PlanLoss loss, Path reference)
            throws Exception {
        JsonObject report = runCheck(original, restored);
        JsonObject tensors = report.getAsJsonObject("tensors");
        int changed = 0;
        Snapshot ref = reference == null ? null : CheckpointScanner.scan(reference).snapshot(0);
        try (Snapshot a = CheckpointScanner.scan(original).snapshot(0);
                Snapshot b = CheckpointScanner.scan(restored).snapshot(0)) {
            for (Tensor t : a.tensors()) {
                JsonObject py = tensors.getAsJsonObject(t.name());
                LossDecision d = loss.decide(t.info());
                if (py == null) { // a file equal byte for byte: the reader did not need to open it
                    String file = t.name().substring(0, t.name().indexOf("::"));
                    assertEquals("identical", report.getAsJsonObject("files").get(file).getAsString(), t.name());
                    assertTrue(d.exact(), t.name() + " is lossy but its file did not change");
                    continue;
                }
                if (d.exact()) {
                    assertTrue(py.get("equal").getAsBoolean(), t.name() + " must be exact (" + d.reason() + ")");
                    continue;
                }
                // a tensor with nothing to be coded against gets the profile's first-save codec, if it names one
                boolean first = ref == null || ref.tensor(t.name()).isEmpty();
                var codec = (first ? d.first().orElse(d.codec().orElseThrow()) : d.codec().orElseThrow()).codec();
                ByteBuffer decoded = b.tensor(t.name()).orElseThrow().data();
                ByteBuffer refData = ref == null || codec.referenceDepth() == 0 ? null
                        : ref.tensor(t.name()).map(Tensor::data).orElse(null);
                BoundReport r = BoundCheck.check(t.name(), t.dtype(), t.data(), decoded, refData, codec.bound());
                assertTrue(r.withinBound(), () -> r.violation().get().message());
                double numpy = py.get("max_abs_error").getAsDouble();
                assertEquals(r.maxAbsError(), numpy, 1e-12 + 1e-9 * numpy, t.name() + ": numpy's maximum error");
                changed += py.get("equal").getAsBoolean() ? 0 : 1;
            }
        } finally {
            if (ref != null) {
                ref.close();
            }
        }
        JsonObject files = report.getAsJsonObject("files");
        if (hasMoments(original)) {
            assertEquals("opened", files.get("optimizer.pt").getAsString(), "torch.load opened optimizer.pt");
        }
        for (String f : List.of("rng_state.pth", "scheduler.pt", "trainer_state.json", "training_args.bin",
                "model.safetensors.index.json")) {
            assertEquals("identical", files.get(f).getAsString(), f);
        }
        return changed;
    }

    /** True for the checkpoints with optimizer moments (checkpoint-0 was saved before the first step). */
    private static boolean hasMoments(Path checkpoint) {
        return !checkpoint.getFileName().toString().equals("checkpoint-0");
    }

    static JsonObject runCheck(Path original, Path restored) throws Exception {
        Path script = Path.of(System.getProperty("snapwear.bundle.dir", "."))
                .resolve("../../releng/scripts/restored_checkpoint_check.py").normalize();
        assertTrue(Files.isRegularFile(script), "missing " + script);
        assertTrue(Files.isExecutable(Path.of(PYTHON)), PYTHON + " is needed (with python3-torch and "
                + "python3-numpy) for the independent check; releng/scripts/install-system-deps.sh installs it");
        Process p = new ProcessBuilder(PYTHON, script.toString(), original.toString(), restored.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the independent check did not finish");
        assertEquals(0, p.exitValue(), out);
        return JsonParser.parseString(out).getAsJsonObject();
    }

    @Test
    void anExactSaveRecordsNoLoss() throws Exception {
        Path dir = tmp.resolve("exact");
        try (SnapshotStore store = SnapshotStore.create(dir, StoreSettings.of("predictive", "huffman-exp",
                "progressive", 3, 50), CodecRegistry.defaultRegistry(), DurableIo.local())) {
            store.save(SaveRequest.of(CheckpointScanner.scan(checkpoint(50)), 50).withLoss(PlanLoss.EXACT));
            assertNull(store.list().get(0).loss());
            store.restore(RestoreRequest.of(50, tmp.resolve("r50")));
        }
        assertSameFiles(checkpoint(50), tmp.resolve("r50"), "exact");
        assertFalse(Files.readString(dir.resolve(Manifest.FILE_NAME)).contains("\"loss\""),
                "an exact entry serializes as before");
    }
}
