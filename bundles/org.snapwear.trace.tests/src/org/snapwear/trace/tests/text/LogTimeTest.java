package org.snapwear.trace.tests.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.text.LogTime;

/**
 * A log line's timestamp has three fraction digits at every instant, a whole second included (where ISO_INSTANT
 * prints {@code 03:08:23Z}, which broke the watcher's signal test once in a thousand runs).
 */
class LogTimeTest {

    @Test
    void everyInstantHasMilliseconds() {
        assertEquals("2026-11-28T03:08:23.000Z", LogTime.of(Instant.parse("2026-11-28T03:08:23Z")));
        assertEquals("2026-11-28T03:08:23.450Z", LogTime.of(Instant.parse("2026-11-28T03:08:23.45Z")));
        assertEquals("2026-11-28T03:08:23.999Z", LogTime.of(Instant.parse("2026-11-28T03:08:23.999999Z")));
    }
}
