package org.snapwear.codec.store;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.snapwear.trace.progress.Progress;
import org.snapwear.codec.store.internal.StoreDirectory;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * {@code store verify}: every kept file's size and CRC32C; every kept iteration decoded in one ascending pass
 * (which also checks each container's own CRC32C, codec and layout); every file of every kept checkpoint rebuilt
 * (without writing it) and compared with the CRC32C recorded when it was saved. Problems are listed per file;
 * entries that depend on a damaged one are listed as undecodable.
 */
final class StoreVerifier {
    private StoreVerifier() {
    }

    /**
     * @param progress two tasks: the files' checksums (stored bytes), then the decoding pass (raw bytes per
     *                 iteration); cancel is checked between files and between iterations
     */
    static VerifyReport verify(StoreDirectory dir, Manifest m, EntryDecoder decoder, Progress progress)
            throws IOException {
        List<StoreProblem> problems = new ArrayList<>();
        long checked = 0;
        long stored = 0;
        for (ManifestEntry e : m.entries()) {
            for (PartEntry p : e.partList()) {
                stored += p.size();
            }
        }
        progress.begin("checking the store's files", stored, "bytes");
        Set<Long> bad = new HashSet<>();
        for (ManifestEntry e : m.entries()) {
            for (PartEntry p : e.partList()) {
                progress.checkCanceled();
                progress.worked(p.size());
                try {
                    dir.check(e.iteration(), p.stored());
                    checked += p.size();
                } catch (IOException ex) {
                    problems.add(problem(p.file(), ex));
                    bad.add(e.iteration());
                }
            }
        }
        Map<Long, Integer> lastUse = ReferenceRebuild.lastUse(m.entries());
        Map<Long, Snapshot> cache = new HashMap<>();
        Map<Long, byte[]> streams = new HashMap<>();
        List<Long> decoded = new ArrayList<>();
        List<ManifestEntry> entries = m.entries();
        progress.begin("decoding every kept iteration", entries.stream().mapToLong(ManifestEntry::rawBytes).sum(),
                "bytes");
        for (int i = 0; i < entries.size(); i++) {
            ManifestEntry e = entries.get(i);
            progress.checkCanceled();
            progress.detail("iteration " + e.iteration());
            Long missing = e.references().stream().filter(r -> bad.contains(r) || !cache.containsKey(r)).findFirst()
                    .orElse(null);
            if (bad.contains(e.iteration())) {
                // already reported
            } else if (missing != null) {
                bad.add(e.iteration());
                problems.add(new StoreProblem(e.file(), 0, "cannot be decoded: it is a delta against iteration "
                        + missing + ", which is damaged"));
            } else {
                try {
                    List<Snapshot> refs = new ArrayList<>();
                    for (long r : e.references()) {
                        refs.add(cache.get(r));
                    }
                    Snapshot s = decoder.tensors(e, refs).snapshot();
                    if (e.isCheckpoint()) {
                        RestPart.Dictionary dict = ReferenceRebuild.dictionary(e, streams);
                        decoder.verifyCheckpoint(e, s, dict);
                        byte[] stream = decoder.restStream(e, dict);
                        if (stream != null) {
                            streams.put(e.iteration(), stream);
                        }
                    }
                    decoded.add(e.iteration());
                    cache.put(e.iteration(), s);
                } catch (IOException | RuntimeException ex) {
                    bad.add(e.iteration());
                    problems.add(problem(e.file(), ex));
                }
            }
            ReferenceRebuild.release(cache, streams, lastUse, i, Set.of());
            progress.worked(e.rawBytes());
        }
        List<String> leftovers = new ArrayList<>();
        for (RecoveryAction a : StoreRecovery.recover(dir, m, false)) {
            leftovers.add(a.file() + " (" + a.action() + ")");
        }
        return new VerifyReport(problems.isEmpty(), entries.size(), checked, decoded, problems, leftovers);
    }

    private static StoreProblem problem(String file, Exception ex) {
        if (ex instanceof CheckpointFormatException c) {
            String name = c.file() != null && c.file().getFileName() != null ? c.file().getFileName().toString()
                    : file;
            return new StoreProblem(name, c.offset(), c.reason());
        }
        return new StoreProblem(file, 0, ex.toString());
    }
}
