package org.snapwear.gpu.buddy;

/**
 * The paper's Fig. 8 for one allocation: entries laid out 64 per row in address order, each cell the entry's
 * compressed size in 32 B sectors (1..4), or 0 for an all-zero entry (it would fit the 8 B of a 16x target).
 * Cells past the last entry are -1. Backed by the {@link EntryTable}; nothing is copied.
 */
public final class CompressibilityMap {
    /** Entries per row, as in the paper. */
    public static final int WIDTH = 64;

    private final EntryTable table;
    private final int allocation;

    public CompressibilityMap(EntryTable table, int allocation) {
        this.table = table;
        this.allocation = allocation;
    }

    public String allocationName() {
        return table.allocationName(allocation);
    }

    public int width() {
        return WIDTH;
    }

    public int rows() {
        return (table.allocationEntries(allocation) + WIDTH - 1) / WIDTH;
    }

    public int value(int row, int col) {
        int i = row * WIDTH + col;
        if (col < 0 || col >= WIDTH || row < 0 || i >= table.allocationEntries(allocation)) {
            return -1;
        }
        int e = table.firstEntry(allocation) + i;
        return table.isZero(e) ? 0 : table.sectors(e);
    }

    /** All cells row by row (rows x 64 bytes), for drawing or export. */
    public byte[] toArray() {
        byte[] out = new byte[rows() * WIDTH];
        for (int r = 0; r < rows(); r++) {
            for (int c = 0; c < WIDTH; c++) {
                out[r * WIDTH + c] = (byte) value(r, c);
            }
        }
        return out;
    }
}
