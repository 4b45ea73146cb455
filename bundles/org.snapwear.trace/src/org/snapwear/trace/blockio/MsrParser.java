package org.snapwear.trace.blockio;

/**
 * MSR Cambridge traces (SNIA IOTTA): CSV {@code Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime};
 * Timestamp in Windows filetime ticks of 100 ns, Type Read or Write, Offset and Size in bytes. An optional
 * header line starting with "Timestamp" is skipped.
 */
final class MsrParser implements TraceLineParser {

    @Override
    public long nanosPerUnit() {
        return 100;
    }

    @Override
    public boolean looksLike(String line) {
        String[] f = line.split(",", -1);
        return f.length >= 6 && f.length <= 7 && Numbers.isInteger(f[0].trim())
                && (f[3].trim().equalsIgnoreCase("read") || f[3].trim().equalsIgnoreCase("write"));
    }

    /** The last device key and the raw "host,disk" text it came from: most traces have one device. */
    private String lastRaw;
    private String lastDevice;
    /** Comma positions of the current line (reused: one parser per reader, one thread). */
    private final int[] commas = new int[7];

    @Override
    public int parse(String line, RawRequest out) throws BadLineException {
        // Comma positions instead of split(): this runs once per line of traces with 10^8 lines.
        int[] c = commas;
        int n = 0;
        for (int i = line.indexOf(','); i >= 0; i = line.indexOf(',', i + 1)) {
            if (n == c.length) {
                n++;
                break;
            }
            c[n++] = i;
        }
        if (n > 0 && !Character.isDigit(line.charAt(0)) && line.substring(0, c[0]).trim().equalsIgnoreCase("timestamp")) {
            return IGNORED;
        }
        if (n < 5 || n > 6) {
            throw new BadLineException("expected 7 comma-separated fields (Timestamp,Hostname,DiskNumber,Type,"
                    + "Offset,Size,ResponseTime), got " + (n + 1));
        }
        out.rawTime = number(line, 0, c[0], "Timestamp");
        if (lastRaw == null || c[2] - c[0] - 1 != lastRaw.length()
                || !line.regionMatches(c[0] + 1, lastRaw, 0, lastRaw.length())) {
            lastRaw = line.substring(c[0] + 1, c[2]);
            lastDevice = lastRaw.substring(0, c[1] - c[0] - 1).trim() + "/" + lastRaw.substring(c[1] - c[0]).trim();
        }
        out.device = lastDevice;
        int t0 = c[2] + 1;
        int t1 = c[3];
        while (t0 < t1 && line.charAt(t0) == ' ') {
            t0++;
        }
        while (t1 > t0 && line.charAt(t1 - 1) == ' ') {
            t1--;
        }
        if (t1 - t0 == 4 && line.regionMatches(true, t0, "read", 0, 4)) {
            out.op = BlockRequest.Op.READ;
        } else if (t1 - t0 == 5 && line.regionMatches(true, t0, "write", 0, 5)) {
            out.op = BlockRequest.Op.WRITE;
        } else {
            throw new BadLineException("Type must be Read or Write, got '" + line.substring(t0, t1) + "'");
        }
        out.offsetBytes = number(line, c[3] + 1, c[4], "Offset");
        out.lengthBytes = number(line, c[4] + 1, n > 5 ? c[5] : line.length(), "Size");
        return out.lengthBytes == 0 ? IGNORED : REQUEST;
    }

    /** A non-negative whole number in line[begin, end), surrounding spaces allowed, without a substring. */
    private static long number(String line, int begin, int end, String what) throws BadLineException {
        while (begin < end && line.charAt(begin) == ' ') {
            begin++;
        }
        while (end > begin && line.charAt(end - 1) == ' ') {
            end--;
        }
        try {
            long v = Long.parseLong(line, begin, end, 10);
            if (v < 0) {
                throw new BadLineException(what + " is negative: " + v);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new BadLineException(what + " is not a whole number: '" + line.substring(begin, end) + "'");
        }
    }
}
