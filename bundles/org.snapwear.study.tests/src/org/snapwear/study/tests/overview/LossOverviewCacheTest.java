package org.snapwear.study.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfileFile;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.study.sim.LossLabel;
import org.snapwear.study.outcome.LossOutcome;
import org.snapwear.study.outcome.SchemeStream;
import org.snapwear.study.overview.LossOverviews;
import org.snapwear.study.overview.MeasurementCache;
import org.snapwear.study.overview.RunKey;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.study.sim.LossRow;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The lossy rows of a run overview on the real AdamW run (hf_charlm_adamw): the seam ({@link SchemeStream} with a
 * loss profile) writes what the compress simulation writes with the same profile, an exact stream through it is the
 * exact stream, a lossy row wears the drive no more than the exact scheme, and the cache keeps every profile apart
 * from the others and from the exact measurements.
 */
class LossOverviewCacheTest {

    private static final SchemeSpec CHAIN = new SchemeSpec("predictive", "huffman-exp", SchemeMode.CHAIN, 4, 0);
    private static String source;
    private static ScaledDevice.Scaled device;

    @BeforeAll
    static void device() throws IOException {
        source = Fixtures.path("hf_charlm_adamw").toString();
        device = ScaledDevice.forRawVolume(2 * RunOverviews.contents(source, seq()).tensorBytes());
    }

    private static SnapshotSequence seq() throws IOException {
        return SnapshotSequence.resolve(source);
    }

    private static PlanLoss profile(String name) throws Exception {
        return new PlanLoss(LossProfiles.resolve(name, List.of()), ExactGlobs.NONE);
    }

    @Test
    void theSeamWritesWhatTheCompressSimulationWrites() throws Exception {
        PlanLoss loss = profile(LossProfiles.MOMENTS_8BIT);
        SchemeStream stream = SchemeStream.simulate(seq(), CHAIN, loss, Progress.NONE);
        var sim = SchemeRuns.simulate(seq(), CHAIN, loss, r -> { }, Progress.NONE);
        assertEquals(sim.writtenBytes(), stream.writtenBytes());
        assertEquals(LossRow.of(sim), stream.lossErrors());
        assertEquals("moments-8bit", stream.loss().name());
        assertTrue(stream.lossy());
        assertEquals(List.of("exp_avg", "exp_avg_sq"), stream.lossErrors().stream().map(LossRow::role).toList());
        // the exact profile through the seam is the exact stream, record for record
        SchemeStream exact = SchemeStream.simulate(seq(), CHAIN, PlanLoss.EXACT, Progress.NONE);
        assertEquals(SchemeStream.simulate(seq(), CHAIN, Progress.NONE), exact);
        assertEquals(LossLabel.EXACT, exact.loss());
        assertTrue(exact.lossErrors().isEmpty());
    }

    @Test
    void aRoleWithAFirstSaveCodecShowsBothCodecsAndTheLargerError() throws Exception {
        var sim = SchemeRuns.simulate(seq(), CHAIN, profile(LossProfiles.EXCP_4BIT), r -> { }, Progress.NONE);
        // the first save of the chain codes the weights error-bounded, the later ones as residuals
        var first = sim.saves().get(0).errors().stream().filter(e -> e.role().equals("parameter")).findFirst()
                .orElseThrow();
        var later = sim.saves().get(1).errors().stream().filter(e -> e.role().equals("parameter")).findFirst()
                .orElseThrow();
        assertEquals("error-bounded:abs=1e-3", first.codec());
        assertEquals("residual-quant:block=1024", later.codec());
        LossRow row = LossRow.of(sim).stream().filter(r -> r.role().equals("parameter")).findFirst().orElseThrow();
        assertEquals("error-bounded:abs=1e-3 + residual-quant:block=1024", row.codec());
        double max = sim.saves().stream().flatMap(s -> s.errors().stream()).filter(e -> e.role().equals("parameter"))
                .mapToDouble(e -> e.maxAbsError()).max().orElseThrow();
        assertEquals(max, row.maxAbsError());
        assertTrue(first.maxAbsError() <= 1e-3 && row.maxAbsError() > 1e-3, "residuals err more than the first save");
    }

