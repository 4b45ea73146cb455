package org.snapwear.codec.scheme;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Splits a snapshot into {@link SnapshotPart}s. Per tensor: a delta against as many references as hold the same
 * tensor (same name, dtype and shape), up to the codec's depth, with the delta codec if it supports the dtype and
 * the fallback codec otherwise; a tensor without a counterpart (or any tensor of a baseline) is stored alone with
 * the baseline codec, or the fallback codec if the baseline codec declines its dtype. The plan is a pure function
 * of the layouts and codecs, so saving and simulating a scheme split alike and a decoder can rebuild it.
 */
public final class PartPlanner {
    private final SnapshotCodec deltaCodec;
    private final SnapshotCodec baselineCodec;
    private final SnapshotCodec fallback;
    private final LossyTensors lossy;

    /**
     * @param deltaCodec    codec of deltas (null when the scheme stores every snapshot in full)
     * @param baselineCodec codec of tensors stored alone
     * @param fallback      codec for dtypes the others decline; must support every dtype, as baseline and delta
     *                      (null: none, a declined dtype is then an error naming the tensor)
     */
    public PartPlanner(SnapshotCodec deltaCodec, SnapshotCodec baselineCodec, SnapshotCodec fallback) {
        this(deltaCodec, baselineCodec, fallback, LossyTensors.NONE);
    }

    /**
     * As {@link #PartPlanner(SnapshotCodec, SnapshotCodec, SnapshotCodec)}, with the tensors a loss profile makes
     * lossy: such a tensor goes into a part of its lossy codec (named by the codec's spec), encoded against as many
     * references as hold it if the codec encodes deltas with a reference depth above 0, else alone; a codec that
     * encodes deltas only and a tensor without a reference fall back to the exact rule, unless the choice names a
     * codec of its own for such first saves. With {@link LossyTensors#NONE} the plan is the exact one.
     */
    public PartPlanner(SnapshotCodec deltaCodec, SnapshotCodec baselineCodec, SnapshotCodec fallback,
            LossyTensors lossy) {
        this.lossy = lossy;
        this.deltaCodec = deltaCodec;
        this.baselineCodec = baselineCodec;
        this.fallback = fallback;
        if (fallback != null && (!fallback.kind().encodesBaselines() || !fallback.kind().encodesDeltas())) {
            throw new IllegalArgumentException("fallback codec " + fallback.id() + " must encode baselines and deltas");
        }
    }

    /**
     * @param current    the snapshot's tensors
     * @param references the layouts of the references, nearest first (empty for a baseline)
     */
    public List<SnapshotPart> plan(List<TensorInfo> current, List<List<TensorInfo>> references) {
        List<Map<String, TensorInfo>> refs = new ArrayList<>();
        for (List<TensorInfo> r : references) {
            Map<String, TensorInfo> byName = new HashMap<>();
            for (TensorInfo t : r) {
                byName.put(t.name(), t);
            }
            refs.add(byName);
        }
        Map<String, List<TensorInfo>> groups = new LinkedHashMap<>();
        Map<String, SnapshotPart> keys = new LinkedHashMap<>();
        for (TensorInfo t : current) {
            int held = 0;
            while (held < refs.size() && t.equals(refs.get(held).get(t.name()))) {
                held++;
            }
            Optional<LossyTensors.Choice> choice = lossy.choose(t);
            if (held == 0 && choice.isPresent() && choice.get().first() != null) {
                choice = Optional.of(choice.get().first()); // a first save: the profile's codec for those
            }
            if (choice.isPresent() && (held > 0 && choice.get().codec().kind().encodesDeltas()
                    || choice.get().codec().kind().encodesBaselines())) {
                SnapshotCodec c = choice.get().codec();
                // a codec of depth 0 (quantizers that never read a reference) is stored alone: no chain to restore
                int d = held > 0 && c.kind().encodesDeltas() && c.referenceDepth() > 0 ? referencesUsed(c, held) : 0;
                String key = choice.get().spec() + "/" + d;
                groups.computeIfAbsent(key, k -> new ArrayList<>()).add(t);
                keys.putIfAbsent(key, new SnapshotPart(choice.get().spec(), d, List.of()));
                continue;
            }
            SnapshotCodec codec;
            int depth;
            if (held > 0 && deltaCodec != null) {
                codec = deltaCodec.supports(t.dtype()) ? deltaCodec : fallback(deltaCodec, t);
                depth = referencesUsed(codec, held);
            } else {
                codec = baselineCodec.supports(t.dtype()) ? baselineCodec : fallback(baselineCodec, t);
                depth = 0;
            }
            String key = codec.id() + "/" + depth;
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(t);
            keys.putIfAbsent(key, new SnapshotPart(codec.id(), depth, List.of()));
        }
        List<SnapshotPart> out = new ArrayList<>();
        // parts in order of first appearance: the plan, and so the part files, are the same on every run
        for (Map.Entry<String, SnapshotPart> e : keys.entrySet()) {
            out.add(new SnapshotPart(e.getValue().codec(), e.getValue().references(), groups.get(e.getKey())));
        }
        return out;
    }

    /**
     * The references-per-part rule, its one home: a delta part uses as many of the references that hold its
     * tensors as its codec's depth allows, and at least one (the references are nearest first, so it uses the
     * nearest ones).
     *
     * @param codec     the part's delta codec
     * @param available references that hold the part's tensors (or, before layouts are known, that the plan names)
     */
    public static int referencesUsed(SnapshotCodec codec, int available) {
        return Math.min(available, Math.max(1, codec.referenceDepth()));
    }

    private SnapshotCodec fallback(SnapshotCodec declined, TensorInfo t) {
        if (fallback == null || !fallback.supports(t.dtype())) {
            throw new IllegalArgumentException("codec " + declined.id() + " does not support dtype " + t.dtype()
                    + " of tensor " + t.name() + ", and no fallback codec that does is available");
        }
        return fallback;
    }
}
