package org.snapwear.study.results;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Everything one run of a study produced: its tables in the order they were added, a flat summary of headline
 * figures (e.g. the Table 10 recommendation, pipeline saturation points), the configuration actually used
 * (after defaults and scaling, so a report can be reproduced), and warnings a user should read. Summary and
 * configuration are typed ({@link Scalar}, {@link ConfigNode}) rather than maps of objects, so a writer or reader
 * of either handles every case the compiler knows of.
 */
public final class StudyResults {

    private final String studyName;
    private final Map<String, ResultTable> tables = new LinkedHashMap<>();
    private final Map<String, Scalar> summary = new LinkedHashMap<>();
    private final Map<String, ConfigNode> configuration = new LinkedHashMap<>();
    private final List<String> warnings = new ArrayList<>();
    private double seconds;

    public StudyResults(String studyName) {
        this.studyName = studyName;
    }

    public String studyName() {
        return studyName;
    }

    /** Adds a table; ids are unique within a run. */
    public synchronized ResultTable add(ResultTable table) {
        if (tables.putIfAbsent(table.id(), table) != null) {
            throw new IllegalArgumentException("duplicate result table " + table.id());
        }
        return table;
    }

    public synchronized Optional<ResultTable> table(String id) {
        return Optional.ofNullable(tables.get(id));
    }

    public synchronized List<ResultTable> tables() {
        return List.copyOf(tables.values());
    }

    /** Headline figures in the order they were put, keyed snake_case. */
    public synchronized Map<String, Scalar> summary() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(summary));
    }

    /** The summary figure under {@code key} when it is a number (absent, text or a flag: empty). */
    public synchronized OptionalDouble summaryNumber(String key) {
        Scalar v = summary.get(key);
        return v == null ? OptionalDouble.empty() : v.number();
    }

    /** Whether the summary figure under {@code key} is the flag {@code true} (absent, text or a number: false). */
    public synchronized boolean summaryFlag(String key) {
        return summary.get(key) instanceof Scalar.Flag f && f.value();
    }

    /** Sets a headline figure; a key put again keeps its place and takes the new value. */
    public synchronized void putSummary(String key, Scalar value) {
        summary.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, key));
    }

    public void putSummary(String key, String value) {
        putSummary(key, Scalar.of(value));
    }

    /** A number as given: an int stays an Integer, a long a Long, a double a Double. */
    public void putSummary(String key, Number value) {
        putSummary(key, Scalar.of(value));
    }

    public void putSummary(String key, boolean value) {
        putSummary(key, Scalar.of(value));
    }

    /** The configuration used, keyed snake_case, in the order it was put (branches nest). */
    public synchronized Map<String, ConfigNode> configuration() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(configuration));
    }

    /** Sets a top-level part of the configuration; a key put again keeps its place and takes the new node. */
    public synchronized void putConfiguration(String key, ConfigNode value) {
        configuration.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, key));
    }

    /** A text; null becomes {@link ConfigNode.Null}. */
    public void putConfiguration(String key, String value) {
        putConfiguration(key, ConfigNode.of(value));
    }

    public void putConfiguration(String key, Number value) {
        putConfiguration(key, ConfigNode.of(value));
    }

    public void putConfiguration(String key, boolean value) {
        putConfiguration(key, ConfigNode.of(value));
    }

    public synchronized List<String> warnings() {
        return List.copyOf(warnings);
    }

    public synchronized void warn(String message) {
        warnings.add(message);
    }

    public synchronized double seconds() {
        return seconds;
    }

    public synchronized void setSeconds(double seconds) {
        this.seconds = seconds;
    }
}
