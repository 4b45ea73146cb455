package org.snapwear.codec.store;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.TreeSet;


/**
 * Retention beyond Algorithm 2: keep the newest N iterations restorable and drop the rest. An entry a kept one is
 * encoded against (directly or through other deltas) is kept too, so every kept iteration still restores and the
 * next save still finds the references Algorithm 2 plans (they are the newest entry's own closure). All victims go
 * in one manifest commit, then their files are removed, so a crash leaves either the old or the new state and never
 * an entry whose reference is gone.
 */
final class Retention {
    private Retention() {
    }

    /** The entries to keep: the newest {@code keep} and everything they need. */
    static TreeSet<Long> closure(Manifest m, int keep) {
        if (keep < 1) {
            throw new IllegalArgumentException("keep must be at least 1 (the newest iteration is what the next save "
                    + "is encoded against), got " + keep);
        }
        List<ManifestEntry> entries = m.entries();
        TreeSet<Long> kept = new TreeSet<>();
        Deque<Long> todo = new ArrayDeque<>();
        for (int i = Math.max(0, entries.size() - keep); i < entries.size(); i++) {
            todo.add(entries.get(i).iteration());
        }
        while (!todo.isEmpty()) {
            long it = todo.pop();
            if (kept.add(it)) {
                ManifestEntry e = m.entry(it);
                if (e != null) {
                    todo.addAll(e.references());
                }
            }
        }
        return kept;
    }

    /** The kept iterations outside {@link #closure}: what the retention drops, ascending. */
    static List<Long> outside(Manifest m, int keep) {
        TreeSet<Long> kept = closure(m, keep);
        List<Long> out = new ArrayList<>();
        for (ManifestEntry e : m.entries()) {
            if (!kept.contains(e.iteration())) {
                out.add(e.iteration());
            }
        }
        return out;
    }

    /** Commits one edit dropping the entries outside {@link #closure}, then removes their files. */
    static RetentionResult apply(Manifest m, int keep, ManifestCommit commits) throws IOException {
        TreeSet<Long> kept = closure(m, keep);
        List<ManifestEntry> entries = m.entries();
        List<Long> newest = new ArrayList<>();
        for (int i = Math.max(0, entries.size() - keep); i < entries.size(); i++) {
            newest.add(entries.get(i).iteration());
        }
        List<Long> needed = new ArrayList<>(kept);
        needed.removeAll(newest);
        List<Long> deleted = outside(m, keep);
        long freed = 0;
        for (long it : deleted) {
            freed += m.entry(it).size();
        }
        List<String> warnings = new ArrayList<>();
        if (!deleted.isEmpty()) {
            commits.commit(ManifestEdit.dropping(deleted), List.of());
            commits.deleteFiles(m, deleted, warnings);
        }
        return new RetentionResult(keep, List.copyOf(newest), List.copyOf(needed), List.copyOf(deleted), freed,
                List.copyOf(warnings));
    }
}
