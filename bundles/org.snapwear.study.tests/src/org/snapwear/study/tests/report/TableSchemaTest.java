package org.snapwear.study.tests.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.study.analyses.SchemesAnalysis;
import org.snapwear.study.report.Csv;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableSchema;

/**
 * Every table has one declared {@link TableSchema}; the CSV header, the headings and the JSON columns are read
 * from it, and a table read back from results.json has the schema it was written with.
 */
class TableSchemaTest {

    private static final TableSchema SCHEMA = new TableSchema("t", "Title", null,
            List.of(Column.of("scheme", "Scheme"), new Column("written_bytes", "Written", "bytes")));

    @Test
    void headingsPutTheUnitInTheGivenBrackets() {
        assertEquals("Scheme", SCHEMA.columns().get(0).heading("(", ")"));
        assertEquals("Written (bytes)", SCHEMA.columns().get(1).heading("(", ")"));
        assertEquals("Written [bytes]", SCHEMA.columns().get(1).heading("[", "]"));
    }

    @Test
    void keysIndexAndAMissingColumnNamed() {
        assertEquals(List.of("scheme", "written_bytes"), SCHEMA.keys());
        assertEquals(1, SCHEMA.index("written_bytes"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SCHEMA.index("erases"));
        assertEquals("table t has no column erases", e.getMessage());
        assertEquals("", SCHEMA.description());
    }

    @Test
    void csvHeaderIsTheSchemaKeys() {
        ResultTable t = new ResultTable(SCHEMA).addRow("a,b", 12L);
        assertEquals("scheme,written_bytes\r\n\"a,b\",12\r\n", Csv.toString(t));
    }

    @Test
    void aTableReadBackHasTheSchemaItWasWrittenWith() {
        StudyResults r = new StudyResults("s");
        ResultTable schemes = SchemesAnalysis.newSchemesTable();
        r.add(schemes);
        ResultTable back = StudyResultsJson.fromJson(StudyResultsJson.toJson(r)).table(schemes.id()).orElseThrow();
        assertEquals(schemes.schema(), back.schema());
        assertTrue(back.schema().keys().contains("write_amplification"));
    }
}
