package org.snapwear.study.results;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Everything one run of a study produced: its tables in the order they were added, a flat summary of headline
 * figures (e.g. the Table 10 recommendation, pipeline saturation points), the configuration actually used
 * (after defaults and scaling, so a report can be reproduced), and warnings a user should read.
 */
public final class StudyResults {

    private final String studyName;
    private final Map<String, ResultTable> tables = new LinkedHashMap<>();
    private final Map<String, Object> summary = new LinkedHashMap<>();
    private final Map<String, Object> configuration = new LinkedHashMap<>();
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

    /** Headline figures, keyed snake_case; values are String, Number or Boolean. */
    public synchronized Map<String, Object> summary() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(summary));
    }

    /** The summary figure under {@code key} when it is a number (absent, text or a flag: empty). */
    public synchronized OptionalDouble summaryNumber(String key) {
        return summary.get(key) instanceof Number n ? OptionalDouble.of(n.doubleValue()) : OptionalDouble.empty();
    }

    public synchronized void putSummary(String key, Object value) {
        summary.put(key, value);
    }

    /** The configuration used, keyed snake_case (nested maps allowed). */
    public synchronized Map<String, Object> configuration() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(configuration));
    }

    public synchronized void putConfiguration(String key, Object value) {
        configuration.put(key, value);
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
