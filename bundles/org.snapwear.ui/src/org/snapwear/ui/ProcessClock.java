package org.snapwear.ui;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.OptionalLong;

/**
 * How long this process has been running, for the startup benchmark. {@code ProcessHandle}'s start instant is
 * not good enough on Linux: it adds the process's start (in clock ticks since boot) to the boot time of
 * {@code /proc/stat}, which is truncated to whole seconds, so every age came out too long by the same 0 to 1 s
 * (0.70 s on the machine of docs/BENCHMARKS.md). The process's start tick against {@code /proc/uptime} is exact
 * to a tick (10 ms); elsewhere the JDK's answer is used.
 */
public final class ProcessClock {
    /** USER_HZ: the unit of /proc/[pid]/stat's start time; 100 on every Linux architecture Java runs on. */
    static final long TICKS_PER_SECOND = 100;

    private ProcessClock() {
    }

    /** Milliseconds since this process started. */
    public static long ageMillis() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"), StandardCharsets.US_ASCII);
            String uptime = Files.readString(Path.of("/proc/uptime"), StandardCharsets.US_ASCII);
            OptionalLong age = ageMillis(stat, uptime);
            if (age.isPresent()) {
                return age.getAsLong();
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or no /proc: the JDK's start instant below
        }
        Instant now = Instant.now();
        return ProcessHandle.current().info().startInstant().map(start -> Duration.between(start, now).toMillis())
                .orElse(System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime());
    }

    /**
     * The age in milliseconds from a {@code /proc/[pid]/stat} line (field 22, the start time in ticks since boot;
     * counted after the command name's closing parenthesis, since the name may hold spaces and parentheses) and
     * {@code /proc/uptime} (seconds since boot); empty if either is not in that form.
     */
    public static OptionalLong ageMillis(String stat, String uptime) {
        int close = stat.lastIndexOf(')');
        String[] uptimeFields = uptime.trim().split("\\s+");
        if (close < 0 || uptimeFields.length == 0) {
            return OptionalLong.empty();
        }
        // after ") ": field 3 (state) is index 0, so field 22 is index 19
        String[] fields = stat.substring(close + 1).trim().split("\\s+");
        if (fields.length < 20) {
            return OptionalLong.empty();
        }
        try {
            long startTicks = Long.parseLong(fields[19]);
            double upSeconds = Double.parseDouble(uptimeFields[0]);
            long age = Math.round(upSeconds * 1000) - startTicks * 1000 / TICKS_PER_SECOND;
            return age >= 0 ? OptionalLong.of(age) : OptionalLong.empty();
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}
