package org.snapwear.study.tradeoff;

import java.util.List;

/**
 * The drive side of a trade-off: the run, the scheme every row saves with, the drive and checkpoint interval the
 * lifetimes are computed for, and one row per arm (the exact arm first).
 *
 * @param run             the run (a directory of checkpoints or a sequence) as the user named it
 * @param scheme          the run overview's best exact scheme ({@code chain predictive/huffman-exp snap_dis 4})
 * @param drive           the drive rating's id ({@code snapwear report --ssd})
 * @param intervalMinutes minutes between checkpoints
 * @param rows            one row per arm
 */
public record RunDrive(String run, String scheme, String drive, double intervalMinutes, List<DriveRow> rows) {
    public RunDrive {
        rows = List.copyOf(rows);
    }
}
