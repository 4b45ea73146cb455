package org.snapwear.codec.tests.plan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossDecision;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.loss.LossRules;
import org.snapwear.codec.plan.LossyCheckpoint;
import org.snapwear.codec.plan.LossyCheckpointReport;
import org.snapwear.codec.plan.RoleLoss;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.checkpoint.CheckpointFile;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * A checkpoint put through a loss profile on the real hf_charlm_adamw run: the same files, every non-tensor byte the
 * same, every lossy tensor within its codec's bound by the independent {@link BoundCheck}, every other tensor
 * byte-identical, and the exact profile a byte-identical copy.
 */
class LossyCheckpointTest {
    @TempDir
    Path tmp;

    private static Path checkpoint(int step) {
        return Fixtures.path("hf_charlm_adamw", "checkpoint-" + step);
    }

    private static LossProfile profile(String name) throws Exception {
        return LossProfiles.resolve(name, List.of());
    }

    @Test
    void exactProfileWritesTheSameBytes() throws Exception {
        Path out = tmp.resolve("exact");
        LossyCheckpointReport r = LossyCheckpoint.write(checkpoint(100), out, profile("exact"), ExactGlobs.NONE,
                null);
        ScannedCheckpoint src = CheckpointScanner.scan(checkpoint(100));
        for (CheckpointFile f : src.tree().files()) {
            assertEquals(-1L, Files.mismatch(src.resolve(f), out.resolve(f.path())), f.path());
        }
        assertEquals(1, r.roles().size());
        assertEquals(RoleLoss.EXACT_ROLE, r.roles().get(0).role());
        assertEquals(r.tensorBytes(), r.encodedBytes());
        assertFalse(Files.exists(tmp.resolve(".exact.partial")));
    }

    @Test
    void moments8bitKeepsEveryNonTensorByteAndEveryBound() throws Exception {
        Path out = tmp.resolve("m8");
        LossProfile p = profile("moments-8bit");
        LossyCheckpointReport r = LossyCheckpoint.write(checkpoint(100), out, p, ExactGlobs.NONE, null);
        int changed = checkAgainstSource(checkpoint(100), out, p, ExactGlobs.NONE, null);
        assertTrue(changed > 0, "no moment changed: the profile did nothing");
        Map<String, RoleLoss> rows = r.roles().stream().collect(Collectors.toMap(RoleLoss::role, x -> x));
        assertEquals(List.of("exp_avg", "exp_avg_sq", "exact"), r.roles().stream().map(RoleLoss::role).toList());
        assertTrue(rows.get("exp_avg").encodedBytes() < rows.get("exp_avg").rawBytes() / 3);
        assertTrue(rows.get("exp_avg_sq").maxRelError() > 0);
        assertEquals("quant-sqrt:bits=8,predict=ref", rows.get("exp_avg_sq").codec());
        assertEquals(rows.get("exact").rawBytes(), rows.get("exact").encodedBytes());
    }

    @Test
    void exactGlobKeepsNamedTensorsAndIsReported() throws Exception {
        Path out = tmp.resolve("glob");
        ExactGlobs globs = new ExactGlobs(List.of("optimizer.pt::state.0.*"));
        LossProfile p = profile("moments-8bit");
        LossyCheckpointReport r = LossyCheckpoint.write(checkpoint(100), out, p, globs, null);
        checkAgainstSource(checkpoint(100), out, p, globs, null);
        assertEquals(List.of("optimizer.pt::state.0.exp_avg", "optimizer.pt::state.0.exp_avg_sq"),
                r.exactReported().stream().map(LossDecision::tensor).sorted().toList());
    }

    @Test
    void aggressiveAgainstThePreviousLossyCheckpoint() throws Exception {
        LossProfile p = profile("aggressive");
        Path first = tmp.resolve("c50");
        LossyCheckpoint.write(checkpoint(50), first, p, ExactGlobs.NONE, null);
        checkAgainstSource(checkpoint(50), first, p, ExactGlobs.NONE, null);
        Path second = tmp.resolve("c100");
        LossyCheckpointReport r = LossyCheckpoint.write(checkpoint(100), second, p, ExactGlobs.NONE, first);
        assertTrue(r.referenced() > 0, "nothing was encoded against the reference");
        checkAgainstSource(checkpoint(100), second, p, ExactGlobs.NONE, first);
        assertTrue(r.roles().stream().anyMatch(x -> x.role().equals("parameter") && x.maxAbsError() > 0));
    }

