package org.snapwear.study.resume;

import java.util.List;

/**
 * How one arm's resumed training compares with the exact arm. Losses are the mean over the arm's seeds per step;
 * differences are that mean minus the exact arm's mean at the same step.
 *
 * @param arm            the arm's name
 * @param seeds          seeds that gave a loss curve
 * @param steps          the steps compared (those of the band the arm logged)
 * @param loss           the arm's mean loss per step
 * @param difference     loss minus the exact arm's mean loss, per step
 * @param inside         whether the arm's loss lies in the exact arm's seed band, per step
 * @param firstExitStep  the first step outside the band, or null when it never leaves it
 * @param stepsOutside   how many compared steps lie outside the band
 * @param finalDifference the smoothed difference at the last compared step (trailing mean over the window)
 * @param extraSteps     steps the arm needs beyond the exact arm to reach the exact arm's final smoothed loss
 *                       (negative: fewer), or null when it does not reach it within the run
 * @param bytesPerSave   bytes one save of the arm's checkpoint takes, or null when unknown
 */
public record ArmResult(String arm, int seeds, long[] steps, double[] loss, double[] difference, boolean[] inside,
        Long firstExitStep, int stepsOutside, double finalDifference, Long extraSteps, Long bytesPerSave) {

    public ArmResult {
        steps = steps.clone();
        loss = loss.clone();
        difference = difference.clone();
        inside = inside.clone();
    }

    /** Whether the arm stayed in the band at every compared step. */
    public boolean staysInBand() {
        return firstExitStep == null && steps.length > 0;
    }

    /** Arms in a list by name (for callers that look one up). */
    public static ArmResult named(List<ArmResult> arms, String name) {
        return arms.stream().filter(a -> a.arm().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no arm " + name));
    }
}
