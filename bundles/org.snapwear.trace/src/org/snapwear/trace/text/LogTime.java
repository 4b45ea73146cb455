package org.snapwear.trace.text;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The timestamp that starts a log line: ISO-8601 in UTC, always to the millisecond ({@code 2026-11-28T01:02:03.000Z}).
 * Always three fraction digits, unlike {@link DateTimeFormatter#ISO_INSTANT}, which drops the fraction at a whole
 * second: lines of one log then have one width and one pattern for the tools (and tests) that read them.
 */
public final class LogTime {
    private static final DateTimeFormatter FORMAT = DateTimeFormatter
            .ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private LogTime() {
    }

    /** The instant as a log line's timestamp (truncated to the millisecond). */
    public static String of(Instant instant) {
        return FORMAT.format(instant);
    }
}
