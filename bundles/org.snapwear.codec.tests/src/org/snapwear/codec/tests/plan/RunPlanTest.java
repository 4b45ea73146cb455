package org.snapwear.codec.tests.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.DynRleCodec;
import org.snapwear.codec.codecs.HuffmanExpCodec;
import org.snapwear.codec.codecs.PredictiveCodec;
import org.snapwear.codec.plan.FallbackCodec;
import org.snapwear.codec.plan.PartPlan;
import org.snapwear.codec.plan.PlanCodecs;
import org.snapwear.codec.plan.PlannedSave;
import org.snapwear.codec.plan.RunPlan;
import org.snapwear.codec.plan.RunPlanner;
import org.snapwear.codec.plan.SavePlanner;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.PartPlanner;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.store.SnapshotStore;

/**
 * The run plan: pure data a cluster can ship, the references each part uses by the one rule, and the fallback
 * codec defined once, missing alike everywhere.
 */
class RunPlanTest {
    private static final int CHUNK = 1 << 12;
    private final SnapshotCodec huffman = new HuffmanExpCodec();
    private final SnapshotCodec fallback = FallbackCodec.in(CodecRegistry.defaultRegistry());

    private RunPlan plan(SnapshotCodec delta, SnapshotCodec fb) throws Exception {
        RunPlanner planner = new RunPlanner(new SchemeConfig(SchemeMode.PROGRESSIVE, 4, 10, 0),
                new PlanCodecs(delta, huffman, fb), CHUNK);
        planner.next(0, TestSnapshots.drifting(0).infos(), null);
        for (int it = 10; it <= 30; it += 10) {
            planner.next(it, TestSnapshots.withStep(it).infos(), null);
        }
        return planner.plan();
    }

    @Test
    void thePlanIsSerialisableData() throws Exception {
        RunPlan plan = plan(new DynRleCodec(), fallback);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(plan);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertEquals(plan, in.readObject());
        }
        PlannedSave second = plan.saves().get(1);
        // the floats are a delta against iteration 0; the step counter is new, and huffman-exp declines it
        assertEquals(List.of("dynrle", FallbackCodec.ID), second.parts().stream().map(PartPlan::codec).toList());
        assertEquals(List.of(0L), second.parts().get(0).references());
        assertEquals(List.of(), second.parts().get(1).references());
        PlannedSave third = plan.saves().get(2);
        assertEquals(List.of(10L), third.parts().get(0).references());
        assertEquals(List.of(10L), third.parts().get(1).references(), "the fallback codec takes the counter now");
        assertEquals(5 + 2, third.parts().get(0).chunkCount(), "20000 + 6000 bytes of floats in 4 KiB chunks");
        assertEquals(1, third.parts().get(1).chunkCount());
    }

    @Test
    void eachPartUsesTheReferencesTheRuleAllows() throws Exception {
        SnapshotCodec predictive = new PredictiveCodec();
        assertEquals(2, PartPlanner.referencesUsed(predictive, 3));
        assertEquals(1, PartPlanner.referencesUsed(predictive, 1));
        assertEquals(1, PartPlanner.referencesUsed(new DynRleCodec(), 2));
        RunPlan deep = plan(predictive, fallback);
        PlannedSave third = deep.saves().get(2);
        assertEquals(List.of(10L, 0L), third.plan().references());
        assertEquals(List.of(10L, 0L), SavePlanner.referencesNeeded(third.plan(), new PlanCodecs(predictive,
                huffman, fallback)));
        // the floats are held by both references; the counter only by iteration 10 (new at 10)
        assertEquals(List.of(10L, 0L), third.parts().get(0).references());
        assertEquals(List.of(10L), third.parts().get(1).references());
        RunPlan shallow = plan(new DynRleCodec(), fallback);
        assertEquals(List.of(10L), shallow.saves().get(2).parts().get(0).references());
    }

    @Test
    void aMissingFallbackCodecIsOneLineNamingTheTensor() {
        assertEquals(SnapshotStore.FALLBACK_CODEC, FallbackCodec.ID);
        assertEquals(FallbackCodec.ID, fallback.id());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> plan(new DynRleCodec(), null));
        assertTrue(e.getMessage().contains("of tensor " + TestSnapshots.STEP), e.getMessage());
        assertTrue(e.getMessage().contains("no fallback codec"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }
}
