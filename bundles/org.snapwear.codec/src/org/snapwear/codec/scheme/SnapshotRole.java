package org.snapwear.codec.scheme;

/** Whether a saved snapshot is stored whole (baseline) or as a delta. */
public enum SnapshotRole {
    BASELINE, DELTA;

    public String id() {
        return this == BASELINE ? "baseline" : "delta";
    }
}
