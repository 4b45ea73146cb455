package org.snapwear.study.run;

import java.util.List;

/**
 * A study cannot run: it does not validate, or a source or analysis failed. {@link #problems()} are the messages
 * a user reads (e.g. "snap_dis must be >= 1"), one per problem.
 */
public class StudyRunException extends Exception {

    private static final long serialVersionUID = 1L;

    private final List<String> problems;

    public StudyRunException(String summary, List<String> problems) {
        super(summary + (problems.isEmpty() ? "" : ":\n  " + String.join("\n  ", problems)));
        this.problems = List.copyOf(problems);
    }

    public StudyRunException(String message, Throwable cause) {
        super(message, cause);
        this.problems = List.of(message);
    }

    public List<String> problems() {
        return problems;
    }
}
