package org.snapwear.study.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

import org.snapwear.model.study.Study;
import org.snapwear.study.results.StudyResults;

/**
 * What one run of a study shares between its analyses: the study, the run's options (working directory for
 * generated sequences and scratch files, base directory of relative paths, thread count), the resolved snapshot
 * sources, the results being filled in, and a cache so one
 * analysis can reuse another's expensive intermediate results (e.g. the snap_dis sweep reusing scheme
 * simulations) without the two knowing each other.
 */
public final class RunContext {

    private final Study study;
    private final RunOptions options;
    private final StudyResults results;
    private final List<ResolvedSource> sources = new ArrayList<>();
    private final Map<String, Object> cache = new ConcurrentHashMap<>();

    /** A context for a run with these options; analyses read them here, so none needs the runner. */
    public RunContext(Study study, RunOptions options, StudyResults results) {
        this.study = Objects.requireNonNull(study, "study");
        this.options = Objects.requireNonNull(options, "options");
        this.results = Objects.requireNonNull(results, "results");
    }

    /**
     * A context made outside a run (tests, single analyses): the work directory is also the base directory of
     * relative paths, and parts that say 0 threads use one.
     */
    public RunContext(Study study, Path workDir, StudyResults results) {
        this(study, new RunOptions(Objects.requireNonNull(workDir, "workDir"), workDir, 1), results);
    }

    public Study study() {
        return study;
    }

    public Path workDir() {
        return options.workDir();
    }

    /** The options of the run this context belongs to (thread count, base directory of relative paths). */
    public RunOptions options() {
        return options;
    }

    public StudyResults results() {
        return results;
    }

    /** The study's snapshot sources, resolved by the runner before any analysis runs. */
    public synchronized List<ResolvedSource> sources() {
        return List.copyOf(sources);
    }

    public synchronized void addSource(ResolvedSource source) {
        sources.add(source);
    }

    /** Returns the cached value under {@code key}, computing it once. */
    @SuppressWarnings("unchecked")
    public <T> T cached(String key, Supplier<T> compute) {
        Object v = cache.get(key);
        if (v == null) {
            v = compute.get();
            Object prev = cache.putIfAbsent(key, v);
            if (prev != null) {
                v = prev;
            }
        }
        return (T) v;
    }
}
