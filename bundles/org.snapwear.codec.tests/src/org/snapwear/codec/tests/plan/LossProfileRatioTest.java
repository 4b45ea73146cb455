package org.snapwear.codec.tests.plan;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.plan.SchemeSimulation;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.PartRecord;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The size goals of the built-in loss profiles on the real AdamW run {@code hf_charlm_adamw}, as
 * {@code snapwear compress RUN --codec predictive --baseline predictive --mode progressive --snap-dis 10 --loss P}
 * measures them (whole run, every byte the store would write, every lossy tensor checked against its bound): the
 * bytes are deterministic, so these are regression tests of the goals ({@code moments-8bit} at most 45% of raw, a
 * profile at or below 10%, {@code sz-4bit}).
 */
class LossProfileRatioTest {
    private static final CodecRegistry REG = CodecRegistry.defaultRegistry();

    private static SimulationResult compress(String profile) throws Exception {
        SnapshotSequence seq = SnapshotSequence.discover(Fixtures.path("hf_charlm_adamw"));
        return SchemeSimulation.run(SnapshotSupplier.of(seq), new SchemeSimulation.Options(
                new SchemeConfig(SchemeMode.PROGRESSIVE, 10, 50, 0), REG.require("predictive"),
                REG.require("predictive")).withLoss(new PlanLoss(LossProfiles.resolve(profile, List.of()),
                        ExactGlobs.NONE)));
    }

    private static double pct(SimulationResult r) {
        return 100.0 * r.writtenBytes() / r.rawBytes();
    }

    @Test
    void moments8bitWritesAtMost45PercentOfRaw() throws Exception {
        SimulationResult r = compress(LossProfiles.MOMENTS_8BIT);
        assertTrue(r.allVerified());
        assertTrue(pct(r) <= 45, "moments-8bit wrote " + pct(r) + "% of raw");
    }

    @Test
    void sz4bitWritesAtMostATenthOfRaw() throws Exception {
        SimulationResult r = compress(LossProfiles.SZ_4BIT);
        assertTrue(r.allVerified());
        assertTrue(pct(r) <= 10, "sz-4bit wrote " + pct(r) + "% of raw");
    }

    @Test
    void excp4bitCodesItsFirstSaveErrorBoundedAndResidualsAfter() throws Exception {
        SimulationResult r = compress(LossProfiles.EXCP_4BIT);
        assertTrue(r.allVerified());
        // 10.00% of raw when its first saves got their own codec; 9.22% when they were coded against zeros, which
        // zeroed a sixth of each block's weights and took resumed training out of the seed-noise band
        assertTrue(pct(r) < 10.5, "excp-4bit wrote " + pct(r) + "% of raw");
        // the first save has no reference: its parameters get the first-save codec (error-bounded), not exact and
        // not residuals against zeros; the later saves code residuals
        SaveRecord first = r.saves().get(0);
        assertTrue(first.parts().stream().map(PartRecord::codec).anyMatch(c -> c.startsWith("error-bounded")),
                first.parts().toString());
        assertTrue(first.parts().stream().map(PartRecord::codec).noneMatch(c -> c.startsWith("residual-quant")),
                first.parts().toString());
        for (SaveRecord later : r.saves().subList(1, r.saves().size())) {
            assertTrue(later.parts().stream().map(PartRecord::codec).anyMatch(c -> c.startsWith("residual-quant")),
                    later.parts().toString());
        }
    }

    @Test
    void aggressiveStaysBelowItsSizeBeforeTheSecondMomentWasPredicted() throws IOException, Exception {
        // 12.82% of raw when exp_avg_sq's 4-bit codes were stored as they are
        SimulationResult r = compress(LossProfiles.AGGRESSIVE);
        assertTrue(pct(r) < 12.5, "aggressive wrote " + pct(r) + "% of raw");
    }
}
