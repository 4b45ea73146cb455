package org.snapwear.codec.store;

import java.util.List;
import java.util.Map;

/**
 * The store's manifest ({@code MANIFEST.json}): the commit point. Whatever it lists is the store's state; files
 * it does not list are leftovers of interrupted operations.
 *
 * @param format         always {@code snapwear-store}
 * @param formatVersion  {@link #FORMAT_VERSION}, or {@link #FORMAT_VERSION_1} for a store of an earlier release
 * @param generation     incremented by every commit
 * @param settings       scheme settings fixed at creation
 * @param firstIteration iteration of the first save (the scheme's ordinal 1), null before it
 * @param layouts        tensor layouts by layout hash
 * @param entries        kept snapshots, ascending by iteration
 * @param manifestCrc32c CRC32C of the canonical (compact) JSON of this manifest without this field
 */
public record Manifest(String format, int formatVersion, long generation, StoreSettings settings, Long firstIteration,
        Map<String, List<TensorSpec>> layouts, List<ManifestEntry> entries, String manifestCrc32c) {
    public static final String FORMAT = "snapwear-store";
    /** Format written by this version: entries are lists of parts, whole checkpoints keep their files. */
    public static final int FORMAT_VERSION = 2;
    /** The first format: one codec container per entry, tensors only. Still read, restored, verified, deleted. */
    public static final int FORMAT_VERSION_1 = 1;
    public static final String FILE_NAME = "MANIFEST.json";

    /** The state before a new store's first commit (generation 0: the commit that creates the store makes it 1). */
    public static Manifest empty(StoreSettings settings) {
        return new Manifest(FORMAT, FORMAT_VERSION, 0, settings, null, Map.of(), List.of(), null);
    }

    public Manifest withCrc(String crc) {
        return new Manifest(format, formatVersion, generation, settings, firstIteration, layouts, entries, crc);
    }

    /** The tensor layout of a kept entry, in the snapshot's own order. */
    public List<org.snapwear.trace.tensor.TensorInfo> layoutOf(ManifestEntry e) {
        return TensorSpec.toInfos(layouts.get(e.layoutHash()));
    }

    /** The layout hashes the entries use (the layouts a new manifest must keep). */
    public static java.util.Set<String> layoutHashesOf(List<ManifestEntry> entries) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (ManifestEntry e : entries) {
            out.add(e.layoutHash());
            for (PartEntry p : e.tensorParts()) {
                out.add(p.layoutHash());
            }
        }
        return out;
    }

    /** The entry of an iteration, or null. */
    public ManifestEntry entry(long iteration) {
        for (ManifestEntry e : entries) {
            if (e.iteration() == iteration) {
                return e;
            }
        }
        return null;
    }
}
