package org.snapwear.codec.store;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.snapwear.trace.tensor.Snapshot;

/**
 * Decodes kept entries and whatever they depend on, baseline first, holding a decoded entry only while a later one
 * still needs it (memory: the reference depth + 1 entries, not the whole group). With {@code rest} the rest
 * streams of whole-checkpoint entries are kept alongside, since a later rest file may be compressed against them.
 */
final class ReferenceRebuild {
    /** What was rebuilt: the targets' tensors and rest streams, what was read. */
    record Result(Map<Long, Snapshot> snapshots, Map<Long, byte[]> restStreams, List<Long> loaded, long bytesRead) {
    }

    private ReferenceRebuild() {
    }

    static Result run(EntryDecoder decoder, Manifest m, Set<Long> targets, boolean rest) throws IOException {
        Set<Long> closure = new HashSet<>();
        List<Long> stack = new ArrayList<>(targets);
        while (!stack.isEmpty()) {
            long it = stack.remove(stack.size() - 1);
            if (closure.add(it)) {
                ManifestEntry e = m.entry(it);
                if (e == null) {
                    throw new IOException("iteration " + it + " is needed but not in the store");
                }
                stack.addAll(e.references());
            }
        }
        List<ManifestEntry> order = new ArrayList<>();
        for (ManifestEntry e : m.entries()) {
            if (closure.contains(e.iteration())) {
                order.add(e);
            }
        }
        Map<Long, Integer> lastUse = lastUse(order);
        Map<Long, Snapshot> cache = new HashMap<>();
        Map<Long, byte[]> streams = new HashMap<>();
        Map<Long, Snapshot> result = new HashMap<>();
        Map<Long, byte[]> resultStreams = new HashMap<>();
        List<Long> loaded = new ArrayList<>();
        long bytes = 0;
        for (int i = 0; i < order.size(); i++) {
            ManifestEntry e = order.get(i);
            List<Snapshot> refs = new ArrayList<>();
            for (long r : e.references()) {
                refs.add(cache.get(r));
            }
            EntryDecoder.Tensors d = decoder.tensors(e, refs);
            loaded.add(e.iteration());
            bytes += d.bytesRead();
            cache.put(e.iteration(), d.snapshot());
            if (rest && e.isCheckpoint()) {
                byte[] s = decoder.restStream(e, dictionary(e, streams));
                bytes += e.restPart().size();
                if (s != null) {
                    streams.put(e.iteration(), s);
                }
            }
            if (targets.contains(e.iteration())) {
                result.put(e.iteration(), d.snapshot());
                if (streams.containsKey(e.iteration())) {
                    resultStreams.put(e.iteration(), streams.get(e.iteration()));
                }
            }
            release(cache, streams, lastUse, i, result.keySet());
        }
        return new Result(result, resultStreams, loaded, bytes);
    }

    /**
     * The rest streams of the entries {@code e}'s rest file depends on (its first reference's, which needs its own
     * first reference's, down to the baseline), without decoding any tensors: what a lock-step restore needs.
     */
    static Result restStreams(EntryDecoder decoder, Manifest m, ManifestEntry e) throws IOException {
        List<ManifestEntry> chain = new ArrayList<>();
        for (ManifestEntry at = e; !at.references().isEmpty();) {
            ManifestEntry ref = m.entry(at.references().get(0));
            if (ref == null) {
                throw new IOException("iteration " + at.references().get(0) + " is needed but not in the store");
            }
            chain.add(0, ref);
            at = ref;
        }
        Map<Long, byte[]> streams = new HashMap<>();
        List<Long> loaded = new ArrayList<>();
        long bytes = 0;
        for (ManifestEntry c : chain) {
            if (c.isCheckpoint()) {
                byte[] s = decoder.restStream(c, dictionary(c, streams));
                bytes += c.restPart().size();
                loaded.add(c.iteration());
                if (s != null) {
                    streams.put(c.iteration(), s);
                }
            }
        }
        return new Result(Map.of(), streams, loaded, bytes);
    }

    /**
     * Drops (and closes, freeing their scratch space) the decoded entries no entry after {@code index} refers to,
     * except those in {@code keep}.
     */
    static void release(Map<Long, Snapshot> cache, Map<Long, byte[]> streams, Map<Long, Integer> lastUse, int index,
            Set<Long> keep) {
        for (var it = cache.entrySet().iterator(); it.hasNext();) {
            Map.Entry<Long, Snapshot> e = it.next();
            if (lastUse.getOrDefault(e.getKey(), -1) <= index) {
                if (!keep.contains(e.getKey())) {
                    e.getValue().close();
                }
                it.remove();
            }
        }
        streams.keySet().removeIf(k -> lastUse.getOrDefault(k, -1) <= index);
    }

    /** The dictionary of an entry's rest file: the rest stream of its first reference. */
    static RestPart.Dictionary dictionary(ManifestEntry e, Map<Long, byte[]> streams) {
        return () -> {
            byte[] d = e.references().isEmpty() ? null : streams.get(e.references().get(0));
            if (d == null) {
                throw new IOException("the rest file of iteration " + e.iteration() + " is compressed against "
                        + "iteration " + (e.references().isEmpty() ? "?" : e.references().get(0))
                        + "'s, which is not available");
            }
            return d;
        };
    }

    /** For each iteration, the index of the last entry (in {@code entries}) that refers to it. */
    static Map<Long, Integer> lastUse(List<ManifestEntry> entries) {
        Map<Long, Integer> last = new HashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            for (long r : entries.get(i).references()) {
                last.put(r, i);
            }
        }
        return last;
    }
}
