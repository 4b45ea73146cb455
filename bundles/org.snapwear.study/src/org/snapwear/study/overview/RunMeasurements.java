package org.snapwear.study.overview;

import java.util.List;

import org.snapwear.study.outcome.SchemeOutcome;

/**
 * Everything of a run overview that costs time and does not depend on {@link OverviewSettings}: what was read, the
 * candidate schemes (each simulated and replayed on the SSD once) and the reference of saving raw.
 *
 * @param contents    what was read
 * @param candidates  every candidate scheme, in the order simulated
 * @param raw         every snapshot saved whole and uncompressed (codec {@code raw}, full mode)
 * @param cpuNanos    CPU time of the measuring thread
 * @param wallNanos   wall-clock time of the measurement
 */
public record RunMeasurements(RunContents contents, List<SchemeOutcome> candidates, SchemeOutcome raw, long cpuNanos,
        long wallNanos) {
}
