package org.snapwear.study.tests.analyses;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.SnapDisSweepAnalysis;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.RunContext;

/** The snap_dis sweep on a sequence whose snapshots hold no data: peak useful storage is 0 snapshots, never NaN. */
class SnapDisSweepEdgeTest {
    @TempDir
    Path tmp;

    @Test
    void emptySnapshotsGiveZeroPeakStorageAndStayWithinTheLimit() throws Exception {
        Study study = Studies.study();
        study.getAnalyses().getSnapDisValues().clear();
        study.getAnalyses().getSnapDisValues().addAll(List.of(1, 2));
        study.getSchemes().forEach(s -> s.setUnit(10)); // Studies.floats writes iterations 0, 10, 20
        RunContext ctx = Studies.context(study, tmp.resolve("work"));
        Path dir = tmp.resolve("seq");
        ctx.addSource(Studies.source("empty", dir, Studies.floats(dir, new float[0], new float[0], new float[0])));
        new SnapDisSweepAnalysis().run(ctx, new NullProgressMonitor());
        ResultTable sweep = ctx.results().table(TableIds.SNAPDIS_SWEEP).orElseThrow();
        assertTrue(sweep.rowCount() > 0);
        for (int r = 0; r < sweep.rowCount(); r++) {
            assertEquals(0.0, sweep.number(r, "max_useful_snapshots"), "row " + r);
            assertEquals(Boolean.TRUE, sweep.cell(r, "within_limit"), "row " + r);
        }
    }
}
