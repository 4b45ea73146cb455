package org.snapwear.trace.blockio;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * blkparse default text output: {@code maj,min cpu seq sec.nsec pid action RWBS sector + nsectors [process]}.
 * One I/O appears as several events (Q queued, G, I inserted, D issued, C completed); only one action is
 * imported so each request counts once: Q (what the host asked for, before merging), or D (issued to the
 * device) for traces captured without Q events. RWBS containing D is a discard (TRIM), else W a write, else R
 * a read; events without data (flushes "FN", "N" messages) and zero-length events are ignored. The closing
 * per-CPU summary ("CPU0 (8,0):", "Total (8,0):") ends the events.
 */
final class BlkparseParser implements TraceLineParser {
    private static final Pattern EVENT = Pattern.compile(
            "^\\s*(\\d+),(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+\\.\\d+)\\s+(\\d+)\\s+([A-Za-z]{1,2})\\s+([A-Za-z]+)(?:\\s+(.*))?$");
    private static final Pattern EXTENT = Pattern.compile("^(\\d+)\\s*\\+\\s*(\\d+)\\b.*");
    private static final Pattern SUMMARY = Pattern.compile("^(CPU\\d+|Total)\\s+\\(.*");

    private final String action;

    /** @param action "Q" or "D" */
    BlkparseParser(String action) {
        this.action = action;
    }

    String action() {
        return action;
    }

    @Override
    public long nanosPerUnit() {
        return 1;
    }

    @Override
    public boolean looksLike(String line) {
        return EVENT.matcher(line).matches();
    }

    /** The action of an event line, or null if the line is not an event. */
    static String actionOf(String line) {
        Matcher m = EVENT.matcher(line);
        return m.matches() ? m.group(7) : null;
    }

    static boolean isSummary(String line) {
        return SUMMARY.matcher(line).matches();
    }

    @Override
    public int parse(String line, RawRequest out) throws BadLineException {
        Matcher m = EVENT.matcher(line);
        if (!m.matches()) {
            if (isSummary(line)) {
                return END;
            }
            throw new BadLineException("not a blkparse event (maj,min cpu seq sec.nsec pid action RWBS ...)");
        }
        if (!m.group(7).equals(action)) {
            return IGNORED;
        }
        String rwbs = m.group(8);
        BlockRequest.Op op;
        if (rwbs.indexOf('D') >= 0) {
            op = BlockRequest.Op.TRIM;
        } else if (rwbs.indexOf('W') >= 0) {
            op = BlockRequest.Op.WRITE;
        } else if (rwbs.indexOf('R') >= 0) {
            op = BlockRequest.Op.READ;
        } else {
            return IGNORED; // flush or message without data
        }
        String rest = m.group(9) == null ? "" : m.group(9);
        Matcher e = EXTENT.matcher(rest);
        if (!e.matches()) {
            throw new BadLineException(action + " event with RWBS " + rwbs + " but no 'sector + nsectors'");
        }
        long sectors = Numbers.nonNegative(e.group(2), "nsectors");
        if (sectors == 0) {
            return IGNORED;
        }
        out.rawTime = Numbers.scaled(m.group(5), 9, "time (s)");
        out.device = m.group(1) + "," + m.group(2);
        out.op = op;
        out.offsetBytes = Numbers.sectors(Numbers.nonNegative(e.group(1), "sector"), "sector");
        out.lengthBytes = Numbers.sectors(sectors, "nsectors");
        return REQUEST;
    }
}
