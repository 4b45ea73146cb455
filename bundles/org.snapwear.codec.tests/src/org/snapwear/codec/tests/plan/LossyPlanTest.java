package org.snapwear.codec.tests.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfileFile;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanCodecs;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.plan.RunPlanner;
import org.snapwear.codec.plan.SchemeSimulation;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.PartRecord;
import org.snapwear.codec.scheme.RoleError;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The run plan with a loss profile on the real hf_charlm_adamw run: {@code exact} plans and simulates exactly what
 * the plan without a profile does; {@code moments-8bit} puts the moments into parts of their lossy codecs, every
 * lossy tensor checked against its bound, the measured error per role in each save's record; a residual codec is
 * encoded against the decoded reference (closed loop) and checked against it.
 */
class LossyPlanTest {
    private static final CodecRegistry REG = CodecRegistry.defaultRegistry();
    private static final SchemeConfig PROGRESSIVE = new SchemeConfig(SchemeMode.PROGRESSIVE, 10, 50, 0);

    private static SnapshotSequence run() throws IOException {
        return SnapshotSequence.discover(Fixtures.path("hf_charlm_adamw"));
    }

    private static SimulationResult simulate(PlanLoss loss) throws IOException {
        return SchemeSimulation.run(SnapshotSupplier.of(run()), new SchemeSimulation.Options(PROGRESSIVE,
                REG.require("predictive"), REG.require("huffman-exp")).withLoss(loss));
    }

    private static PlanLoss loss(String name) throws Exception {
        return new PlanLoss(LossProfiles.resolve(name, List.of()), ExactGlobs.NONE);
    }

    @Test
    void theExactProfileGivesTodaysPlanAndBytes() throws Exception {
        SnapshotSequence seq = run();
        PlanCodecs plain = PlanCodecs.of(REG.require("predictive"), REG.require("huffman-exp"), REG);
        PlanCodecs exact = new PlanCodecs(plain.delta(), plain.baseline(), plain.fallback(), loss("exact"));
        RunPlanner a = new RunPlanner(PROGRESSIVE, plain, 1 << 20);
        RunPlanner b = new RunPlanner(PROGRESSIVE, exact, 1 << 20);
        SnapshotSupplier snaps = SnapshotSupplier.of(seq);
        for (int i = 0; i < snaps.size(); i++) {
            try (Snapshot s = snaps.open(i)) {
                assertEquals(a.next(snaps.iteration(i), s.infos(), null), b.next(snaps.iteration(i), s.infos(), null));
            }
        }
        assertEquals(a.plan(), b.plan());
        SimulationResult withProfile = simulate(loss("exact"));
        SimulationResult without = SchemeSimulation.run(SnapshotSupplier.of(seq), new SchemeSimulation.Options(
                PROGRESSIVE, REG.require("predictive"), REG.require("huffman-exp")));
        assertEquals(bytes(without), bytes(withProfile));
        for (SaveRecord r : withProfile.saves()) {
            assertTrue(r.verified());
            assertEquals(List.of(), r.errors());
        }
    }

    @Test
    void moments8bitPlansLossyPartsAndRecordsTheErrorPerRole() throws Exception {
        SimulationResult exact = simulate(PlanLoss.EXACT);
        SimulationResult lossy = simulate(loss("moments-8bit"));
        boolean sawMoments = false;
        for (SaveRecord r : lossy.saves()) {
            assertTrue(r.verified(), "iteration " + r.iteration());
            List<String> codecs = r.parts().stream().map(PartRecord::codec).toList();
            Map<String, RoleError> errors = r.errors().stream().collect(Collectors.toMap(RoleError::role, e -> e));
            if (codecs.contains("quant-absmax:bits=8")) {
                sawMoments = true;
                assertTrue(codecs.contains("quant-sqrt:bits=8,predict=ref"), codecs.toString());
                // quant-absmax never reads a reference (depth 0): stored alone, no chain to restore; the predicted
                // quant-sqrt reads the previous save's codes wherever that save had the moments
                for (PartRecord p : r.parts()) {
                    if (p.codec().equals("quant-absmax:bits=8")) {
                        assertEquals(0, p.references(), "iteration " + r.iteration());
                    }
                    if (p.codec().equals("quant-sqrt:bits=8,predict=ref") && r.iteration() > 50) {
                        assertEquals(1, p.references(), "iteration " + r.iteration());
                    }
                }
                assertEquals(List.of("exp_avg", "exp_avg_sq"), r.errors().stream().map(RoleError::role).toList());
                assertTrue(errors.get("exp_avg").maxRelError() > 0);
                assertEquals(errors.get("exp_avg").tensors(), errors.get("exp_avg_sq").tensors());
                assertTrue(r.decodeNanos() > 0, "the lossy parts' decode time is counted");
            } else {
                assertEquals(List.of(), r.errors(), "iteration " + r.iteration());
            }
        }
        assertTrue(sawMoments, "no save had lossy moments");
        assertTrue(lossy.writtenBytes() < exact.writtenBytes());
    }

    @Test
    void aResidualCodecIsCheckedAgainstTheDecodedReference() throws Exception {
        LossProfile p = LossProfileFile.parse("test", "res.parameter = residual-quant\n"
                + "res.exp_avg = quant-absmax:bits=4\n").get(0);
        SimulationResult r = SchemeSimulation.run(SnapshotSupplier.of(run()), new SchemeSimulation.Options(
                new SchemeConfig(SchemeMode.PROGRESSIVE, 10, 50, 0), REG.require("predictive"), REG.require("huffman-exp"))
                .withLoss(new PlanLoss(p, ExactGlobs.NONE)));
        int residualSaves = 0;
        for (SaveRecord s : r.saves()) {
            assertTrue(s.verified());
            boolean residual = s.parts().stream().anyMatch(x -> x.codec().equals("residual-quant")
                    && x.references() > 0);
            if (residual) {
                residualSaves++;
                assertTrue(s.errors().stream().anyMatch(e -> e.role().equals("parameter") && e.maxAbsError() > 0));
            }
        }
        assertTrue(residualSaves >= 2, "residual-quant was not used against a reference");
    }

    private static List<Long> bytes(SimulationResult r) {
        List<Long> out = new ArrayList<>();
        for (SaveRecord s : r.saves()) {
            out.add(s.bytes());
        }
        return out;
    }
}
