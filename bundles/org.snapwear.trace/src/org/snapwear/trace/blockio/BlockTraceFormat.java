package org.snapwear.trace.blockio;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The block trace formats Snapwear imports, and detection by content. */
public enum BlockTraceFormat {
    /** DiskSim ASCII: time(ms) devno blkno(sectors) bcount(sectors) flags(bit0 = read). */
    DISKSIM("DiskSim ASCII"),
    /** MSR Cambridge CSV: Timestamp(100 ns filetime),Hostname,DiskNumber,Type,Offset(B),Size(B),ResponseTime. */
    MSR("MSR Cambridge CSV"),
    /** blkparse text output (Q events, or D events when the trace has no Q). */
    BLKPARSE("blkparse text"),
    /** SNIA/FIU: ts(ns) pid process lba(sectors) size(sectors) W/R major minor md5. */
    FIU("SNIA FIU");

    /** Lines looked at by {@link #detect(Path)}. */
    private static final int SAMPLE_LINES = 50;

    private final String description;

    BlockTraceFormat(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    TraceLineParser parser(String blkparseAction) {
        switch (this) {
            case DISKSIM: return new DiskSimParser();
            case MSR: return new MsrParser();
            case BLKPARSE: return new BlkparseParser(blkparseAction);
            case FIU: return new FiuParser();
            default: throw new IllegalStateException(name());
        }
    }

    /**
     * Detects the format from the first non-blank, non-comment lines: the format whose line syntax matches
     * most of them.
     *
     * @throws BlockTraceException if no format matches or two match equally well
     */
    public static BlockTraceFormat detect(Path file) throws IOException {
        List<String> sample = new ArrayList<>();
        try (LineSource in = new LineSource(file)) {
            String line;
            while (sample.size() < SAMPLE_LINES && (line = in.next()) != null) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    sample.add(line);
                }
            }
        }
        if (sample.isEmpty()) {
            throw new BlockTraceException(file, 0, 0, "empty trace: no lines to detect the format from");
        }
        BlockTraceFormat best = null;
        int bestScore = 0;
        boolean tie = false;
        for (BlockTraceFormat f : values()) {
            TraceLineParser p = f.parser("Q");
            int score = 0;
            for (String l : sample) {
                score += p.looksLike(l) ? 1 : 0;
            }
            if (score > bestScore) {
                best = f;
                bestScore = score;
                tie = false;
            } else if (score == bestScore && score > 0) {
                tie = true;
            }
        }
        if (best == null) {
            String first = sample.get(0);
            throw new BlockTraceException(file, 0, 0, "not a known block trace format (DiskSim ASCII, MSR Cambridge "
                    + "CSV, blkparse text, SNIA FIU); first line: '" + (first.length() > 120 ? first.substring(0, 120)
                    + "..." : first) + "'");
        }
        if (tie) {
            throw new BlockTraceException(file, 0, 0, "ambiguous block trace format: choose it explicitly");
        }
        return best;
    }
}
