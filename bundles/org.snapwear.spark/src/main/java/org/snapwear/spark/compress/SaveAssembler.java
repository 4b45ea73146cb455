package org.snapwear.spark.compress;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.codec.plan.PartOutcome;
import org.snapwear.codec.plan.PlannedSave;
import org.snapwear.codec.plan.RunPlan;
import org.snapwear.codec.plan.SaveAccounting;
import org.snapwear.codec.scheme.SchemeLedger;
import org.snapwear.codec.scheme.SimulationResult;

/**
 * The driver's merge: the ranges of each part added up in the engine's {@link PartOutcome}, each save accounted by
 * the engine's {@link SaveAccounting} (container sizes by the container's own framing) into Algorithm 2's
 * {@link SchemeLedger}, exactly as the single-machine simulation accounts it.
 */
final class SaveAssembler {
    private SaveAssembler() {
    }

    static SimulationResult assemble(RunPlan plan, String deltaCodec, String baselineCodec,
            List<PreparedPart> prepared, List<RangeResult> results) {
        Map<Long, PartOutcome> outcomes = new HashMap<>();
        for (PreparedPart p : prepared) {
            outcomes.put(key(p.task().save(), p.task().part()), new PartOutcome(p.task().plan(), p.params(),
                    p.nanos()));
        }
        for (RangeResult r : results) {
            outcomes.get(key(r.save(), r.part())).add(r.result());
        }
        SchemeLedger ledger = new SchemeLedger(plan.config());
        for (PlannedSave s : plan.saves()) {
            List<PartOutcome> parts = new ArrayList<>();
            for (int p = 0; p < s.parts().size(); p++) {
                PartOutcome o = outcomes.get(key(s.index(), p));
                if (o == null) {
                    throw new IllegalStateException("iteration " + s.plan().iteration() + " part " + p
                            + ": its parameters never came back");
                }
                parts.add(o);
            }
            SaveAccounting.record(ledger, s, parts);
        }
        return ledger.result(deltaCodec, baselineCodec);
    }

    private static long key(int save, int part) {
        return ((long) save << 32) | part;
    }
}
