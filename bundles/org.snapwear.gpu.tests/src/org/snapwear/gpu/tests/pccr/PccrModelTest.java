package org.snapwear.gpu.tests.pccr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.snapwear.gpu.pccr.PccrCurves;
import org.snapwear.gpu.pccr.PccrModel;
import org.snapwear.gpu.pccr.PccrParameters;
import org.snapwear.gpu.pccr.Units;

class PccrModelTest {
    private static final double EPS = 1e-9;
    // S = 100 MB, b = 50 MB/s (S/b = 2 s), Bf = 1000 MB/s -> k = 20; delta = 0.5 -> k' = 40;
    // Tc = 2 s, Tzip = 5 s -> T = 5 s, k'' = 5 * 1000 / (0.5 * 100) = 100
    private static final PccrModel M = new PccrModel(new PccrParameters(100e6, 50e6, 1000e6, 2, 5, 0.5));

    @Test
    void saturationPoints() {
        assertEquals(20, M.k(), EPS);
        assertEquals(40, M.kPrime(), EPS);
        assertEquals(100, M.kDoublePrime(), EPS);
        assertEquals(5, M.pipelineStageTime(), EPS);
    }

    @Test
    void timesByHand() {
        assertEquals(2 + 2, M.tu(10), EPS);          // below k: Tc + S/b
        assertEquals(2 + 50 * 0.1, M.tu(50), EPS);   // above k: Tc + p S/Bf
        assertEquals(2 + 5 + 2, M.tz(10), EPS);
        assertEquals(2 + 5 + 100 * 0.05, M.tz(100), EPS);
        assertEquals(5, M.tp(50), EPS);
        assertEquals(200 * 0.05, M.tp(200), EPS);
        // beyond each saturation point the slope is S/Bf resp. delta S/Bf (Fig. 4)
        assertEquals(0.1, M.tu(301) - M.tu(300), EPS);
        assertEquals(0.05, M.tz(301) - M.tz(300), EPS);
        assertEquals(0.05, M.tp(301) - M.tp(300), EPS);
    }

    @Test
    void pipelinedFormulaEqualsThePapersWhenStagesDominateIo() {
        // paper: Tp = T for p <= k'', T + (p - k'') delta S / Bf beyond (here T = 5 >= S/b = 2)
        for (int p = 1; p <= 1024; p++) {
            double paper = p <= M.kDoublePrime() ? 5 : 5 + (p - M.kDoublePrime()) * 0.05;
            assertEquals(paper, M.tp(p), EPS, "p = " + p);
        }
    }

    @Test
    void beneficialPoints() {
        // serial: beyond k' Tz = 7 + 0.05 p and Tu = 2 + 0.1 p meet at p = 100
        assertEquals(100, M.beneficialPoint(), 1e-6);
        // pipelined: Tp = 5 meets Tu = 2 + 0.1 p at p = 30
        assertEquals(30, M.pipelinedBeneficialPoint(), 1e-6);
        // no compression gain (delta = 1) and a compression cost: never beneficial
        PccrModel none = new PccrModel(new PccrParameters(100e6, 50e6, 1000e6, 2, 5, 1.0));
        assertEquals(Double.POSITIVE_INFINITY, none.beneficialPoint());
        assertTrue(M.pipelinedBeneficialPoint() < M.beneficialPoint());
        // pipeline limited by per-process I/O (S/b = 2.29 s > Tzip): equal to Tu up to k = 100, then better
        PccrModel io = new PccrModel(PccrParameters.fromRates(229e6, 100e6, 10e9, Double.POSITIVE_INFINITY, 519e6,
                1.0 / 0.9238));
        assertEquals(100, io.pipelinedBeneficialPoint(), 1e-6);
    }

    @Test
    void curvesCoverOneTo1024() {
        PccrCurves c = PccrCurves.of(M, 1024);
        assertEquals(1024, c.processes().length);
        assertEquals(1024, c.processes()[1023]);
        assertEquals(M.tz(512), c.serial()[511], EPS);
        assertEquals(30, c.pipelinedBeneficialPoint(), 1e-6);
    }

    @Test
    void fromRatesAndUnits() {
        PccrParameters p = PccrParameters.fromRates(Units.parseBytes("229MB"), Units.parseRate("100MB/s"),
                Units.parseRate("10GB/s"), Double.POSITIVE_INFINITY, Units.parseRate("50MB/s"), 2.0);
        assertEquals(229e6, p.sizeBytes(), EPS);
        assertEquals(0, p.collectSeconds(), EPS);
        assertEquals(229e6 / 50e6, p.zipSeconds(), EPS);
        assertEquals(0.5, p.delta(), EPS);
        assertEquals(1.5 * 1024 * 1024 * 1024, Units.parseBytes("1.5GiB"), EPS);
        assertEquals(4096, Units.parseBytes("4096"), EPS);
        assertThrows(IllegalArgumentException.class, () -> Units.parseBytes("12 parsecs"));
        assertThrows(IllegalArgumentException.class, () -> Units.parseRate("0MB/s"));
    }
}