    @Test
    void lossyRowsWriteAndEraseNoMoreThanTheExactScheme() throws Exception {
        LossOutcome exact = LossOverviews.measure(seq(), CHAIN, PlanLoss.EXACT, device, Progress.NONE);
        long previous = exact.outcome().writtenBytes();
        for (String name : List.of(LossProfiles.MOMENTS_8BIT, LossProfiles.AGGRESSIVE)) {
            LossOutcome lossy = LossOverviews.measure(seq(), CHAIN, profile(name), device, Progress.NONE);
            assertTrue(lossy.outcome().writtenBytes() < previous, name);
            assertTrue(lossy.outcome().ssd().erases() <= exact.outcome().ssd().erases(), name);
            assertTrue(lossy.outcome().verified(), name);
            previous = lossy.outcome().writtenBytes();
        }
    }

    @Test
    void eachProfileHasItsOwnCacheFileApartFromTheExactMeasurements(@TempDir Path dir) throws Exception {
        MeasurementCache cache = MeasurementCache.at(dir);
        AtomicInteger measured = new AtomicInteger();
        PlanLoss moments = profile(LossProfiles.MOMENTS_8BIT);
        PlanLoss aggressive = profile(LossProfiles.AGGRESSIVE);
        LossOutcome first = cache.lossRow(source, seq(), CHAIN, moments, () -> {
            measured.incrementAndGet();
            return LossOverviews.measure(seq(), CHAIN, moments, device, Progress.NONE);
        });
        LossOutcome again = cache.lossRow(source, seq(), CHAIN, moments, () -> {
            measured.incrementAndGet();
            throw new AssertionError("a cached profile is not measured again");
        });
        assertEquals(1, measured.get());
        assertEquals(first, again);
        LossOutcome other = cache.lossRow(source, seq(), CHAIN, aggressive, () -> {
            measured.incrementAndGet();
            return LossOverviews.measure(seq(), CHAIN, aggressive, device, Progress.NONE);
        });
        assertEquals(2, measured.get(), "another profile is another key");
        assertNotEquals(first.outcome().writtenBytes(), other.outcome().writtenBytes());

        // a lossy file is never read as the exact measurements, and the exact key names no lossy profile
        RunKey exactKey = RunKey.of(source, seq());
        RunKey lossyKey = RunKey.of(source, seq(), CHAIN, LossLabel.of(moments));
        assertNotEquals(exactKey, lossyKey);
        assertFalse(cache.find(exactKey).isPresent());
        assertFalse(cache.find(lossyKey).isPresent(), "a lossy row's file does not pass for exact measurements");
        assertNotEquals(lossyKey, RunKey.of(source, seq(), CHAIN, new LossLabel("other", LossLabel.of(moments).roles(), List.of())));
    }

    @Test
    void aUserProfileEditedUnderTheSameNameIsMeasuredAfresh(@TempDir Path dir) throws Exception {
        LossProfile v1 = LossProfileFile.parse("a.loss", "mine.exp_avg = quant-absmax:bits=8\n").get(0);
        LossProfile v2 = LossProfileFile.parse("a.loss", "mine.exp_avg = quant-absmax:bits=4\n").get(0);
        PlanLoss p1 = new PlanLoss(v1, ExactGlobs.NONE);
        PlanLoss p2 = new PlanLoss(v2, ExactGlobs.NONE);
        assertNotEquals(RunKey.of(source, seq(), CHAIN, LossLabel.of(p1)),
                RunKey.of(source, seq(), CHAIN, LossLabel.of(p2)));
        // kept-exact tensors are part of the key too
        assertNotEquals(RunKey.of(source, seq(), CHAIN, LossLabel.of(p1)), RunKey.of(source, seq(), CHAIN,
                LossLabel.of(new PlanLoss(v1, new ExactGlobs(List.of("*embed*"))))));
        MeasurementCache cache = MeasurementCache.at(dir);
        LossOutcome a = cache.lossRow(source, seq(), CHAIN, p1,
                () -> LossOverviews.measure(seq(), CHAIN, p1, device, Progress.NONE));
        LossOutcome b = cache.lossRow(source, seq(), CHAIN, p2,
                () -> LossOverviews.measure(seq(), CHAIN, p2, device, Progress.NONE));
        assertEquals("exp_avg quant-absmax:bits=8", a.loss().roles().get(0));
        assertEquals("exp_avg quant-absmax:bits=4", b.loss().roles().get(0));
        assertTrue(b.outcome().writtenBytes() < a.outcome().writtenBytes());
    }
}