    @Test
    void anExistingTargetIsRefusedAndKept() throws Exception {
        Path out = Files.createDirectory(tmp.resolve("taken"));
        Files.writeString(out.resolve("mine.txt"), "keep");
        assertThrows(IOException.class, () -> LossyCheckpoint.write(checkpoint(100), out, profile("aggressive"),
                ExactGlobs.NONE, null));
        assertEquals("keep", Files.readString(out.resolve("mine.txt")));
    }

    /**
     * A torch.save zip whose tensors changed differs outside the tensors only in CRC-32 fields: every differing byte
     * lies in a 4-byte word that holds the CRC-32 the central directory gives one of its entries, and every entry
     * reads back with a valid CRC (java.util.zip checks it).
     */
    private static void assertOnlyCrcsDiffer(byte[] a, byte[] b, Path zip) throws IOException {
        java.util.Set<Integer> crcs = new java.util.HashSet<>();
        try (java.util.zip.ZipFile z = new java.util.zip.ZipFile(zip.toFile())) {
            for (var e : java.util.Collections.list(z.entries())) {
                crcs.add((int) e.getCrc());
                try (var in = z.getInputStream(e)) {
                    in.readAllBytes(); // throws on a CRC mismatch
                }
            }
        }
        ByteBuffer w = ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < a.length; i++) {
            if (a[i] == b[i]) {
                continue;
            }
            boolean inCrc = false;
            for (int k = Math.max(0, i - 3); k <= i && k + 4 <= b.length; k++) {
                inCrc |= crcs.contains(w.getInt(k));
            }
            assertTrue(inCrc, zip + ": non-tensor byte " + i + " changed outside a CRC-32 field");
        }
    }

    /**
     * Same files and sizes, non-tensor bytes equal, lossy tensors within their bound (against the reference where
     * the write used it), others byte-identical; returns how many tensors changed.
     */
    private static int checkAgainstSource(Path source, Path out, LossProfile p, ExactGlobs globs, Path reference)
            throws Exception {
        ScannedCheckpoint src = CheckpointScanner.scan(source);
        ScannedCheckpoint dst = CheckpointScanner.scan(out); // the readers parse every written file
        assertEquals(src.tree().files().stream().map(CheckpointFile::path).toList(),
                dst.tree().files().stream().map(CheckpointFile::path).toList());
        for (CheckpointFile f : src.tree().files()) {
            byte[] a = Files.readAllBytes(src.resolve(f));
            byte[] b = Files.readAllBytes(out.resolve(f.path()));
            assertEquals(a.length, b.length, f.path());
            for (PayloadRegion region : f.regions()) {
                Arrays.fill(a, (int) region.offset(), (int) (region.offset() + region.length()), (byte) 0);
                Arrays.fill(b, (int) region.offset(), (int) (region.offset() + region.length()), (byte) 0);
            }
            if (a[0] == 'P' && a[1] == 'K') {
                assertOnlyCrcsDiffer(a, b, out.resolve(f.path()));
            } else {
                assertArrayEquals(a, b, "non-tensor bytes of " + f.path());
            }
        }
        int changed = 0;
        Snapshot ref = reference == null ? null : CheckpointScanner.scan(reference).snapshot(0);
        try (Snapshot s = src.snapshot(0); Snapshot d = dst.snapshot(0)) {
            for (Tensor t : s.tensors()) {
                ByteBuffer decoded = d.tensor(t.name()).orElseThrow().data();
                LossDecision dec = LossRules.decide(p, globs, t.name(), t.dtype(), t.info().elementCount());
                if (dec.exact()) {
                    assertEquals(t.data(), decoded, t.name() + " must be exact (" + dec.reason() + ")");
                    continue;
                }
                var codec = dec.codec().get().codec();
                ByteBuffer refData = ref == null || codec.referenceDepth() == 0 ? null
                        : ref.tensor(t.name()).map(Tensor::data).orElse(null);
                BoundReport br = BoundCheck.check(t.name(), t.dtype(), t.data(), decoded, refData, codec.bound());
                assertTrue(br.withinBound(), () -> br.violation().get().message());
                changed += t.data().equals(decoded) ? 0 : 1;
            }
        } finally {
            if (ref != null) {
                ref.close();
            }
        }
        return changed;
    }
}
