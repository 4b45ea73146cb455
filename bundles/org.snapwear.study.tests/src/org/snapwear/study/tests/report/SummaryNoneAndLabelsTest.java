package org.snapwear.study.tests.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.SummaryLabels;

/**
 * A summary figure without a value (no snap_dis meets the rule) is {@code null} in results.json and "none" in
 * index.html, not a 0 that reads as a recommendation; index.html names figures by label with unit, not by key.
 */
class SummaryNoneAndLabelsTest {

    @Test
    void noneIsNullInJsonAndReadsBack() {
        StudyResults r = new StudyResults("s");
        r.putSummary("recommended_snap_dis_progressive", Scalar.none());
        r.putSummary("k_prime", 12.5);
        String json = StudyResultsJson.toJson(r);
        assertTrue(json.contains("\"recommended_snap_dis_progressive\": null"), json);
        StudyResults back = StudyResultsJson.fromJson(json);
        assertEquals(Scalar.none(), back.summary().get("recommended_snap_dis_progressive"));
        assertTrue(back.summaryNumber("recommended_snap_dis_progressive").isEmpty());
    }

    @Test
    void indexHtmlShowsLabelsWithUnitsAndNone(@TempDir Path dir) throws IOException {
        StudyResults r = new StudyResults("s");
        r.putSummary("recommended_snap_dis_progressive", Scalar.none());
        r.putSummary("k_prime", 12.5);
        String html = Files.readString(ReportWriter.write(r, dir.resolve("report")).resolve(ReportWriter.INDEX));
        assertTrue(html.contains(">Recommended snap_dis, progressive mode (snapshots)</th><td>none</td>"), html);
        assertTrue(html.contains(">k&#39;: saturation with serial compression (processes)</th>"), html);
        assertFalse(html.contains(">k_prime<"), html);
        assertEquals("k': saturation with serial compression (processes)", SummaryLabels.label("k_prime"));
        assertEquals("unknown_key", SummaryLabels.label("unknown_key"));
    }
}
