package org.snapwear.headless.commands.codec;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.snapwear.codec.store.StoreEntryInfo;

/**
 * Why a kept entry is there: the newer entries whose restore reads it (its direct and indirect dependants). A
 * retention of the newest N ({@code store watch --keep N}, {@code store gc --keep N}) keeps those N and every entry
 * they need, so an entry needed by a kept iteration stays however old it is: the answer to "--keep 5 kept 10".
 *
 * @param iteration the entry
 * @param neededBy  the kept iterations that need it to be restored, ascending (empty: needed by none)
 */
public record NeededBy(long iteration, List<Long> neededBy) {

    /** One per entry, in the entries' order. */
    static List<NeededBy> of(List<StoreEntryInfo> entries) {
        Map<Long, List<Long>> references = new HashMap<>();
        for (StoreEntryInfo e : entries) {
            references.put(e.iteration(), e.references());
        }
        Map<Long, TreeSet<Long>> dependants = new HashMap<>();
        for (StoreEntryInfo e : entries) {
            // every entry e's restore reads, transitively
            Set<Long> seen = new HashSet<>();
            Deque<Long> todo = new ArrayDeque<>(e.references());
            while (!todo.isEmpty()) {
                long r = todo.pop();
                if (seen.add(r)) {
                    dependants.computeIfAbsent(r, k -> new TreeSet<>()).add(e.iteration());
                    todo.addAll(references.getOrDefault(r, List.of()));
                }
            }
        }
        List<NeededBy> out = new ArrayList<>();
        for (StoreEntryInfo e : entries) {
            out.add(new NeededBy(e.iteration(), List.copyOf(dependants.getOrDefault(e.iteration(), new TreeSet<>()))));
        }
        return out;
    }

    /** The column text: nothing, up to three iterations, or the range and the count. */
    String text() {
        if (neededBy.isEmpty()) {
            return "-";
        }
        if (neededBy.size() <= 3) {
            return String.join(",", neededBy.stream().map(String::valueOf).toList());
        }
        return neededBy.get(0) + ".." + neededBy.get(neededBy.size() - 1) + " (" + neededBy.size() + ")";
    }
}
