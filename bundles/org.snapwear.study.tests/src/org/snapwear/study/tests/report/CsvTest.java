package org.snapwear.study.tests.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.study.report.Csv;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;

/** Every table's CSV, parsed by an independent RFC 4180 reader, gives back the header keys and every cell. */
class CsvTest {

    @Test
    void everyTableParsesBackToItsCells() {
        StudyResults r = SyntheticResults.create();
        for (ResultTable t : r.tables()) {
            String csv = Csv.toString(t);
            List<List<String>> records = parse(csv);
            assertEquals(t.rowCount() + 1, records.size(), t.id());
            assertEquals(t.columns().stream().map(Column::key).toList(), records.get(0), t.id());
            for (int i = 0; i < t.rowCount(); i++) {
                List<Object> row = t.rows().get(i);
                List<String> fields = records.get(i + 1);
                assertEquals(row.size(), fields.size(), t.id() + " row " + i);
                for (int c = 0; c < row.size(); c++) {
                    assertCell(row.get(c), fields.get(c), t.id() + " row " + i + " col " + c);
                }
            }
        }
    }

    @Test
    void quotesCommasAndNewlinesAreQuoted() {
        ResultTable t = new ResultTable("t", "T", "", List.of(Column.of("a", "A"), Column.of("b", "B")));
        t.addRow("say \"hi\", then\r\nleave", "plain");
        t.addRow("", null);
        t.addRow(",", "\"");
        String csv = Csv.toString(t);
        assertEquals("a,b\r\n\"say \"\"hi\"\", then\r\nleave\",plain\r\n,\r\n\",\",\"\"\"\"\r\n", csv);
        List<List<String>> records = parse(csv);
        assertEquals(List.of("say \"hi\", then\r\nleave", "plain"), records.get(1));
        assertEquals(List.of("", ""), records.get(2));
        assertEquals(List.of(",", "\""), records.get(3));
    }

    @Test
    void theFixtureReallyHasAFieldThatNeedsQuoting() {
        ResultTable slc = SyntheticResults.create().table("slc_pages").orElseThrow();
        String csv = Csv.toString(slc);
        assertTrue(csv.contains("\"metadata \"\"sqlite\"\", v1\nfixture\""), csv);
    }

    private static void assertCell(Object expected, String field, String where) {
        if (expected == null) {
            assertEquals("", field, where);
        } else if (expected instanceof Double || expected instanceof Float) {
            assertEquals(((Number) expected).doubleValue(), Double.parseDouble(field), 0.0, where);
        } else if (expected instanceof Number n) {
            assertEquals(n.longValue(), Long.parseLong(field), where);
        } else {
            assertEquals(expected.toString(), field, where);
        }
    }

    /** RFC 4180 reader written for the test (not the writer's code): CRLF records, "" inside quoted fields. */
    static List<List<String>> parse(String s) {
        List<List<String>> records = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder f = new StringBuilder();
        int i = 0;
        boolean quoted = false;
        boolean fieldStarted = false;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < s.length() && s.charAt(i + 1) == '"') {
                        f.append('"');
                        i += 2;
                        continue;
                    }
                    quoted = false;
                } else {
                    f.append(c);
                }
                i++;
                continue;
            }
            if (c == '"' && f.length() == 0) {
                quoted = true;
                fieldStarted = true;
                i++;
            } else if (c == ',') {
                record.add(f.toString());
                f.setLength(0);
                fieldStarted = false;
                i++;
            } else if (c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                record.add(f.toString());
                records.add(record);
                record = new ArrayList<>();
                f.setLength(0);
                fieldStarted = false;
                i += 2;
            } else {
                if (c == '\r' || c == '\n') {
                    throw new AssertionError("bare line break outside quotes at " + i);
                }
                f.append(c);
                fieldStarted = true;
                i++;
            }
        }
        if (fieldStarted || f.length() > 0 || !record.isEmpty()) {
            throw new AssertionError("last record not terminated by CRLF");
        }
        return records;
    }
}
