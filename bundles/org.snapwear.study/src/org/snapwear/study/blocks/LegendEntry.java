package org.snapwear.study.blocks;

/**
 * One legend swatch.
 *
 * @param rgb   0xRRGGBB
 * @param label what the colour means
 */
public record LegendEntry(int rgb, String label) {
}
