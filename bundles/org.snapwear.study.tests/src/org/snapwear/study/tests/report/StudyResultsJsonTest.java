package org.snapwear.study.tests.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class StudyResultsJsonTest {

    @Test
    void roundTripGivesAnEqualRun(@TempDir Path dir) throws IOException {
        StudyResults r = SyntheticResults.create();
        r.putSummary("not_finite", Double.NaN);
        r.putSummary("infinite", Double.POSITIVE_INFINITY);
        r.putSummary("whole_double", 3.0);
        r.putSummary("int", 7);
        Path f = dir.resolve("results.json");
        StudyResultsJson.write(r, f);
        StudyResults back = StudyResultsJson.read(f);
        assertEquals(Optional.empty(), StudyResultsJson.difference(r, back));
        assertEquals(r.tables().stream().map(ResultTable::id).toList(),
                back.tables().stream().map(ResultTable::id).toList());
        // Floating stays floating and integral stays integral, even for 3.0.
        assertEquals(Scalar.of(3.0), back.summary().get("whole_double"));
        assertEquals(Scalar.of(7L), back.summary().get("int"));
        assertEquals(Scalar.of(Double.NaN), back.summary().get("not_finite"));
        // Every table's rows read back cell for cell (a second, textual check of the same property).
        assertEquals(StudyResultsJson.toJson(r), StudyResultsJson.toJson(back));
    }

    @Test
    void differenceSeesAChangedCell() {
        StudyResults a = SyntheticResults.create();
        StudyResults b = SyntheticResults.create("cnn <study> & \"friends\"", 1.001);
        Optional<String> d = StudyResultsJson.difference(a, b);
        assertTrue(d.isPresent());
        assertTrue(d.get().contains("table schemes"), d.get());
        assertFalse(StudyResultsJson.sameContent(a, b));
    }

    @Test
    void jsonIsStandardForParsersOtherThanOurs() {
        StudyResults r = SyntheticResults.create();
        JsonObject o = JsonParser.parseString(StudyResultsJson.toJson(r)).getAsJsonObject();
        assertEquals("snapwear-results", o.get("format").getAsString());
        assertEquals(r.studyName(), o.get("name").getAsString());
        JsonArray tables = o.getAsJsonArray("tables");
        assertEquals(r.tables().size(), tables.size());
        JsonObject schemes = tables.get(0).getAsJsonObject();
        ResultTable t = r.tables().get(0);
        assertEquals(t.columns().get(9).key(), schemes.getAsJsonArray("columns").get(9).getAsJsonObject()
                .get("key").getAsString());
        assertEquals(t.number(2, "written_pct"), schemes.getAsJsonArray("rows").get(2).getAsJsonArray().get(9)
                .getAsDouble(), 0.0);
        assertEquals(Map.of("blocks", 4096L).get("blocks"), o.getAsJsonObject("configuration")
                .getAsJsonObject("ssd").get("blocks").getAsLong());
    }

    @Test
    void badInputNamesFileAndPlace(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("broken.json");
        Files.writeString(f, "{\"format\":\"snapwear-results\",\"tables\":[{\"id\":\"x\",\"columns\":[],\"rows\":[[1]]}]}");
        IOException e = assertThrows(IOException.class, () -> StudyResultsJson.read(f));
        assertTrue(e.getMessage().contains("broken.json"), e.getMessage());
        assertTrue(e.getMessage().contains("$.tables"), e.getMessage());
        Files.writeString(f, "{\"format\":\"other\"}");
        e = assertThrows(IOException.class, () -> StudyResultsJson.read(f));
        assertTrue(e.getMessage().contains("not a Snapwear results file"), e.getMessage());
        Files.writeString(f, "{\"format\":\"snapwear-results\",\"tables\":[");
        assertThrows(IOException.class, () -> StudyResultsJson.read(f));
    }

    @Test
    void intAndLongCellsAreTheSameValue() {
        StudyResults a = new StudyResults("a");
        StudyResults b = new StudyResults("a");
        for (StudyResults r : List.of(a, b)) {
            r.add(new ResultTable("t", "T", "", List.of(Column.of("n", "N"))));
        }
        a.table("t").orElseThrow().addRow(5);
        b.table("t").orElseThrow().addRow(5L);
        assertTrue(StudyResultsJson.sameContent(a, b));
        b.table("t").orElseThrow().addRow(5.0);
        a.table("t").orElseThrow().addRow(5L);
        assertFalse(StudyResultsJson.sameContent(a, b), "5.0 and 5 are different kinds of value");
    }
}
