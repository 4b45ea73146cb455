package org.snapwear.codec.tests.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemePlanner;
import org.snapwear.codec.scheme.SnapshotRole;

/**
 * Keep/delete sequences of Algorithm 2. Expected values are written out from the paper's text (Sec. 3.2-4, Fig. 6-7:
 * "suppose snap6 is the newest: snap4, snap5 and snap6 are stored with progressive; only snap4 and snap6 with
 * chain") and, for longer runs, from an oracle stated independently of the planner: progressive keeps the current
 * baseline and every snapshot after it; chain keeps the current baseline and the newest snapshot.
 */
class SchemePlannerTest {

    /** Runs saves 1..n (paper numbering, unit 1) and returns kept-after and deletes of each save. */
    static List<SavePlan> run(SchemeMode mode, int snapDis, long unit, long first, int n) {
        SchemePlanner p = new SchemePlanner(new SchemeConfig(mode, snapDis, unit, first));
        TreeSet<Long> stored = new TreeSet<>();
        List<SavePlan> plans = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            SavePlan plan = p.planSave(stored, first + k * unit);
            stored.removeAll(plan.deletes());
            stored.add(plan.iteration());
            assertEquals(new ArrayList<>(stored), plan.keptAfter());
            plans.add(plan);
        }
        return plans;
    }

    @Test
    void progressiveSnapDis3MatchesFig7() {
        List<SavePlan> p = run(SchemeMode.PROGRESSIVE, 3, 1, 1, 7);
        assertEquals(List.of(List.of(1L), List.of(1L, 2L), List.of(1L, 2L, 3L), List.of(4L), List.of(4L, 5L),
                List.of(4L, 5L, 6L), List.of(7L)), p.stream().map(SavePlan::keptAfter).toList());
        assertEquals(List.of(List.of(), List.of(), List.of(), List.of(1L, 2L, 3L), List.of(), List.of(),
                List.of(4L, 5L, 6L)), p.stream().map(SavePlan::deletes).toList());
        assertEquals(List.of(SnapshotRole.BASELINE, SnapshotRole.DELTA, SnapshotRole.DELTA, SnapshotRole.BASELINE,
                SnapshotRole.DELTA, SnapshotRole.DELTA, SnapshotRole.BASELINE), p.stream().map(SavePlan::role).toList());
        assertEquals(List.of(5L, 4L), p.get(5).references());
        assertEquals(List.of(4L), p.get(4).references());
        assertEquals(List.of(4L, 5L), p.get(5).rebuild()); // lines 14-15: baseline .. iter - unit
    }

    @Test
    void chainSnapDis3MatchesFig7() {
        List<SavePlan> p = run(SchemeMode.CHAIN, 3, 1, 1, 7);
        assertEquals(List.of(List.of(1L), List.of(1L, 2L), List.of(1L, 3L), List.of(4L), List.of(4L, 5L),
                List.of(4L, 6L), List.of(7L)), p.stream().map(SavePlan::keptAfter).toList());
        assertEquals(List.of(List.of(), List.of(), List.of(2L), List.of(1L, 3L), List.of(), List.of(5L),
                List.of(4L, 6L)), p.stream().map(SavePlan::deletes).toList());
        assertEquals(List.of(4L), p.get(5).references());
        assertEquals(List.of(4L), p.get(5).rebuild());
    }

    @Test
    void table9GridSnapDis5() {
        // Table 9: snapshots every 5000 iterations from 5000; 30000 starts a new baseline group.
        List<SavePlan> prog = run(SchemeMode.PROGRESSIVE, 5, 5000, 5000, 10);
        assertEquals(List.of(5000L, 10000L, 15000L, 20000L, 25000L), prog.get(4).keptAfter());
        assertEquals(List.of(30000L), prog.get(5).keptAfter());
        assertEquals(List.of(5000L, 10000L, 15000L, 20000L, 25000L), prog.get(5).deletes());
        List<SavePlan> chain = run(SchemeMode.CHAIN, 5, 5000, 5000, 10);
        assertEquals(List.of(5000L, 25000L), chain.get(4).keptAfter());
        assertEquals(List.of(30000L), chain.get(5).keptAfter());
        assertEquals(List.of(30000L, 50000L), chain.get(9).keptAfter());
        // The paper's own convention: SchemeConfig.paper sets first = unit.
        assertEquals(5000L, SchemeConfig.paper(SchemeMode.CHAIN, 5, 5000).firstIteration());
    }

    @Test
    void keptSetsFollowTheOracleForManySnapDis() {
        for (int sd = 1; sd <= 7; sd++) {
            for (SchemeMode mode : new SchemeMode[] {SchemeMode.PROGRESSIVE, SchemeMode.CHAIN, SchemeMode.FULL}) {
                List<SavePlan> plans = run(mode, sd, 500, 0, 30);
                for (int k = 0; k < plans.size(); k++) {
                    long it = k * 500L;
                    long base = mode == SchemeMode.FULL ? it : (k - k % sd) * 500L;
                    List<Long> expected = new ArrayList<>();
                    if (mode == SchemeMode.PROGRESSIVE) {
                        for (long x = base; x <= it; x += 500) {
                            expected.add(x);
                        }
                    } else {
                        expected.add(base);
                        if (it != base) {
                            expected.add(it);
                        }
                    }
                    assertEquals(expected, plans.get(k).keptAfter(), mode + " snap_dis " + sd + " after " + it);
                    assertEquals(it == base, plans.get(k).role() == SnapshotRole.BASELINE);
                    // Restore of the newest snapshot must be possible from what is kept.
                    SchemePlanner planner = new SchemePlanner(new SchemeConfig(mode, sd, 500, 0));
                    assertEquals(mode == SchemeMode.CHAIN ? expected : mode == SchemeMode.FULL ? List.of(it) : expected,
                            planner.planRestore(plans.get(k).keptAfter(), it).load());
                }
            }
        }
    }

    @Test
    void missingReferenceAndOffGridIterationsAreRejected() {
        SchemePlanner p = new SchemePlanner(new SchemeConfig(SchemeMode.PROGRESSIVE, 3, 500, 0));
        assertThrows(IllegalStateException.class, () -> p.planSave(List.of(0L), 1000)); // 500 was skipped
        assertThrows(IllegalArgumentException.class, () -> p.planSave(List.of(), 750));
        assertThrows(IllegalArgumentException.class, () -> p.planSave(List.of(500L), 500));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> p.planRestore(List.of(0L), 1000));
        assertTrue(e.getMessage().contains("500"), e.getMessage());
    }
}
