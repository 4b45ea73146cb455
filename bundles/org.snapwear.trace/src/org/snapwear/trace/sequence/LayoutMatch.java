package org.snapwear.trace.sequence;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.trace.tensor.TensorInfo;

/**
 * How two snapshots' tensors correspond by name. Real training runs change layout (optimizer state appears after
 * the first step, a checkpoint gains a file), so tensors present in only one snapshot are not an error: pair
 * statistics cover the {@link #shared} tensors and report how many were skipped. A name present in both with
 * another dtype or shape is an error, because it means the model itself changed.
 *
 * @param shared     tensors of the older snapshot that the newer one holds with the same dtype and shape, in the
 *                   older snapshot's order
 * @param onlyOlder  tensors the newer snapshot lacks
 * @param onlyNewer  tensors the older snapshot lacks, in the newer snapshot's order
 */
public record LayoutMatch(List<TensorInfo> shared, List<TensorInfo> onlyOlder, List<TensorInfo> onlyNewer) {

    public LayoutMatch {
        shared = List.copyOf(shared);
        onlyOlder = List.copyOf(onlyOlder);
        onlyNewer = List.copyOf(onlyNewer);
    }

    /**
     * Matches the layouts by name.
     *
     * @throws SequenceMismatchException naming the tensor and both files if a name has different dtypes or shapes
     */
    public static LayoutMatch of(List<TensorInfo> older, Path olderFile, List<TensorInfo> newer, Path newerFile)
            throws SequenceMismatchException {
        Map<String, TensorInfo> inNewer = new LinkedHashMap<>();
        for (TensorInfo t : newer) {
            inNewer.put(t.name(), t);
        }
        List<TensorInfo> shared = new ArrayList<>();
        List<TensorInfo> onlyOlder = new ArrayList<>();
        for (TensorInfo a : older) {
            TensorInfo b = inNewer.remove(a.name());
            if (b == null) {
                onlyOlder.add(a);
                continue;
            }
            checkCompatible(a, olderFile, b, newerFile);
            shared.add(a);
        }
        return new LayoutMatch(shared, onlyOlder, new ArrayList<>(inNewer.values()));
    }

    /**
     * Requires two tensors of the same name to have the same dtype and shape.
     *
     * @throws SequenceMismatchException naming the tensor, both files and what differs
     */
    public static void checkCompatible(TensorInfo a, Path fileA, TensorInfo b, Path fileB)
            throws SequenceMismatchException {
        if (a.dtype() != b.dtype()) {
            throw new SequenceMismatchException(a.name(), fileA, fileB, "dtype " + a.dtype() + " vs " + b.dtype());
        }
        if (!Arrays.equals(a.shape(), b.shape())) {
            throw new SequenceMismatchException(a.name(), fileA, fileB,
                    "shape " + a.shapeText() + " vs " + b.shapeText());
        }
    }

    /** True if both snapshots hold exactly the same tensors. */
    public boolean sameLayout() {
        return onlyOlder.isEmpty() && onlyNewer.isEmpty();
    }

    /** Tensors held by only one of the two snapshots (left out of pair statistics). */
    public int skipped() {
        return onlyOlder.size() + onlyNewer.size();
    }
}
