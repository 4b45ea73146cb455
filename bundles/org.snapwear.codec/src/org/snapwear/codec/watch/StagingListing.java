package org.snapwear.codec.watch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * One look at the staging directory: the complete checkpoints in iteration order, the ones still being written,
 * the ones that failed before (they carry a {@code NAME.error}), committed checkpoints kept as references, and done
 * markers whose checkpoint is gone.
 *
 * @param complete   checkpoints to ingest, ascending by iteration (then name)
 * @param incomplete names still being written (temporary names, or final names waiting for their done marker)
 * @param failed     names with an error file; left alone until someone removes the error file
 * @param ingested   committed checkpoints renamed to {@link StagingNames#INGESTED}
 * @param orphanDone done markers without their checkpoint
 * @param unnumbered complete names without an iteration ({@link StagingNames#iterationOf}) and without an error file
 *                   yet: each gets {@code NAME.error} saying so, rather than waiting there forever unexplained
 * @param ignored    the files DeepSpeed writes beside its tag directories ({@link StagingNames#frameworkFile})
 */
record StagingListing(List<StagedCheckpoint> complete, List<String> incomplete, List<String> failed,
        List<Path> ingested, List<Path> orphanDone, List<String> unnumbered, List<String> ignored) {

    static StagingListing read(Path staging, boolean requireDone) throws IOException {
        List<String> names;
        try (Stream<Path> s = Files.list(staging)) {
            names = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        Set<String> all = new HashSet<>(names);
        List<StagedCheckpoint> complete = new ArrayList<>();
        List<String> incomplete = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        List<Path> ingested = new ArrayList<>();
        List<Path> orphanDone = new ArrayList<>();
        List<String> unnumbered = new ArrayList<>();
        List<String> ignored = new ArrayList<>();
        for (String n : names) {
            if (n.startsWith(StagingNames.INGESTED)) {
                ingested.add(staging.resolve(n));
            } else if (n.endsWith(StagingNames.DONE)) {
                if (!all.contains(n.substring(0, n.length() - StagingNames.DONE.length()))) {
                    orphanDone.add(staging.resolve(n));
                }
            } else if (n.endsWith(StagingNames.ERROR) || n.startsWith(".")) {
                continue; // the watcher's own files, and hidden ones
            } else if (n.startsWith("tmp")) {
                incomplete.add(n);
            } else if (StagingNames.frameworkFile(n)) {
                ignored.add(n);
            } else if (all.contains(StagingNames.errorName(n))) {
                failed.add(n);
            } else {
                boolean marked = all.contains(n + StagingNames.DONE);
                if (requireDone && !marked) {
                    incomplete.add(n);
                } else if (StagingNames.iterationOf(n) < 0) {
                    unnumbered.add(n);
                } else {
                    complete.add(new StagedCheckpoint(n, staging.resolve(n), StagingNames.iterationOf(n), marked));
                }
            }
        }
        complete.sort(Comparator.comparingLong(StagedCheckpoint::iteration).thenComparing(StagedCheckpoint::name));
        return new StagingListing(List.copyOf(complete), List.copyOf(incomplete), List.copyOf(failed),
                List.copyOf(ingested), List.copyOf(orphanDone), List.copyOf(unnumbered), List.copyOf(ignored));
    }
}
