package org.snapwear.gpu.tests.pccr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.snapwear.gpu.pccr.PccrModel;
import org.snapwear.gpu.pccr.PccrParameters;
import org.snapwear.gpu.pccr.PipelineSimulator;

/** The discrete-event pipeline agrees with the closed form Tp(p) for many blocks, below and above k''. */
class PipelineSimulationTest {

    @ParameterizedTest(name = "S={0} b={1} Bf={2} Tc={3} Tzip={4} delta={5} p={6}")
    @CsvSource({
        // compression-bound, p < k'' = 100 and p > k''
        "100e6, 50e6, 1000e6, 2, 5, 0.5, 20",
        "100e6, 50e6, 1000e6, 2, 5, 0.5, 300",
        // collection-bound (Tc > Tzip), k'' = 8 * 400 / (0.7 * 100) = 45.7
        "100e6, 40e6, 400e6, 8, 3, 0.7, 10",
        "100e6, 40e6, 400e6, 8, 3, 0.7, 120",
        // per-process I/O bound (S/b = 10 s > T = 4 s): k'' = k' = 10 * 2000 / (0.4 * 100) = 500
        "100e6, 10e6, 2000e6, 1, 4, 0.4, 64",
        "100e6, 10e6, 2000e6, 1, 4, 0.4, 700",
        // no compression gain, near the saturation point
        "50e6, 100e6, 3000e6, 0.5, 1, 1.0, 60"
    })
    void agreesWithClosedForm(double s, double b, double bf, double tc, double tzip, double delta, int p) {
        PccrParameters m = new PccrParameters(s, b, bf, tc, tzip, delta);
        PipelineSimulator sim = new PipelineSimulator(m, s / 1000, 4);
        double simulated = sim.run(p).seconds();
        double closed = new PccrModel(m).tp(p);
        assertEquals(closed, simulated, closed * 0.03, "simulated " + simulated + " s vs closed form " + closed);
        // the simulation can only be slower than the bottleneck bound (pipeline fill and drain)
        assertTrue(simulated >= closed * (1 - 1e-9));
    }

    @Test
    void fewBlocksShowPipelineFillAndDrain() {
        // one block: stages cannot overlap, so the time is Tc + Tzip + store of the block
        PccrParameters m = new PccrParameters(100e6, 50e6, 1000e6, 2, 5, 0.5);
        double t = new PipelineSimulator(m, 100e6, 2).run(1).seconds();
        assertEquals(2 + 5 + 100e6 / 50e6, t, 1e-9);
    }

    @Test
    void queueLengthOneSerialisesNeighbouringStages() {
        // Q = 1: the collector waits until compression of the previous block finished (buffer not Empty),
        // so per block collect and compress alternate: N (Tc/N + Tzip/N) plus the last store
        PccrParameters m = new PccrParameters(100e6, 1e12, 1e15, 2, 5, 0.5);
        double t = new PipelineSimulator(m, 1e6, 1).run(1).seconds();
        assertEquals(2 + 5, t, 0.01);
    }
}
