package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.gpu.pccr.Units;
import org.snapwear.headless.cli.support.Args;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.trace.text.Quantities;

/**
 * One suffix rule for every number typed on the command line: the whole-number options of every command
 * ({@code --writes 10M}, {@code --max-staged-bytes 20G}) and pccr's sizes read {@code M} as 1,000,000 and
 * {@code MiB} as 1,048,576 alike. (The whole-number options used to know only k, K, M and G, so {@code 1MiB}
 * was refused there while pccr took it.)
 */
class SizeSuffixTest {

    private static long whole(String text) throws UsageException {
        return new Args("t", List.of("--n", text)).longOption("--n", 0);
    }

    @Test
    void decimalPrefixesArePowersOfThousandEverywhere() throws Exception {
        for (String[] c : new String[][] { { "1k", "1000" }, { "1K", "1000" }, { "10M", "10000000" },
                { "10m", "10000000" }, { "20G", "20000000000" }, { "2T", "2000000000000" }, { "229MB", "229000000" },
                { "1_000", "1000" }, { "4096", "4096" }, { "2.5k", "2500" } }) {
            long expected = Long.parseLong(c[1]);
            assertEquals(expected, whole(c[0]), c[0]);
            assertEquals(expected, Units.parseBytes(c[0]), 0, c[0]);
            assertEquals(expected, Quantities.parseLong(c[0]), c[0]);
        }
    }

    @Test
    void binaryPrefixesArePowersOf1024Everywhere() throws Exception {
        assertEquals(1L << 20, whole("1MiB"));
        assertEquals(1L << 20, Units.parseBytes("1MiB"), 0);
        assertEquals(20L << 30, whole("20GiB"));
        assertEquals(20L << 30, Units.parseBytes("20GiB"), 0);
        assertEquals(3L << 10, whole("3KiB"));
        assertEquals(1.5 * (1L << 30), Units.parseBytes("1.5GiB"), 0);
        assertEquals(1536L << 20, whole("1.5GiB"));
    }

    @Test
    void wholeNumbersStayExactAndRefuseFractions() throws Exception {
        assertEquals(Long.MAX_VALUE, whole("9223372036854775807"));
        assertEquals(-8, whole("-8"), "ranges, not the parser, refuse negative values");
        for (String bad : new String[] { "1.5", "ten", "10 parsecs", "9223372036854775808", "10EiB", "" }) {
            UsageException e = assertThrows(UsageException.class, () -> whole(bad), bad);
            assertEquals("t: --n expects a whole number, got '" + bad + "'", e.getMessage());
        }
        IllegalArgumentException unit = assertThrows(IllegalArgumentException.class, () -> Units.parseBytes("12 parsecs"));
        assertTrue(unit.getMessage().contains("unknown unit 'parsecs'"), unit.getMessage());
    }
}
