package org.snapwear.codec.scheme;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * Algorithm 2 of [Delta snapshots, docs/papers.md#delta-snapshots] as a pure planner: given the iterations currently stored, it says what {@code save}
 * encodes against, what it loads, what it deletes and what stays; and what {@code restore} loads. No I/O: the
 * snapshot store and the simulation drive it.
 * <p>
 * Deletion rules, with k the ordinal of the iteration (see {@link SchemeConfig}) and s = snap_dis:
 * <ul>
 * <li>saving a baseline (k - 1) % s == 0 first calls {@code delete(mode, iter - unit)}: progressive deletes the s
 * snapshots iter - s*unit .. iter - unit (the whole previous group, line 3); chain deletes iter - unit (line 5)
 * and, because (k - 1) % s == 0, the previous baseline iter - s*unit (lines 6-7);</li>
 * <li>saving a chain delta deletes the previous snapshot iter - unit unless it is the baseline (lines 25-26);</li>
 * <li>progressive deltas delete nothing;</li>
 * <li>{@code full} (not in the paper) keeps only the newest snapshot.</li>
 * </ul>
 * Only iterations actually stored are reported as deleted. The paper deletes before writing the new baseline
 * (line 10 before line 11); a crash-safe store must instead apply {@link SavePlan#deletes()} after the new snapshot is
 * durable, which leaves the same final state.
 * <p>
 * Chain deltas: Algorithm 2 line 20 loads the baseline and iter - unit and merges them, but its restore (line 34)
 * rebuilds iter from the baseline and iter alone, so a chain delta is necessarily encoded against the baseline;
 * the plan therefore lists only the baseline to rebuild (the previous delta is not needed for encoding).
 */
public final class SchemePlanner {
    private final SchemeConfig config;

    public SchemePlanner(SchemeConfig config) {
        this.config = config;
    }

    public SchemeConfig config() {
        return config;
    }

    /**
     * Plans saving {@code iteration} when {@code stored} are the iterations kept so far.
     *
     * @throws IllegalArgumentException if the iteration is off the grid or not newer than every stored one
     * @throws IllegalStateException    if a snapshot Algorithm 2 needs is not stored (e.g. a skipped iteration)
     */
    public SavePlan planSave(Collection<Long> stored, long iteration) {
        TreeSet<Long> have = new TreeSet<>(stored);
        long k = config.ordinal(iteration);
        if (!have.isEmpty() && have.last() >= iteration) {
            throw new IllegalArgumentException("iteration " + iteration + " is not newer than the stored iteration "
                    + have.last());
        }
        long unit = config.unit();
        int s = config.snapDis();
        List<Long> deletes = new ArrayList<>();
        List<Long> refs = new ArrayList<>();
        List<Long> rebuild = new ArrayList<>();
        SnapshotRole role;
        if (config.mode() == SchemeMode.FULL) {
            role = SnapshotRole.BASELINE;
            deletes.addAll(have);
        } else if (config.isBaseline(iteration)) {
            role = SnapshotRole.BASELINE;
            if (k > 1) {
                deletes.addAll(deleteTargets(iteration - unit));
            }
        } else {
            role = SnapshotRole.DELTA;
            long base = config.baselineOf(iteration);
            if (config.mode() == SchemeMode.PROGRESSIVE) {
                for (long it = base; it < iteration; it += unit) {
                    rebuild.add(it);
                }
                refs.add(iteration - unit);
                if (iteration - 2 * unit >= base) {
                    refs.add(iteration - 2 * unit);
                }
            } else {
                rebuild.add(base);
                refs.add(base);
                if ((k - 2) % s != 0) {
                    deletes.addAll(deleteTargets(iteration - unit));
                }
            }
            for (long it : rebuild) {
                if (!have.contains(it)) {
                    throw new IllegalStateException("saving iteration " + iteration + " needs stored iteration " + it
                            + ", which is missing (stored: " + have + ")");
                }
            }
        }
        deletes.removeIf(it -> !have.contains(it));
        List<Long> sortedDeletes = new ArrayList<>(new TreeSet<>(deletes));
        TreeSet<Long> after = new TreeSet<>(have);
        after.removeAll(sortedDeletes);
        after.add(iteration);
        return new SavePlan(iteration, role, refs, rebuild, sortedDeletes, new ArrayList<>(after));
    }

    /**
     * The iterations {@code delete(mode, iter, snap_dis, unit)} of Algorithm 2 names (lines 1-7), whether stored
     * or not.
     */
    public List<Long> deleteTargets(long iter) {
        List<Long> out = new ArrayList<>();
        long unit = config.unit();
        int s = config.snapDis();
        switch (config.mode()) {
            case PROGRESSIVE:
                for (long it = iter - (long) (s - 1) * unit; it <= iter; it += unit) {
                    out.add(it);
                }
                break;
            case CHAIN:
                out.add(iter);
                if (config.ordinal(iter) % s == 0) {
                    out.add(iter - (long) (s - 1) * unit);
                }
                break;
            default:
                out.add(iter);
        }
        out.removeIf(it -> it < config.firstIteration());
        return out;
    }

    /**
     * Plans restoring {@code iteration} from the stored iterations (Algorithm 2 lines 27-37).
     *
     * @throws IllegalStateException if it cannot be rebuilt from what is stored
     */
    public RestorePlan planRestore(Collection<Long> stored, long iteration) {
        TreeSet<Long> have = new TreeSet<>(stored);
        List<Long> load = new ArrayList<>();
        long base = config.baselineOf(iteration);
        if (config.mode() == SchemeMode.PROGRESSIVE) {
            for (long it = base; it <= iteration; it += config.unit()) {
                load.add(it);
            }
        } else {
            load.add(base);
            if (iteration != base) {
                load.add(iteration);
            }
        }
        for (long it : load) {
            if (!have.contains(it)) {
                throw new IllegalStateException("iteration " + iteration + " cannot be restored: it needs iteration "
                        + it + ", which is not stored (stored: " + have + ")");
            }
        }
        return new RestorePlan(iteration, load);
    }
}
