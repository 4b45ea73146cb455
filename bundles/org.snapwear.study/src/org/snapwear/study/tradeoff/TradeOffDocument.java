package org.snapwear.study.tradeoff;

import java.util.List;

import org.snapwear.study.resume.ResumeText;

/**
 * The JSON document of {@code snapwear resume-check --run}: the resume check's document ({@link ResumeText.Document},
 * field for field) with the drive side of the trade-off.
 */
public record TradeOffDocument(String checkpoint, String command, List<Long> seeds, String band, int window,
        List<ResumeText.Row> arms, List<String> failures, RunDrive drive) {

    public static TradeOffDocument of(ResumeText.Document d, RunDrive drive) {
        return new TradeOffDocument(d.checkpoint(), d.command(), d.seeds(), d.band(), d.window(), d.arms(),
                d.failures(), drive);
    }
}
