package org.snapwear.study.blocks;

/** State of one physical page at a step. */
public enum PageState {
    /** Erased, not programmed since. */
    FREE,
    /** Programmed and holding the current copy of a logical page. */
    VALID,
    /** Programmed, but the logical page was overwritten, trimmed or moved. */
    INVALID
}
