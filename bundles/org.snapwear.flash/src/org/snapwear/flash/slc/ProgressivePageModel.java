package org.snapwear.flash.slc;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * Stores successive versions of logical pages with progressive programming ([SLC progressive programming, docs/papers.md#slc-progressive]). Each logical page has one
 * current physical page whose bytes are simulated exactly: the base version in p0, then delta records
 * ({@value SlcConfig#RECORD_HEADER}-byte little-endian length + encoded delta) from the start of the delta region,
 * erased bytes 0xFF. An update reads the page, rebuilds the latest version by applying all records in order,
 * encodes the new version against it and appends the record as one partial program; when the record does not
 * fit the remaining delta region or the page has had NOP programs, the new version is programmed on a fresh page.
 * Every update re-decodes the page after writing and compares with the input, so the round trip is checked for
 * every version.
 *
 * <p>Latency model ([SLC progressive programming, docs/papers.md#slc-progressive]): update = read (41 us) + decompress each existing record + compress + program
 * (150 us); first version of a logical page = program only; reading the latest = read + decompress the chain.
 * Codec times are the paper's ARM per-16 KB figures scaled by version size / 16 KB.
 */
public final class ProgressivePageModel {
    private final SlcConfig cfg;
    private final DeltaCodec codec;
    private final Map<Integer, PageState> pages = new HashMap<>();
    private Listener listener;

    private long versions;
    private long physicalPages;
    private long deltaVersions;
    private long deltaBytes;
    private long deltaInputBytes;
    private long encodedBytes;
    private long encodedInputBytes;
    private long resetsRegion;
    private long resetsNop;
    private long programs;
    private long closedPagePrograms;
    private long closedPages;
    private int maxPrograms;
    private double writeMicros;
    private long mismatches;

    /** The current physical page of one logical page. */
    private static final class PageState {
        final byte[] raw;
        int versionLength;
        int used; // bytes used in the delta region
        int programs;
        int records;

        PageState(int pageBytes) {
            raw = new byte[pageBytes];
        }
    }

    /** Told what each update did to its physical page (for inspection views; the model does not depend on it). */
    @FunctionalInterface
    public interface Listener {
        void updated(SlcPageEvent event);
    }

    public ProgressivePageModel(SlcConfig cfg, DeltaCodec codec) {
        this.cfg = cfg;
        this.codec = codec;
    }

    /** Sets the listener told after every update (null for none). */
    public void setListener(Listener l) {
        this.listener = l;
    }

    /** Stores the next version of {@code logicalPage}. */
    public void update(int logicalPage, byte[] version) {
        if (version.length > cfg.baseRegionBytes()) {
            throw new IllegalArgumentException("version of " + version.length + " bytes does not fit p0 = "
                    + cfg.baseRegionBytes() + " bytes (page " + cfg.pageBytes() + " - delta region " + cfg.deltaRegionBytes() + ")");
        }
        versions++;
        double scale = version.length / 16384.0;
        PageState p = pages.get(logicalPage);
        SlcPageEvent.Outcome outcome;
        int deltaLength = -1;
        int recordAt = -1;
        int recordLength = 0;
        if (p == null) {
            p = new PageState(cfg.pageBytes());
            pages.put(logicalPage, p);
            freshPage(p, version);
            writeMicros += cfg.writeMicros();
            outcome = SlcPageEvent.Outcome.FIRST;
        } else {
            byte[] latest = rebuild(p);
            double t = cfg.readMicros() + p.records * codec.decompressMicrosPer16K() * scale;
            byte[] delta = version.length == p.versionLength ? codec.encode(latest, version) : null;
            if (delta != null) {
                t += codec.compressMicrosPer16K() * scale;
                encodedBytes += delta.length;
                encodedInputBytes += version.length;
            }
            int record = delta == null ? Integer.MAX_VALUE : SlcConfig.RECORD_HEADER + delta.length;
            deltaLength = delta == null ? -1 : delta.length;
            if (delta != null && delta.length <= 0xFFFE && p.used + record <= cfg.deltaRegionBytes()
                    && p.programs < cfg.nop()) {
                int at = cfg.baseRegionBytes() + p.used;
                recordAt = p.used;
                recordLength = record;
                outcome = SlcPageEvent.Outcome.APPENDED;
                p.raw[at] = (byte) delta.length;
                p.raw[at + 1] = (byte) (delta.length >>> 8);
                System.arraycopy(delta, 0, p.raw, at + 2, delta.length);
                p.used += record;
                p.records++;
                p.programs++;
                programs++;
                deltaVersions++;
                deltaBytes += delta.length;
                deltaInputBytes += version.length;
            } else {
                if (delta != null && p.programs >= cfg.nop()) {
                    resetsNop++;
                    outcome = SlcPageEvent.Outcome.RESET_NOP;
                } else {
                    resetsRegion++;
                    outcome = delta == null ? SlcPageEvent.Outcome.RESET_SIZE_CHANGED
                            : SlcPageEvent.Outcome.RESET_DELTA_TOO_LARGE;
                }
                closePage(p);
                freshPage(p, version);
            }
            writeMicros += t + cfg.writeMicros();
        }
        maxPrograms = Math.max(maxPrograms, p.programs);
        if (!Arrays.equals(rebuild(p), version)) {
            mismatches++;
        }
        if (listener != null) {
            listener.updated(new SlcPageEvent(logicalPage, outcome, version.length, deltaLength, recordAt, recordLength,
                    p.used, p.programs, p.records));
        }
    }

    /** Stores all versions of one logical page in order. */
    public void updateAll(int logicalPage, Iterator<byte[]> versionsInOrder) {
        while (versionsInOrder.hasNext()) {
            update(logicalPage, versionsInOrder.next());
        }
    }

    private void freshPage(PageState p, byte[] version) {
        Arrays.fill(p.raw, (byte) 0xFF);
        System.arraycopy(version, 0, p.raw, 0, version.length);
        p.versionLength = version.length;
        p.used = 0;
        p.records = 0;
        p.programs = 1;
        programs++;
        physicalPages++;
    }

    private void closePage(PageState p) {
        closedPages++;
        closedPagePrograms += p.programs;
    }

    /** Rebuilds the latest version from the page's raw bytes only. */
    private byte[] rebuild(PageState p) {
        byte[] v = Arrays.copyOf(p.raw, p.versionLength);
        int at = cfg.baseRegionBytes();
        int end = cfg.pageBytes();
        while (at + 2 <= end) {
            int len = (p.raw[at] & 0xFF) | (p.raw[at + 1] & 0xFF) << 8;
            if (len == 0xFFFF) {
                break; // erased: no more records
            }
            v = codec.decode(v, p.raw, at + 2, len);
            at += 2 + len;
        }
        return v;
    }

    /** The latest version of a logical page, rebuilt from its physical page. */
    public byte[] latest(int logicalPage) {
        PageState p = pages.get(logicalPage);
        if (p == null) {
            throw new IllegalArgumentException("logical page " + logicalPage + " has no version");
        }
        return rebuild(p);
    }

    public SlcMetrics metrics() {
        long openPrograms = 0;
        double read = 0;
        for (PageState p : pages.values()) {
            openPrograms += p.programs;
            read += cfg.readMicros() + p.records * codec.decompressMicrosPer16K() * (p.versionLength / 16384.0);
        }
        long cycles = closedPages + pages.size();
        return new SlcMetrics(versions, pages.size(), physicalPages, versions, deltaVersions, deltaBytes,
                encodedInputBytes == 0 ? Double.NaN : (double) encodedBytes / encodedInputBytes,
                deltaInputBytes == 0 ? Double.NaN : (double) deltaBytes / deltaInputBytes, resetsRegion, resetsNop,
                programs, cycles == 0 ? Double.NaN : (double) (closedPagePrograms + openPrograms) / cycles, maxPrograms,
                versions == 0 ? Double.NaN : writeMicros / versions, pages.isEmpty() ? Double.NaN : read / pages.size(),
                mismatches);
    }
}
