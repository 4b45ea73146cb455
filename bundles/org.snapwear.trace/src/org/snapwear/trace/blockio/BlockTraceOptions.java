package org.snapwear.trace.blockio;

/**
 * How a block trace is imported.
 *
 * @param format       the format, or null to detect it from the content
 * @param device       the device to keep ("0" DiskSim devno, "usr/0" MSR host/disk, "8,0" blkparse and FIU
 *                     major,minor), or null for the first device seen; requests to other devices are skipped
 *                     and counted ({@link BlockTraceSummary#otherDeviceRequests()}) because one SSD model
 *                     replays one device's address space
 * @param skipBadLines true to skip malformed lines (counted in {@link BlockTraceSummary#badLines()}) instead of
 *                     failing on the first one
 */
public record BlockTraceOptions(BlockTraceFormat format, String device, boolean skipBadLines) {

    /** Auto-detect the format, first device, fail on the first bad line. */
    public static BlockTraceOptions defaults() {
        return new BlockTraceOptions(null, null, false);
    }

    public BlockTraceOptions withFormat(BlockTraceFormat f) {
        return new BlockTraceOptions(f, device, skipBadLines);
    }

    public BlockTraceOptions withDevice(String d) {
        return new BlockTraceOptions(format, d, skipBadLines);
    }

    public BlockTraceOptions withSkipBadLines(boolean skip) {
        return new BlockTraceOptions(format, device, skip);
    }
}
