package org.snapwear.ui.tests.startup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.snapwear.ui.ProcessClock;

/** The startup benchmark's process age: exact to a clock tick, not off by the boot time's lost fraction. */
class ProcessClockTest {

    @Test
    void ageComesFromTheStartTickAndTheUptime() {
        // field 22 (start time) = 12345 ticks = 123.45 s after boot; the command name holds ") (" and spaces
        String stat = "4242 (java (x) y) S 1 4242 4242 0 -1 4194304 100 0 0 0 10 5 0 0 20 0 30 0 12345 1000 50";
        assertEquals(OptionalLong.of(6_550), ProcessClock.ageMillis(stat, "130.00 250.00\n"));
        assertEquals(OptionalLong.empty(), ProcessClock.ageMillis("4242 (java) S 1 2", "130.00 250.00"));
        assertEquals(OptionalLong.empty(), ProcessClock.ageMillis(stat, "x"));
    }

    @Test
    void ageOfThisProcessIsJustAboveTheJvmsUptime() {
        if (!Files.isReadable(Path.of("/proc/self/stat"))) {
            return; // not Linux: the JDK's own start instant is used, nothing to compare
        }
        long jvmUptime = ManagementFactory.getRuntimeMXBean().getUptime();
        long age = ProcessClock.ageMillis();
        long jvmUptimeAfter = ManagementFactory.getRuntimeMXBean().getUptime();
        // The process starts before the JVM (exec, JVM creation), by a few ten milliseconds; the JDK's
        // ProcessHandle start instant made it up to a second more (0.70 s on the benchmark machine).
        assertTrue(age >= jvmUptime - 20, age + " ms process age, " + jvmUptime + " ms JVM uptime");
        assertTrue(age <= jvmUptimeAfter + 400, age + " ms process age, " + jvmUptimeAfter + " ms JVM uptime");
    }
}
