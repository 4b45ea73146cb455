package org.snapwear.trace.blockio;

/**
 * DiskSim ASCII input traces: {@code time devno blkno bcount flags} per line; time in milliseconds (decimal),
 * blkno and bcount in 512-byte sectors, flags bit 0 set = read, clear = write.
 */
final class DiskSimParser implements TraceLineParser {

    @Override
    public long nanosPerUnit() {
        return 1; // times are converted from ms to ns while parsing (exact decimal scaling)
    }

    @Override
    public boolean looksLike(String line) {
        String[] f = Numbers.fields(line);
        return f.length == 5 && Numbers.isDecimal(f[0]) && Numbers.isInteger(f[1]) && Numbers.isInteger(f[2])
                && Numbers.isInteger(f[3]) && Numbers.isInteger(f[4]);
    }

    @Override
    public int parse(String line, RawRequest out) throws BadLineException {
        String[] f = Numbers.fields(line);
        if (f.length != 5) {
            throw new BadLineException("expected 5 fields (time devno blkno bcount flags), got " + f.length);
        }
        out.rawTime = Numbers.scaled(f[0], 6, "time (ms)");
        out.device = Long.toString(Numbers.nonNegative(f[1], "devno"));
        long blkno = Numbers.nonNegative(f[2], "blkno");
        long bcount = Numbers.nonNegative(f[3], "bcount");
        long flags = Numbers.parseLong(f[4], "flags");
        if (bcount == 0) {
            return IGNORED;
        }
        out.offsetBytes = Numbers.sectors(blkno, "blkno");
        out.lengthBytes = Numbers.sectors(bcount, "bcount");
        out.op = (flags & 1) != 0 ? BlockRequest.Op.READ : BlockRequest.Op.WRITE;
        return REQUEST;
    }
}
