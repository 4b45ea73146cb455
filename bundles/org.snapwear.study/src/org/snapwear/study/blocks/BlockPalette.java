package org.snapwear.study.blocks;

import java.util.ArrayList;
import java.util.List;

/**
 * Block colours as 0xRRGGBB. Valid / invalid / free: the three page colours mixed in proportion to the block's
 * page counts, so a half-invalid block is visibly between valid and invalid. Erase count: a six-stop diverging
 * scale (blue = least worn, red = most) between fixed bounds, the run's lowest and highest erase count, so a
 * block's colour depends on its own count only and does not shift while stepping.
 */
public final class BlockPalette {
    /** Valid pages: blue. */
    public static final int VALID = 0x2B6CB0;
    /** Invalid (stale) pages: red. */
    public static final int INVALID = 0xD94030;
    /** Free (erased) pages: light grey. */
    public static final int FREE = 0xE6E6E6;
    private static final int[] HEAT = {0x313695, 0x4575B4, 0xABD9E9, 0xFEE090, 0xF46D43, 0xA50026};

    private final BlockColorMode mode;
    private final int pagesPerBlock;
    private final int minErase;
    private final int maxErase;

    public BlockPalette(BlockColorMode mode, int pagesPerBlock, int minErase, int maxErase) {
        if (maxErase < minErase) {
            throw new IllegalArgumentException("erase range " + minErase + ".." + maxErase);
        }
        this.mode = mode;
        this.pagesPerBlock = pagesPerBlock;
        this.minErase = minErase;
        this.maxErase = maxErase;
    }

    public BlockColorMode mode() {
        return mode;
    }

    /** Colour of a block with the given valid / programmed pages and erase count. */
    public int colour(int valid, int written, int erases) {
        if (mode == BlockColorMode.ERASE_COUNT) {
            return heat(erases);
        }
        int invalid = written - valid;
        int free = pagesPerBlock - written;
        int p = pagesPerBlock;
        return mixChannel(valid, invalid, free, p, 16) << 16 | mixChannel(valid, invalid, free, p, 8) << 8
                | mixChannel(valid, invalid, free, p, 0);
    }

    private static int mixChannel(int v, int i, int f, int p, int shift) {
        int sum = v * ((VALID >> shift) & 0xFF) + i * ((INVALID >> shift) & 0xFF) + f * ((FREE >> shift) & 0xFF);
        return (sum + p / 2) / p;
    }

    /** Heat colour of an erase count (clamped to the bounds). */
    public int heat(int erases) {
        double t = maxErase == minErase ? 0 : (double) (Math.min(Math.max(erases, minErase), maxErase) - minErase)
                / (maxErase - minErase);
        double x = t * (HEAT.length - 1);
        int i = Math.min(HEAT.length - 2, (int) x);
        double f = x - i;
        int a = HEAT[i];
        int b = HEAT[i + 1];
        return lerp(a >> 16, b >> 16, f) << 16 | lerp((a >> 8) & 0xFF, (b >> 8) & 0xFF, f) << 8 | lerp(a & 0xFF, b & 0xFF, f);
    }

    private static int lerp(int a, int b, double f) {
        return (int) Math.round(a + (b - a) * f) & 0xFF;
    }

    /** Legend swatches for this mode. */
    public List<LegendEntry> legend() {
        List<LegendEntry> out = new ArrayList<>();
        if (mode == BlockColorMode.VALID_INVALID_FREE) {
            out.add(new LegendEntry(VALID, "valid pages"));
            out.add(new LegendEntry(INVALID, "invalid pages"));
            out.add(new LegendEntry(FREE, "free (erased) pages"));
            out.add(new LegendEntry(colour(pagesPerBlock / 2, pagesPerBlock, 0), "half valid, half invalid"));
            return out;
        }
        int steps = Math.min(HEAT.length, maxErase - minErase + 1);
        for (int k = 0; k < steps; k++) {
            int e = steps == 1 ? minErase : (int) Math.round(minErase + (double) k * (maxErase - minErase) / (steps - 1));
            String unit = e == 1 ? " erase" : " erases";
            out.add(new LegendEntry(heat(e), e + unit + (k == 0 ? " (least)" : k == steps - 1 ? " (most)" : "")));
        }
        return out;
    }
}
