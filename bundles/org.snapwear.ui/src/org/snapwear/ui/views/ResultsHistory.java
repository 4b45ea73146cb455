package org.snapwear.ui.views;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.snapwear.study.results.StudyResults;

/**
 * The runs loaded in this session (study runs shown, reports opened), oldest first, and which was shown last.
 * Shared by every Results view, so a view that is closed and reopened shows the last results again and any
 * loaded run can be picked for "Compare with".
 */
public final class ResultsHistory {

    /**
     * One loaded run.
     *
     * @param label   what the user sees (study name, report directory)
     * @param results the tables
     * @param report  the report directory it was read from, or null for a run of this session
     */
    public record Run(String label, StudyResults results, Path report) {
        public Run {
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(results, "results");
        }
    }

    private static final ResultsHistory SESSION = new ResultsHistory();

    private final List<Run> runs = new ArrayList<>();
    private Run last;

    /** The workbench session's history. */
    public static ResultsHistory session() {
        return SESSION;
    }

    /** Records a run (the same results object is recorded once) and makes it the last shown. */
    public synchronized Run shown(StudyResults results, String label, Path report) {
        for (Run r : runs) {
            if (r.results() == results) {
                last = r;
                return r;
            }
        }
        Run run = new Run(uniqueLabel(label), results, report);
        runs.add(run);
        last = run;
        return run;
    }

    private String uniqueLabel(String label) {
        String l = label;
        int n = 2;
        while (contains(l)) {
            l = label + " (" + n++ + ")";
        }
        return l;
    }

    private boolean contains(String label) {
        return runs.stream().anyMatch(r -> r.label().equals(label));
    }

    public synchronized List<Run> runs() {
        return List.copyOf(runs);
    }

    public synchronized Run last() {
        return last;
    }
}
