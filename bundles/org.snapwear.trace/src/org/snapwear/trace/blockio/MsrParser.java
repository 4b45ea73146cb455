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

    @Override
    public int parse(String line, RawRequest out) throws BadLineException {
        String[] f = line.split(",", -1);
        if (f.length > 0 && f[0].trim().equalsIgnoreCase("timestamp")) {
            return IGNORED;
        }
        if (f.length < 6 || f.length > 7) {
            throw new BadLineException("expected 7 comma-separated fields (Timestamp,Hostname,DiskNumber,Type,"
                    + "Offset,Size,ResponseTime), got " + f.length);
        }
        out.rawTime = Numbers.nonNegative(f[0].trim(), "Timestamp");
        out.device = f[1].trim() + "/" + f[2].trim();
        String type = f[3].trim();
        if (type.equalsIgnoreCase("read")) {
            out.op = BlockRequest.Op.READ;
        } else if (type.equalsIgnoreCase("write")) {
            out.op = BlockRequest.Op.WRITE;
        } else {
            throw new BadLineException("Type must be Read or Write, got '" + type + "'");
        }
        out.offsetBytes = Numbers.nonNegative(f[4].trim(), "Offset");
        out.lengthBytes = Numbers.nonNegative(f[5].trim(), "Size");
        return out.lengthBytes == 0 ? IGNORED : REQUEST;
    }
}
