package org.snapwear.study.tests.analyses;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.gpu.pccr.PccrModel;
import org.snapwear.gpu.pccr.PccrParameters;
import org.snapwear.gpu.pccr.PipelineSimulator;
import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.CompressionSource;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.PipelineAnalysis;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.RunContext;

/**
 * The pipeline table against the PCCR formulas written out here ([PCCR, docs/papers.md#pccr]: Tu = Tc + max(S/b, p S/Bf),
 * Tz = Tc + Tzip + max(S/b, p delta S/Bf), Tp = max(Tc, Tzip, S/b, p delta S/Bf)) and against what
 * {@code snapwear pccr --size S --io-rate b --fs-bandwidth Bf --ratio R --zip-rate Z --simulate --block-size D
 * --queue Q} computes (PccrModel, PipelineSimulator).
 */
class PipelineAnalysisTest {

    @TempDir
    Path tmp;

    static final double S = 16_384_000;
    static final double B = 1e8;
    static final double BF = 1e9;
    static final double R = 2.5;
    static final double Z = 4e7;

    static Study study(int min, int max, int step) {
        Study s = Studies.study();
        ClusterSettings c = s.getHardware().getCluster();
        c.setProcessesMin(min);
        c.setProcessesMax(max);
        c.setProcessesStep(step);
        c.setCheckpointBytes((long) S);
        c.setIoRate(B);
        c.setFsBandwidth(BF);
        c.setCompressionSource(CompressionSource.GIVEN);
        c.setCompressionRatio(R);
        c.setCompressionThroughput(Z);
        c.setCollectThroughput(0);
        c.setBlockBytes(16384);
        c.setQueueLength(4);
        return s;
    }

    @Test
    void curvesFollowTheFormulasAndTheCommand() throws Exception {
        RunContext ctx = Studies.context(study(1, 40, 3), tmp);
        new PipelineAnalysis().run(ctx, new NullProgressMonitor());
        ResultTable t = ctx.results().table(TableIds.PIPELINE).orElseThrow();
        assertEquals(List.of("processes", "t_uncompressed_s", "t_zip_s", "t_pipeline_s", "simulated_pipeline_s"),
                t.columns().stream().map(Column::key).toList());
        assertEquals(14, t.rowCount()); // 1, 4, 7, ..., 40
        double delta = 1 / R;
        double tzip = S / Z;
        PccrModel model = new PccrModel(PccrParameters.fromRates(S, B, BF, Double.POSITIVE_INFINITY, Z, R));
        PipelineSimulator sim = new PipelineSimulator(PccrParameters.fromRates(S, B, BF, Double.POSITIVE_INFINITY,
                Z, R), 16384, 4);
        for (int r = 0; r < t.rowCount(); r++) {
            int p = 1 + 3 * r;
            assertEquals(p, (long) t.number(r, "processes"));
            assertEquals(Math.max(S / B, p * S / BF), t.number(r, "t_uncompressed_s"), 1e-12);
            assertEquals(tzip + Math.max(S / B, p * delta * S / BF), t.number(r, "t_zip_s"), 1e-12);
            assertEquals(Math.max(Math.max(tzip, S / B), p * delta * S / BF), t.number(r, "t_pipeline_s"), 1e-12);
            assertEquals(model.tu(p), t.number(r, "t_uncompressed_s"));
            assertEquals(model.tz(p), t.number(r, "t_zip_s"));
            assertEquals(model.tp(p), t.number(r, "t_pipeline_s"));
            // Simulated where pccr --simulate simulates (powers of two, the last), at most four: 1, 4, 16, 40.
            Object simulated = t.cell(r, "simulated_pipeline_s");
            if (p == 1 || p == 4 || p == 16 || p == 40) {
                assertEquals(sim.run(p).seconds(), ((Number) simulated).doubleValue(), 0.0, "p = " + p);
            } else {
                assertNull(simulated, "p = " + p);
            }
        }
        assertEquals(BF / B, ctx.results().summaryNumber("k").getAsDouble(), 1e-12);
        assertEquals(BF / B / delta, ctx.results().summaryNumber("k_prime").getAsDouble(), 1e-12);
        assertEquals(Math.max(tzip, S / B) * BF / (delta * S),
                ctx.results().summaryNumber("k_double_prime").getAsDouble(), 1e-12);
        Scalar p0 = ctx.results().summary().get("p0");
        if (Double.isFinite(model.beneficialPoint())) {
            assertEquals(Scalar.of(model.beneficialPoint()), p0);
        } else {
            assertEquals(Scalar.of("never"), p0);
        }
    }

