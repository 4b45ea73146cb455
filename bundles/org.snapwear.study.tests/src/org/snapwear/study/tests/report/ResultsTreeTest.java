package org.snapwear.study.tests.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;

/**
 * The typed summary ({@link Scalar}) and configuration ({@link ConfigNode}) of a run in results.json and
 * index.html: the exact JSON and HTML text of every kind of value (so the typed values write what the maps they
 * replaced wrote), and a round trip through results.json that keeps every value.
 */
class ResultsTreeTest {

    private static StudyResults run() {
        StudyResults r = new StudyResults("tree");
        r.putSummary("best", "dynrle <chain>");
        r.putSummary("k", 1.0 / 3);
        r.putSummary("erases", 400L);
        r.putSummary("verified", true);
        r.putConfiguration("study", "s");
        r.putConfiguration("threads", 2);
        Map<String, ConfigNode> ssd = new LinkedHashMap<>();
        ssd.put("blocks", ConfigNode.of(4096L));
        ssd.put("ratio", ConfigNode.of(0.25));
        ssd.put("nop", ConfigNode.of((String) null));
        ssd.put("warmup", new ConfigNode.Branch(Map.of()));
        r.putConfiguration("ssd", new ConfigNode.Branch(ssd));
        Map<String, ConfigNode> source = new LinkedHashMap<>();
        source.put("name", ConfigNode.of("a"));
        source.put("generated", ConfigNode.of(true));
        r.putConfiguration("sources", new ConfigNode.Items(List.of(new ConfigNode.Branch(source))));
        r.putConfiguration("snap_dis_values", ConfigNode.numbers(List.of(3, 5)));
        r.putConfiguration("not_finite", Double.NaN);
        return r;
    }

    @Test
    void jsonTextOfEveryKindOfValue() {
        String json = StudyResultsJson.toJson(run());
        String expected = """
                  "summary": {
                    "best": "dynrle <chain>",
                    "k": 0.3333333333333333,
                    "erases": 400,
                    "verified": true
                  },
                  "configuration": {
                    "study": "s",
                    "threads": 2,
                    "ssd": {
                      "blocks": 4096,
                      "ratio": 0.25,
                      "nop": null,
                      "warmup": {}
                    },
                    "sources": [
                      {
                        "name": "a",
                        "generated": true
                      }
                    ],
                    "snap_dis_values": [
                      3,
                      5
                    ],
                    "not_finite": {
                      "$double": "NaN"
                    }
                  },
                """;
        assertTrue(json.contains(expected), json);
    }

    @Test
    void roundTripKeepsEveryValue() {
        StudyResults r = run();
        StudyResults back = StudyResultsJson.fromJson(StudyResultsJson.toJson(r));
        assertEquals(Optional.empty(), StudyResultsJson.difference(r, back));
        assertEquals(StudyResultsJson.toJson(r), StudyResultsJson.toJson(back));
        // JSON keeps no int/long distinction: integers read back as Long, floating values as Double.
        assertEquals(ConfigNode.of(2L), back.configuration().get("threads"));
        assertEquals(new ConfigNode.Items(List.of(ConfigNode.of(3L), ConfigNode.of(5L))),
                back.configuration().get("snap_dis_values"));
        ConfigNode.Branch ssd = (ConfigNode.Branch) back.configuration().get("ssd");
        assertEquals(ConfigNode.Null.NULL, ssd.get("nop"));
        assertEquals(new ConfigNode.Branch(Map.of()), ssd.get("warmup"));
        assertEquals(ConfigNode.of(Double.NaN), back.configuration().get("not_finite"));
        assertEquals(List.copyOf(r.summary().keySet()), List.copyOf(back.summary().keySet()));
        assertEquals(Scalar.of(400L), back.summary().get("erases"));
        assertEquals(Scalar.of(true), back.summary().get("verified"));
    }

    @Test
    void differenceNamesThePathOfAChangedValue() {
        StudyResults a = run();
        StudyResults b = run();
        ConfigNode.Branch ssd = (ConfigNode.Branch) b.configuration().get("ssd");
        b.putConfiguration("ssd", ssd.with("blocks", ConfigNode.of(4097L)));
        assertEquals(Optional.of("configuration.ssd.blocks: 4096 vs 4097"), StudyResultsJson.difference(a, b));
        StudyResults c = run();
        c.putSummary("verified", "true");
        assertEquals(Optional.of("summary.verified: true vs true"), StudyResultsJson.difference(a, c),
                "a flag and a text are different values, even with the same spelling");
    }

    @Test
    void aSummaryFigureMustBeAScalar() {
        String json = "{\"format\":\"snapwear-results\",\"summary\":{\"k\":[1]}}";
        assertThrows(java.io.UncheckedIOException.class, () -> StudyResultsJson.fromJson(json));
    }

    @Test
    void indexShowsEveryKindOfValue(@TempDir Path dir) throws IOException {
        Path report = ReportWriter.write(run(), dir.resolve("report"));
        String html = Files.readString(report.resolve("index.html"), StandardCharsets.UTF_8);
        assertTrue(html.contains("""
                <h2 id="summary">Summary</h2>
                <table>
                <tr><th title="best">best</th><td>dynrle &lt;chain&gt;</td></tr>
                <tr><th title="k">k: saturation without compression (processes)</th><td>0.333333</td></tr>
                <tr><th title="erases">erases</th><td>400</td></tr>
                <tr><th title="verified">verified</th><td>true</td></tr>
                </table>
                """), html);
        assertTrue(html.contains("""
                <h2 id="configuration">Configuration used</h2>
                <table>
                <tr><th>study</th><td>s</td></tr>
                <tr><th>threads</th><td>2</td></tr>
                <tr><th>ssd</th><td><table>
                <tr><th>blocks</th><td>4096</td></tr>
                <tr><th>ratio</th><td>0.25</td></tr>
                <tr><th>nop</th><td></td></tr>
                <tr><th>warmup</th><td><p class="muted">none</p>
                </td></tr>
                </table>
                </td></tr>
                <tr><th>sources</th><td><ul><li><table>
                <tr><th>name</th><td>a</td></tr>
                <tr><th>generated</th><td>true</td></tr>
                </table>
                </li></ul></td></tr>
                <tr><th>snap_dis_values</th><td><ul><li>3</li><li>5</li></ul></td></tr>
                <tr><th>not_finite</th><td>NaN</td></tr>
                </table>
                </body>
                """), html);
    }
}
