package org.snapwear.codec.store;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * One change of a store's state, as RocksDB's {@code VersionEdit}: entries added, entries dropped, the settings (a
 * learned unit) and the first iteration fixed, the layouts the added entries use. {@link #apply} is the one place a
 * new manifest is made from the current one: the next generation, the entries in ascending iteration order, and
 * only the layouts some kept entry uses (layouts are pruned here and nowhere else).
 *
 * @param add            entries to add
 * @param drop           iterations to drop
 * @param settings       the new settings, or null to keep them
 * @param firstIteration the first iteration to fix, or null to keep it
 * @param layouts        layouts the added entries use, by layout hash
 */
record ManifestEdit(List<ManifestEntry> add, Set<Long> drop, StoreSettings settings, Long firstIteration,
        Map<String, List<TensorSpec>> layouts) {

    public ManifestEdit {
        add = List.copyOf(add);
        drop = Set.copyOf(drop);
        layouts = Map.copyOf(layouts);
    }

    /** No change (a commit of it only moves the generation on). */
    public static ManifestEdit none() {
        return new ManifestEdit(List.of(), Set.of(), null, null, Map.of());
    }

    /** Drops the entries of {@code iterations}. */
    public static ManifestEdit dropping(Collection<Long> iterations) {
        return none().alsoDropping(iterations);
    }

    /** Adds {@code entry}, whose layouts (its own and its parts') are in {@code usedLayouts}. */
    public static ManifestEdit adding(ManifestEntry entry, Map<String, List<TensorSpec>> usedLayouts) {
        return new ManifestEdit(List.of(entry), Set.of(), null, null, usedLayouts);
    }

    /** This edit, dropping {@code iterations} as well. */
    public ManifestEdit alsoDropping(Collection<Long> iterations) {
        Set<Long> all = new TreeSet<>(drop);
        all.addAll(iterations);
        return new ManifestEdit(add, all, settings, firstIteration, layouts);
    }

    /** This edit, with the settings (and the first iteration) a save fixed. */
    public ManifestEdit fixing(StoreSettings newSettings, long first) {
        return new ManifestEdit(add, drop, newSettings, first, layouts);
    }

    /** The manifest after this edit: the next generation of {@code m}, its checksum left to the writer. */
    public Manifest apply(Manifest m) {
        List<ManifestEntry> entries = new ArrayList<>();
        for (ManifestEntry e : m.entries()) {
            if (!drop.contains(e.iteration())) {
                entries.add(e);
            }
        }
        entries.addAll(add);
        entries.sort(Comparator.comparingLong(ManifestEntry::iteration));
        Map<String, List<TensorSpec>> kept = new TreeMap<>();
        for (String h : Manifest.layoutHashesOf(entries)) {
            List<TensorSpec> l = layouts.containsKey(h) ? layouts.get(h) : m.layouts().get(h);
            kept.put(h, l);
        }
        return new Manifest(Manifest.FORMAT, m.formatVersion(), m.generation() + 1,
                settings != null ? settings : m.settings(), firstIteration != null ? firstIteration
                        : m.firstIteration(), kept, entries, null);
    }
}
