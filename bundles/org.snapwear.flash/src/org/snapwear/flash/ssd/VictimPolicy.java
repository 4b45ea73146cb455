package org.snapwear.flash.ssd;

import org.snapwear.flash.ssd.internal.BucketSelector;
import org.snapwear.flash.ssd.internal.FifoSelector;
import org.snapwear.flash.ssd.internal.SampledSelector;
import org.snapwear.flash.ssd.internal.VictimSelector;
import org.snapwear.trace.text.EnumId;

/** Garbage-collection victim selection policies. */
public enum VictimPolicy implements EnumId {
    /** Fewest valid pages (ties: least recently modified). */
    GREEDY,
    /**
     * Maximum benefit/cost = (1 - u) / (2u) * age, with u = valid / pages per block and age = host writes since
     * the block was last modified (sealed or had a page invalidated). Exact, see {@code BucketSelector}.
     */
    COST_BENEFIT,
    /** Least recently written (the block sealed longest ago): LRW / FIFO cleaning. */
    FIFO,
    /** A uniformly random sealed block. */
    RANDOM,
    /** Sample d sealed blocks uniformly (with replacement), take the one with fewest valid pages. */
    D_CHOICES;

    /** Parses names like {@code greedy}, {@code cost-benefit}, {@code fifo}, {@code lrw}, {@code d-choices}. */
    public static VictimPolicy parse(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        switch (t) {
            case "greedy": return GREEDY;
            case "cost-benefit": case "costbenefit": case "cb": return COST_BENEFIT;
            case "fifo": case "lrw": return FIFO;
            case "random": return RANDOM;
            case "d-choices": case "dchoices": return D_CHOICES;
            default:
                throw new IllegalArgumentException("unknown GC policy '" + text
                        + "' (greedy, cost-benefit, fifo, random, d-choices)");
        }
    }

    /** The selector implementing this policy for a device; {@code valid} is the simulator's per-block count. */
    VictimSelector newSelector(int chips, int blocksPerChip, int pages, int[] valid, int dChoices, long seed) {
        switch (this) {
            case GREEDY: return new BucketSelector(chips, blocksPerChip, pages, valid, false);
            case COST_BENEFIT: return new BucketSelector(chips, blocksPerChip, pages, valid, true);
            case FIFO: return new FifoSelector(chips, blocksPerChip);
            case RANDOM: return new SampledSelector(chips, blocksPerChip, valid, 1, seed);
            case D_CHOICES: return new SampledSelector(chips, blocksPerChip, valid, dChoices, seed);
            default: throw new IllegalArgumentException("policy " + this);
        }
    }
}
