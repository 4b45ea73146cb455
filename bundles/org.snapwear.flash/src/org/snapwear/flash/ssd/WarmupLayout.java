package org.snapwear.flash.ssd;

/** How a warm-up state places its valid and invalid pages in the used blocks. */
public enum WarmupLayout {
    /** Whole blocks are valid or invalid, as Table 8 of [Delta snapshots, docs/papers.md#delta-snapshots] lists them (the default). */
    SEGREGATED,
    /** The valid and invalid pages are spread uniformly at random over all used blocks. */
    MIXED
}
