package org.snapwear.study.resume;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A resume check for the terminal and for JSON: one row per arm ({@link Row}), the failed runs as lines.
 */
public final class ResumeText {

    /** One arm, as the table and {@code --json} show it; nulls are unknown or "never". */
    public record Row(String arm, int seeds, Long bytesPerSave, int stepsCompared, int stepsOutside,
            Long firstExitStep, Double finalDifference, Long extraSteps, boolean inBand) {
    }

    /** The JSON document of {@code snapwear resume-check --json}. */
    public record Document(String checkpoint, String command, List<Long> seeds, String band, int window,
            List<Row> arms, List<String> failures) {
    }

    private ResumeText() {
    }

    public static List<Row> rows(ResumeCheckResult r) {
        List<Row> out = new ArrayList<>();
        for (ArmResult a : r.arms()) {
            out.add(new Row(a.arm(), a.seeds(), a.bytesPerSave(), a.steps().length, a.stepsOutside(),
                    a.firstExitStep(), Double.isNaN(a.finalDifference()) ? null : a.finalDifference(),
                    a.extraSteps(), a.staysInBand()));
        }
        return out;
    }

    public static Document document(ResumeCheckResult r, String checkpoint) {
        return new Document(checkpoint, r.command(), r.seeds(),
                r.band() == null ? null : r.band().rule().describe(r.band().seeds()), r.window(), rows(r),
                r.failures().stream().map(RunFailure::line).toList());
    }

    /** The table, a line about the band first and the failures last. */
    public static String table(ResumeCheckResult r) {
        StringBuilder b = new StringBuilder();
        if (r.band() != null) {
            b.append(String.format(Locale.ROOT, "band: %s per step, steps %d..%d; final difference and extra steps "
                    + "on a %d-step trailing mean%n", r.band().rule().describe(r.band().seeds()), r.band().steps()[0],
                    r.band().steps()[r.band().size() - 1], r.window()));
            b.append(String.format(Locale.ROOT, "%-16s %5s %14s %8s %12s %12s %11s %6s%n", "arm", "seeds",
                    "bytes/save", "outside", "first exit", "final diff", "extra steps", "band"));
            for (Row row : rows(r)) {
                b.append(String.format(Locale.ROOT, "%-16s %5d %14s %8s %12s %12s %11s %6s%n", row.arm(), row.seeds(),
                        row.bytesPerSave() == null ? "?" : String.format(Locale.ROOT, "%,d", row.bytesPerSave()),
                        row.stepsOutside() + "/" + row.stepsCompared(),
                        row.firstExitStep() == null ? "-" : row.firstExitStep().toString(),
                        row.finalDifference() == null ? "n/a"
                                : String.format(Locale.ROOT, "%+.5f", row.finalDifference()),
                        row.extraSteps() == null ? "not reached" : String.format(Locale.ROOT, "%+d", row.extraSteps()),
                        row.seeds() == 0 ? "n/a" : row.inBand() ? "inside" : "left"));
            }
        } else {
            b.append("no run of the exact arm produced a loss curve: nothing to compare\n");
        }
        for (RunFailure f : r.failures()) {
            b.append(f.line()).append('\n');
        }
        return b.toString();
    }
}
