package org.snapwear.study.resume;

import java.util.List;

import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * A resume check as study results: tables {@link TableIds#RESUME_ARMS} and {@link TableIds#RESUME_LOSS}, the
 * failures as warnings and the settings as configuration, so {@code ReportWriter} writes its CSV files, chart
 * and index.html as for any study, and the workbench can open it.
 */
public final class ResumeResults {

    private ResumeResults() {
    }

    public static StudyResults of(ResumeCheckResult r, String checkpoint) {
        StudyResults out = new StudyResults("Resume check");
        out.putConfiguration("checkpoint", checkpoint);
        out.putConfiguration("command", r.command());
        out.putConfiguration("seeds", r.seeds().toString());
        out.putConfiguration("window", r.window());
        if (r.band() != null) {
            out.putConfiguration("band", r.band().rule().describe(r.band().seeds()));
        }
        for (RunFailure f : r.failures()) {
            out.warn(f.line());
        }
        out.add(arms(r.arms()));
        out.add(steps(r));
        out.putSummary("arms", r.arms().size());
        out.putSummary("failed_runs", r.failures().size());
        for (ArmResult a : r.arms()) {
            if (!a.arm().equals(ArmSpec.EXACT)) {
                out.putSummary(a.arm() + "_in_band", a.staysInBand());
            }
        }
        return out;
    }

    /**
     * Adds the check's two tables ({@link TableIds#RESUME_ARMS}, {@link TableIds#RESUME_LOSS}) to another study's
     * results, as the demo does with its resume check on the built-in generator.
     */
    public static void addTo(StudyResults out, ResumeCheckResult r) {
        out.add(arms(r.arms()));
        out.add(steps(r));
    }

    static ResultTable arms(List<ArmResult> arms) {
        ResultTable t = new ResultTable(TableIds.RESUME_ARMS, "Resume check per arm",
                "Each arm's resumed loss against the exact arm's seed band; differences are the arm's mean loss "
                        + "minus the exact arm's mean.",
                List.of(Column.of("arm", "Arm"), Column.of("seeds", "Seeds"),
                        new Column("bytes_per_save", "Bytes per save", "bytes"),
                        Column.of("steps_compared", "Steps compared"), Column.of("steps_outside", "Steps outside"),
                        Column.of("first_exit_step", "First step outside"),
                        Column.of("final_difference", "Final difference (smoothed)"),
                        new Column("extra_steps", "Extra steps to the exact final loss", "steps"),
                        Column.of("in_band", "In band")));
        for (ArmResult a : arms) {
            t.addRow(a.arm(), a.seeds(), a.bytesPerSave(), a.steps().length, a.stepsOutside(), a.firstExitStep(),
                    Double.isNaN(a.finalDifference()) ? null : a.finalDifference(), a.extraSteps(), a.staysInBand());
        }
        return t;
    }

    static ResultTable steps(ResumeCheckResult r) {
        ResultTable t = new ResultTable(TableIds.RESUME_LOSS, "Resumed loss per step",
                "Per arm and step: the arm's mean loss over its seeds, the exact arm's mean and band, and whether the "
                        + "arm lies in the band.",
                List.of(Column.of("arm", "Arm"), Column.of("step", "Step"), Column.of("loss", "Loss"),
                        Column.of("exact_mean", "Exact mean"), Column.of("band_low", "Band low"),
                        Column.of("band_high", "Band high"), Column.of("difference", "Difference"),
                        Column.of("inside", "Inside")));
        SeedBand b = r.band();
        if (b == null) {
            return t;
        }
        for (ArmResult a : r.arms()) {
            long[] steps = a.steps();
            double[] loss = a.loss();
            double[] diff = a.difference();
            boolean[] in = a.inside();
            int j = 0;
            for (int k = 0; k < steps.length; k++) {
                while (b.steps()[j] != steps[k]) {
                    j++;
                }
                t.addRow(a.arm(), steps[k], num(loss[k]), b.mean()[j], b.low()[j], b.high()[j], num(diff[k]), in[k]);
            }
        }
        return t;
    }

    private static Double num(double v) {
        return Double.isFinite(v) ? v : null;
    }
}
