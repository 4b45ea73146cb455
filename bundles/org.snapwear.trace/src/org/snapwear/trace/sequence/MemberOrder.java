package org.snapwear.trace.sequence;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How the members of a sequence are numbered and ordered from their names alone, so that local files
 * ({@link SnapshotSequence#ofFiles}) and a listing of remote names ({@link SnapshotSequence#orderNames}) give the
 * same sequence.
 */
final class MemberOrder {
    /** Iteration numbers in file names: _iter_5000, checkpoint-500, step_500, snap_iter000500, iter5000. */
    private static final Pattern ITERATION = Pattern.compile(
            "(?:iter|step|checkpoint|ckpt|epoch)[_\\-]?(\\d+)", Pattern.CASE_INSENSITIVE);

    /** One ordered member. */
    record Member<T>(long iteration, T item) {
    }

    private MemberOrder() {
    }

    /** Iteration number in a file name, or -1. The last match wins (run names may contain numbers too). */
    static long iterationOf(String fileName) {
        Matcher m = ITERATION.matcher(fileName);
        long it = -1;
        while (m.find()) {
            try {
                it = Long.parseLong(m.group(1));
            } catch (NumberFormatException e) {
                it = -1; // more digits than a long: not an iteration number
            }
        }
        return it;
    }

    /**
     * The items ordered by the iterations in their names, or kept in the given order with iterations 0, 1, 2, ...
     * if some name has none. Of several items with one iteration (x.pt and x.safetensors) a safetensors file wins
     * (it is memory-mapped), otherwise the first.
     *
     * @param fileName the file name (last component) of an item
     */
    static <T> List<Member<T>> order(List<T> items, Function<T, String> fileName) {
        boolean allNumbered = true;
        for (T f : items) {
            if (iterationOf(fileName.apply(f)) < 0) {
                allNumbered = false;
            }
        }
        Map<Long, Member<T>> byIteration = new LinkedHashMap<>();
        int position = 0;
        for (T f : items) {
            long it = allNumbered ? iterationOf(fileName.apply(f)) : position;
            position++;
            Member<T> prev = byIteration.get(it);
            if (prev == null || preference(fileName.apply(f)) < preference(fileName.apply(prev.item()))) {
                byIteration.put(it, new Member<>(it, f));
            }
        }
        List<Member<T>> list = new ArrayList<>(byIteration.values());
        list.sort(Comparator.comparingLong(Member::iteration));
        return list;
    }

    private static int preference(String fileName) {
        return fileName.endsWith(".safetensors") ? 0 : 1;
    }
}
