package org.snapwear.flash.ssd;

/**
 * Latencies of the flash operations and where host transfers serialise. Checked as part of {@link SsdConfig}.
 *
 * @param byteTransferMs transfer time per byte (ms)
 * @param pageReadMs     array read time per page (ms)
 * @param pageWriteMs    program time per page (ms)
 * @param blockEraseMs   erase time per block (ms)
 * @param hostTiming     where host transfers serialise
 */
public record SsdTiming(double byteTransferMs, double pageReadMs, double pageWriteMs, double blockEraseMs,
        HostTiming hostTiming) {

    /** Delta snapshots's (docs/papers.md#delta-snapshots) Table 4 latencies: 0.000025 ms per byte, 0.025 ms read, 0.2 ms program, 1.5 ms erase. */
    public static SsdTiming table4() {
        return new SsdTiming(0.000025, 0.025, 0.2, 1.5, HostTiming.PER_CHANNEL);
    }
}
