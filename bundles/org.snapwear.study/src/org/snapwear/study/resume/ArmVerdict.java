package org.snapwear.study.resume;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One arm of a resume check as a key finding: its bytes per save against the exact arm's, the largest distance of
 * its mean loss from the exact arm's mean, where it left the seed-noise band, the final difference and the extra
 * steps, and one sentence saying what that means. The workbench's Resume Check view and the demo's summary show
 * these; the numbers are the {@link ArmResult}'s, nothing is recomputed.
 *
 * @param arm              the arm's name
 * @param bytesPerSave     bytes one save of the arm takes, or null when unknown
 * @param bytesPct         those bytes in percent of the exact arm's, or null when either is unknown
 * @param maxAbsDifference the largest |arm mean loss - exact mean loss| over the compared steps (NaN: none)
 * @param firstExitStep    the first step outside the band, or null when the arm stays inside
 * @param stepsOutside     compared steps outside the band
 * @param stepsCompared    compared steps
 * @param finalDifference  the smoothed final difference (NaN: none)
 * @param extraSteps       extra steps to the exact arm's final loss, or null when not reached
 * @param inBand           whether the arm stayed inside the band at every compared step
 * @param line             the finding in one sentence
 */
public record ArmVerdict(String arm, Long bytesPerSave, Double bytesPct, double maxAbsDifference, Long firstExitStep,
        int stepsOutside, int stepsCompared, double finalDifference, Long extraSteps, boolean inBand, String line) {

    /** Every arm of the result but the exact one (it is the reference), in the result's order. */
    public static List<ArmVerdict> of(ResumeCheckResult r) {
        return rows(r).stream().filter(v -> !v.arm().equals(ArmSpec.EXACT)).toList();
    }

    /** Every arm of the result, the exact one included (its own reference: 100%, difference 0), in order. */
    public static List<ArmVerdict> rows(ResumeCheckResult r) {
        Long exactBytes = r.arms().stream().filter(a -> a.arm().equals(ArmSpec.EXACT)).findFirst()
                .map(ArmResult::bytesPerSave).orElse(null);
        int seeds = r.band() == null ? 0 : r.band().seeds();
        List<ArmVerdict> out = new ArrayList<>();
        for (ArmResult a : r.arms()) {
            out.add(of(a, exactBytes, seeds));
        }
        return out;
    }

    /** @param exactBytes the exact arm's bytes per save, or null; {@code seeds} drew the band */
    public static ArmVerdict of(ArmResult a, Long exactBytes, int seeds) {
        Double pct = a.bytesPerSave() == null || exactBytes == null || exactBytes == 0 ? null
                : 100.0 * a.bytesPerSave() / exactBytes;
        double max = Double.NaN;
        for (double d : a.difference()) {
            max = Double.isNaN(max) ? Math.abs(d) : Math.max(max, Math.abs(d));
        }
        return new ArmVerdict(a.arm(), a.bytesPerSave(), pct, max, a.firstExitStep(), a.stepsOutside(),
                a.steps().length, a.finalDifference(), a.extraSteps(), a.staysInBand(), line(a, pct, seeds));
    }

    private static String line(ArmResult a, Double pct, int seeds) {
        StringBuilder b = new StringBuilder(a.arm()).append(": ");
        if (pct != null) {
            b.append(String.format(Locale.ROOT, "%.1f%% of the exact bytes per save; ", pct));
        }
        int n = a.steps().length;
        if (n == 0) {
            return b.append("no run gave a loss curve, nothing to judge").toString();
        }
        if (a.staysInBand()) {
            b.append(String.format(Locale.ROOT, "resumed loss inside the seed-noise band of %d seeds at all %d steps",
                    seeds, n));
        } else {
            b.append(String.format(Locale.ROOT, "leaves the seed-noise band of %d seeds at step %d (%d of %d steps "
                    + "outside)", seeds, a.firstExitStep(), a.stepsOutside(), n));
        }
        b.append(String.format(Locale.ROOT, ", final difference %+.5f", a.finalDifference()));
        if (a.extraSteps() == null) {
            b.append(", does not reach the exact arm's final loss within the run");
        } else if (a.extraSteps() > 0) {
            b.append(String.format(Locale.ROOT, ", %d extra steps to the exact arm's final loss", a.extraSteps()));
        } else {
            b.append(", no extra step to the exact arm's final loss");
        }
        return b.toString();
    }
}
