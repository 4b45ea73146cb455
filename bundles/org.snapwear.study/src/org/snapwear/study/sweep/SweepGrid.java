package org.snapwear.study.sweep;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.model.ranges.ParameterRange;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldWriter;
import org.snapwear.study.mapping.SsdConfigRanges;

/**
 * What a sweep runs: schemes x snap_dis x victim policies x over-provisioning x GC thresholds x device sizes, all
 * cells starting from one warm-up. The constructor checks every value against {@link ParameterRanges} (and
 * builds every device, and checks its warm-up and every scheme), so a bad grid fails before any work; messages
 * name the grid file's key ({@code key gc_threshold: ...}), {@link SweepGridFile} adds the file. Serializable, and
 * checked again when deserialized (a record is rebuilt through its constructor), so a job can ship it.
 *
 * @param schemes          schemes, in the order their cells come
 * @param snapDis          snap_dis values
 * @param policies         GC victim policies
 * @param overProvisioning spare fractions ((T-U)/U)
 * @param gcThresholds     GC thresholds
 * @param blocksPerChip    device sizes in blocks per chip (Table 4's 8 chips of 64 pages of 4 KiB)
 * @param warmup           the device state each cell starts from
 */
public record SweepGrid(List<SweepScheme> schemes, List<Integer> snapDis, List<VictimPolicy> policies,
        List<Double> overProvisioning, List<Double> gcThresholds, List<Integer> blocksPerChip, SweepWarmup warmup)
        implements FieldRecord, Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * The most cells a grid may have (docs/sweep.md): each cell is a device replay of seconds, and the cells are
     * listed before the run, so a short file must not ask for more work or memory than any machine has.
     */
    public static final long MAX_CELLS = 100_000;

    public SweepGrid {
        schemes = List.copyOf(schemes);
        snapDis = List.copyOf(snapDis);
        policies = List.copyOf(policies);
        overProvisioning = List.copyOf(overProvisioning);
        gcThresholds = List.copyOf(gcThresholds);
        blocksPerChip = List.copyOf(blocksPerChip);
        if (warmup == null) {
            throw new IllegalArgumentException("key warmup: missing");
        }
        checkCount(schemes, snapDis, policies, overProvisioning, gcThresholds, blocksPerChip);
        check(schemes, snapDis, policies, overProvisioning, gcThresholds, blocksPerChip, warmup);
    }

    /**
     * Every cell, in this order: scheme (grid order), snap_dis, policy, over-provisioning, GC threshold, blocks
     * per chip, the last varying fastest (each list in its grid order). Cells of one stream are adjacent.
     */
    public List<SweepCell> cells() {
        List<SweepCell> out = new ArrayList<>();
        for (SweepScheme s : schemes) {
            for (int d : snapDis) {
                String spec = s.key(d).scheme();
                for (VictimPolicy p : policies) {
                    for (double op : overProvisioning) {
                        for (double gc : gcThresholds) {
                            for (int b : blocksPerChip) {
                                out.add(new SweepCell(out.size(), s.name(), spec, d, p, op, gc, b, warmup));
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    /** The distinct streams of {@link #cells()}, in the order of their first cell. */
    public List<SaveStreamKey> streamKeys() {
        Set<SaveStreamKey> keys = new LinkedHashSet<>();
        for (SweepScheme s : schemes) {
            for (int d : snapDis) {
                keys.add(s.key(d));
            }
        }
        return List.copyOf(keys);
    }

    /** Number of cells, without listing them. */
    public long cellCount() {
        return (long) schemes.size() * snapDis.size() * policies.size() * overProvisioning.size()
                * gcThresholds.size() * blocksPerChip.size();
    }

    /** The grid in the keys and values of its file: a report's "configuration used", enough to run it again. */
    @Override
    public void writeFields(FieldWriter out) {
        for (SweepScheme s : schemes) {
            out.text("scheme." + s.name(), s.options());
        }
        out.numbers("snap_dis", snapDis)
                .texts("policy", policies.stream().map(VictimPolicy::id).toList())
                .numbers("over_provisioning", overProvisioning).numbers("gc_threshold", gcThresholds)
                .numbers("blocks_per_chip", blocksPerChip).text("warmup", warmup.id());
    }

    /** Refuses a grid of more than {@link #MAX_CELLS} cells before any cell or device is made. */
    private static void checkCount(List<?>... lists) {
        long cells = 1;
        List<String> sizes = new ArrayList<>();
        for (List<?> l : lists) {
            sizes.add(String.valueOf(l.size()));
            cells = cells > MAX_CELLS ? cells : cells * l.size(); // stops growing past the limit: no overflow
        }
        if (cells > MAX_CELLS) {
            throw new IllegalArgumentException("the grid has " + String.join(" x ", sizes) + " = "
                    + String.format(Locale.ROOT, "%,d", product(lists)) + " cells (schemes x snap_dis x policy x "
                    + "over_provisioning x gc_threshold x blocks_per_chip), more than the limit of "
                    + String.format(Locale.ROOT, "%,d", MAX_CELLS) + "; split it into smaller grids");
        }
    }

    private static java.math.BigInteger product(List<?>... lists) {
        java.math.BigInteger p = java.math.BigInteger.ONE;
        for (List<?> l : lists) {
            p = p.multiply(java.math.BigInteger.valueOf(l.size()));
        }
        return p;
    }

    private static void check(List<SweepScheme> schemes, List<Integer> snapDis, List<VictimPolicy> policies,
            List<Double> ops, List<Double> gcs, List<Integer> blocks, SweepWarmup warmup) {
        nonEmpty("scheme.NAME", schemes);
        nonEmpty("snap_dis", snapDis);
        nonEmpty("policy", policies);
        nonEmpty("over_provisioning", ops);
        nonEmpty("gc_threshold", gcs);
        nonEmpty("blocks_per_chip", blocks);
        for (int d : snapDis) {
            inRange("snap_dis", ParameterRanges.SNAP_DIS, d);
        }
        for (double gc : gcs) {
            inRange("gc_threshold", ParameterRanges.GC_THRESHOLD, gc);
        }
        for (int b : blocks) {
            inRange("blocks_per_chip", ParameterRanges.BLOCKS_PER_CHIP, b);
        }
        for (double op : ops) {
            // the study validator's rule for the Table 4 convention, (T-U)/U: any fraction >= 0
            if (!(op >= 0) || Double.isInfinite(op)) {
                throw new IllegalArgumentException("key over_provisioning: must be >= 0, got " + op);
            }
        }
        Set<String> names = new HashSet<>();
        CodecRegistry registry = CodecRegistry.defaultRegistry();
        for (SweepScheme s : schemes) {
            String key = "key scheme." + s.name() + ": ";
            if (!names.add(s.name())) {
                throw new IllegalArgumentException(key + "named twice");
            }
            if (List.of(s.options().trim().split("\\s+")).stream().anyMatch(w -> w.startsWith("--snap-dis"))) {
                throw new IllegalArgumentException(key + "give snap_dis in key snap_dis, not in the scheme");
            }
            SchemeSpec spec;
            try {
                spec = s.at(snapDis.get(0));
                s.key(snapDis.get(0)); // a --loss without a value, twice, or of an unknown profile
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(key + e.getMessage(), e);
            }
            for (String codec : List.of(spec.deltaCodec(), spec.baselineCodec())) {
                if (registry.find(codec).isEmpty()) {
                    throw new IllegalArgumentException(key + "unknown or disabled codec '" + codec + "'");
                }
            }
        }
        for (double op : ops) {
            for (double gc : gcs) {
                for (int b : blocks) {
                    checkDevice(op, gc, b, warmup);
                }
            }
        }
    }

    /** Builds the device (the simulator's own checks) and checks the warm-up fits it. */
    private static void checkDevice(double op, double gc, int blocks, SweepWarmup warmup) {
        String where = "over_provisioning " + op + ", gc_threshold " + gc + ", blocks_per_chip " + blocks;
        SsdConfig c;
        try {
            c = SsdConfig.table4().toBuilder().blocksPerChip(blocks).overProvisioning(op).gcThreshold(gc).build();
            SsdConfigRanges.check(c, "device");
            Ssd.checkCapacity(c);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("device " + where + ": " + e.getMessage(), e);
        }
        String problem = warmup.problem(c);
        if (problem != null) {
            throw new IllegalArgumentException("key warmup: device " + where + ": " + problem);
        }
    }

    private static void nonEmpty(String key, List<?> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("key " + key + ": at least one value is needed");
        }
        if (new HashSet<>(values).size() != values.size()) {
            throw new IllegalArgumentException("key " + key + ": a value is listed twice");
        }
    }

    private static void inRange(String key, ParameterRange range, double v) {
        if (!range.contains(v)) {
            throw new IllegalArgumentException("key " + key + ": must be " + range.allowed() + ", got "
                    + ParameterRange.format(v));
        }
    }
}
