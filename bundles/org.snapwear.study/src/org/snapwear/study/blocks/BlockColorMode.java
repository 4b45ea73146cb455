package org.snapwear.study.blocks;

/** How a block is coloured in the block-state image. */
public enum BlockColorMode {
    /** Valid, invalid and free colours mixed by the block's page counts. */
    VALID_INVALID_FREE("Valid / invalid / free pages"),
    /** Heat scale of the erase count between the run's lowest and highest count. */
    ERASE_COUNT("Erase count");

    private final String label;

    BlockColorMode(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