    @Test
    void simulationStaysWithinItsBudget() throws Exception {
        // 16,384,000 / 16,384 = 1,000 blocks per process: 4,000 processes are the most the budget simulates.
        RunContext ctx = Studies.context(study(2048, 8192, 2048), tmp);
        new PipelineAnalysis().run(ctx, new NullProgressMonitor());
        ResultTable t = ctx.results().table(TableIds.PIPELINE).orElseThrow();
        assertTrue(t.cell(0, "simulated_pipeline_s") instanceof Number, "2048 processes are simulated");
        for (int r = 1; r < t.rowCount(); r++) {
            assertNull(t.cell(r, "simulated_pipeline_s"));
        }
        assertTrue(ctx.results().warnings().stream().anyMatch(w -> w.startsWith("pipeline:")));
    }

    @Test
    void theBlockSizeThatSimulatesEveryCountRemovesTheWarningOfTheSeedDefaults() throws Exception {
        // the [PCCR, docs/papers.md#pccr] cluster (229 MB in 16 KB blocks = 13,977 per process, 256 to 8192 processes) simulates only
        // 256 processes within the budget and says so
        Study paper = Studies.study();
        ClusterSettings c = paper.getHardware().getCluster();
        c.setCompressionSource(CompressionSource.GIVEN);
        RunContext warned = Studies.context(paper, tmp.resolve("paper"));
        new PipelineAnalysis().run(warned, new NullProgressMonitor());
        assertTrue(warned.results().warnings().stream().anyMatch(w -> w.startsWith("pipeline:")));
        assertEquals(1, simulatedRows(warned));

        // 128 KB blocks (1,747 per process) fit the budget at 256, 512, 1024 and 2048 processes; 64 KB would not
        int block = PipelineAnalysis.blockBytesSimulatingAll(c);
        assertEquals(131072, block);
        assertTrue(Math.round(229_000_000.0 / 65536) * 2048 > PipelineAnalysis.SIMULATION_BUDGET);
        c.setBlockBytes(block);
        RunContext ctx = Studies.context(paper, tmp.resolve("demo"));
        new PipelineAnalysis().run(ctx, new NullProgressMonitor());
        assertEquals(List.of(), ctx.results().warnings());
        assertEquals(PipelineAnalysis.MAX_SIMULATED, simulatedRows(ctx));
        ResultTable t = ctx.results().table(TableIds.PIPELINE).orElseThrow();
        assertEquals(2048L, (long) t.number(7, "processes"));
        assertTrue(t.cell(7, "simulated_pipeline_s") instanceof Number);
    }

    private static int simulatedRows(RunContext ctx) {
        ResultTable t = ctx.results().table(TableIds.PIPELINE).orElseThrow();
        int n = 0;
        for (int r = 0; r < t.rowCount(); r++) {
            n += t.cell(r, "simulated_pipeline_s") instanceof Number ? 1 : 0;
        }
        return n;
    }

    @Test
    void measuredProfileUsesTheCodecOnTheFirstSnapshot() throws Exception {
        Study s = study(1, 8, 1);
        s.getHardware().getCluster().setCompressionSource(CompressionSource.MEASURED);
        s.getHardware().getCluster().setCompressionCodec("gzip");
        RunContext ctx = Studies.context(s, tmp.resolve("work"));
        Path dir = tmp.resolve("seq");
        ctx.addSource(Studies.source("tiny", dir, Studies.floats(dir, BuddyStudyAnalysisTest.drifting())));
        new PipelineAnalysis().run(ctx, new NullProgressMonitor());
        ResultTable t = ctx.results().table(TableIds.PIPELINE).orElseThrow();
        assertTrue(((ConfigNode.Leaf) ctx.results().configuration().get("pipeline_compression")).value().display()
                .startsWith("codec gzip"));
        // Tu does not depend on the codec; Tz pays the measured compression time on top of the smaller store.
        assertEquals(Math.max(S / B, 8 * S / BF), t.number(7, "t_uncompressed_s"), 1e-12);
        assertTrue(t.number(0, "t_zip_s") > 0);
    }
}
