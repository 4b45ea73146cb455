package org.snapwear.study.analyses;

import java.util.List;

import org.snapwear.codec.scheme.RoleVolume;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;

/**
 * Table {@code roles}: written volume per tensor role for every source and scheme. A whole checkpoint holds
 * parameters, optimizer moments and small counters that compress very differently; the scheme total hides which
 * of them costs the bytes. The rows of one scheme add up to its {@code written_bytes} in table {@code schemes}
 * (the {@code container} row carries the container headers and trailers, which belong to no tensor).
 */
public final class RolesTable {

    private RolesTable() {
    }

    public static ResultTable newTable() {
        return new ResultTable(TableIds.ROLES, "Roles: written volume per tensor role",
                "Per scheme, raw and written bytes of each tensor role over the whole run (parameter, "
                        + "optimizer_moment, master_copy, buffer, other); the container row is the container "
                        + "headers and trailers. Written bytes of the rows add up to the scheme's written bytes.",
                List.of(Column.of("source", "Source"), Column.of("scheme", "Scheme"), Column.of("role", "Role"),
                        new Column("raw_bytes", "Raw", "bytes"), new Column("written_bytes", "Written", "bytes"),
                        new Column("written_pct", "Written", "% of raw"),
                        new Column("share_pct", "Share of written", "%")));
    }

    /** Adds the rows of one simulated scheme. */
    public static void addRows(ResultTable table, String source, String scheme, SimulationResult sim) {
        for (RoleVolume v : sim.roles()) {
            table.addRow(source, scheme, v.role(), v.rawBytes(), v.writtenBytes(), v.writtenPct(),
                    sim.writtenBytes() == 0 ? 0.0 : 100.0 * v.writtenBytes() / sim.writtenBytes());
        }
    }
}
