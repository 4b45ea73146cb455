package org.snapwear.flash.files;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * First-fit allocator of logical pages in extents. Two pools: never-used (or freed) pages, handed out first,
 * and "aged" pages that hold warm-up data, handed out when the first pool is exhausted (writing a file there
 * overwrites warm-up data, as a trace replayed after a warm-up does).
 */
final class ExtentAllocator {
    private final TreeMap<Integer, Integer> fresh = new TreeMap<>();
    private final TreeMap<Integer, Integer> aged = new TreeMap<>();
    private long freePages;

    void addFresh(int start, int length) {
        add(fresh, start, length);
    }

    void addAged(int start, int length) {
        add(aged, start, length);
    }

    long freePages() {
        return freePages;
    }

    private void add(TreeMap<Integer, Integer> map, int start, int length) {
        if (length <= 0) {
            return;
        }
        freePages += length;
        int s = start;
        int len = length;
        Map.Entry<Integer, Integer> lo = map.floorEntry(s);
        if (lo != null && lo.getKey() + lo.getValue() == s) {
            s = lo.getKey();
            len += lo.getValue();
            map.remove(lo.getKey());
        }
        Integer hiLen = map.get(start + length);
        if (hiLen != null) {
            map.remove(start + length);
            len += hiLen;
        }
        map.put(s, len);
    }

    /** Takes {@code pages} pages as a list of {start, length} extents, or null if not enough are free. */
    List<int[]> allocate(long pages) {
        if (pages > freePages) {
            return null;
        }
        List<int[]> out = new ArrayList<>();
        long need = pages;
        need = take(fresh, need, out);
        need = take(aged, need, out);
        freePages -= pages;
        return out;
    }

    private static long take(TreeMap<Integer, Integer> map, long need, List<int[]> out) {
        while (need > 0 && !map.isEmpty()) {
            Map.Entry<Integer, Integer> e = map.pollFirstEntry();
            int len = (int) Math.min(need, e.getValue());
            out.add(new int[] {e.getKey(), len});
            if (len < e.getValue()) {
                map.put(e.getKey() + len, e.getValue() - len);
            }
            need -= len;
        }
        return need;
    }
}
