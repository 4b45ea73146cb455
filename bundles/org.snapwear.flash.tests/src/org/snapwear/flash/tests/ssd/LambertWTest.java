package org.snapwear.flash.tests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.snapwear.flash.theory.LambertW;
import org.snapwear.flash.theory.LrwTheory;

class LambertWTest {

    @ParameterizedTest
    @CsvSource({"1, 0.5671432904097838", "2.718281828459045, 1.0", "-0.36787944117144233, -1.0",
            "-0.2, -0.2591711018190737", "10, 1.7455280027406994", "0, 0", "1e6, 11.383358086140053",
            "-0.3, -0.4894022271802149"})
    void knownValues(double x, double expected) {
        assertEquals(expected, LambertW.w0(x), 1e-9 * Math.max(1, Math.abs(expected)));
    }

    @Test
    void inverseOfWExpW() {
        for (double x = -0.3678; x < 50; x += 0.0137) {
            double w = LambertW.w0(x);
            assertEquals(x, w * Math.exp(w), 1e-11 * Math.max(1, Math.abs(x)), "x = " + x);
        }
    }

    @Test
    void outsideDomainRejected() {
        assertThrows(IllegalArgumentException.class, () -> LambertW.w0(-0.5));
    }

    @Test
    void lrwFormulaMatchesDomainFacts() {
        assertEquals(2.364, LrwTheory.writeAmplification(1.3), 0.0005);
        // "15% of physical reserved": alpha = 1 / 0.85 = 1.17647 (1.1765 rounded gives 3.5183).
        assertEquals(3.519, LrwTheory.writeAmplification(1 / 0.85), 0.0005);
        // As alpha grows WA tends to 1; at alpha -> 1 it diverges.
        assertEquals(1.0, LrwTheory.writeAmplification(20), 1e-6);
    }
}
