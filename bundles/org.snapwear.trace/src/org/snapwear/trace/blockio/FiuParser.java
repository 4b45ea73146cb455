package org.snapwear.trace.blockio;

/**
 * SNIA / FIU traces (homes, mail, web-vm): {@code ts pid process lba size op major minor [md5]} per line; ts in
 * nanoseconds (since boot), lba and size in 512-byte sectors, op W or R. The process name may contain spaces,
 * so fields are taken from both ends of the line.
 */
final class FiuParser implements TraceLineParser {

    @Override
    public long nanosPerUnit() {
        return 1;
    }

    @Override
    public boolean looksLike(String line) {
        String[] f = Numbers.fields(line);
        int k = end(f);
        return k >= 8 && Numbers.isInteger(f[0]) && Numbers.isInteger(f[1]) && isOp(f[k - 3])
                && Numbers.isInteger(f[k - 5]) && Numbers.isInteger(f[k - 4]);
    }

    @Override
    public int parse(String line, RawRequest out) throws BadLineException {
        String[] f = Numbers.fields(line);
        int k = end(f);
        if (k < 8) {
            throw new BadLineException("expected 9 fields (ts pid process lba size op major minor md5), got " + f.length);
        }
        out.rawTime = Numbers.nonNegative(f[0], "ts (ns)");
        Numbers.nonNegative(f[1], "pid");
        long lba = Numbers.nonNegative(f[k - 5], "lba");
        long size = Numbers.nonNegative(f[k - 4], "size");
        String op = f[k - 3];
        if (op.equalsIgnoreCase("W")) {
            out.op = BlockRequest.Op.WRITE;
        } else if (op.equalsIgnoreCase("R")) {
            out.op = BlockRequest.Op.READ;
        } else {
            throw new BadLineException("op must be W or R, got '" + op + "'");
        }
        out.device = Numbers.nonNegative(f[k - 2], "major") + "," + Numbers.nonNegative(f[k - 1], "minor");
        if (size == 0) {
            return IGNORED;
        }
        out.offsetBytes = Numbers.sectors(lba, "lba");
        out.lengthBytes = Numbers.sectors(size, "size");
        return REQUEST;
    }

    /** Number of fields before the optional md5 (32 hex digits). */
    private static int end(String[] f) {
        int n = f.length;
        return n > 0 && f[n - 1].length() == 32 && f[n - 1].matches("[0-9a-fA-F]{32}") ? n - 1 : n;
    }

    private static boolean isOp(String s) {
        return s.equalsIgnoreCase("W") || s.equalsIgnoreCase("R");
    }
}
