package org.snapwear.trace.text;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The one way Snapwear reads CSV: RFC 4180 (fields may be quoted, {@code ""} is a quote inside a quoted field,
 * a quoted field may hold commas and line breaks) through commons-csv, so every file Snapwear writes (the
 * report's tables quote as RFC 4180 asks) is read back by every reader. Each row knows the line it starts on and
 * its byte offset, for the one-line errors readers give.
 */
public final class CsvRows {

    /** One record: its fields, the 1-based line it starts on and the byte offset (UTF-8) of that line's start. */
    public record Row(List<String> fields, long line, long offset) {
    }

    private static final CSVFormat RFC4180 = CSVFormat.RFC4180.builder().setIgnoreEmptyLines(true).get();
    private static final CSVFormat COMMENTED = RFC4180.builder().setCommentMarker('#').get();

    private CsvRows() {
    }

    /**
     * The records of {@code text}; blank lines are skipped, and with {@code comments} lines starting with '#'.
     *
     * @throws MalformedCsvException for bad quoting (a quote not closed, text after a closing quote)
     */
    public static List<Row> parse(String text, boolean comments) {
        List<Row> rows = new ArrayList<>();
        long line = 1;
        long bytes = 0;
        int at = 0;
        try (CSVParser p = CSVParser.parse(text, comments ? COMMENTED : RFC4180)) {
            for (CSVRecord r : p) {
                int start = (int) r.getCharacterPosition();
                // the line and byte offset where the record starts, counted from the previous record's start
                for (int i = at; i < start; i++) {
                    if (text.charAt(i) == '\n') {
                        line++;
                    }
                }
                bytes += text.substring(at, start).getBytes(StandardCharsets.UTF_8).length;
                at = start;
                rows.add(new Row(r.toList(), line, bytes));
            }
        } catch (UncheckedIOException | IOException e) {
            throw malformed(text, e);
        }
        return rows;
    }

    /** Bad quoting in a CSV text: the line it was found on, that line's byte offset, and the reason. */
    public static final class MalformedCsvException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final long line;
        private final long offset;

        MalformedCsvException(long line, long offset, String reason, Throwable cause) {
            super("line " + line + " (byte offset " + offset + "): " + reason, cause);
            this.line = line;
            this.offset = offset;
        }

        public long line() {
            return line;
        }

        public long offset() {
            return offset;
        }

        /** The reason alone, without the line. */
        public String reason() {
            return getMessage().substring(getMessage().indexOf("): ") + 3);
        }
    }

    /** The fields of one line of CSV. @throws IllegalArgumentException for bad quoting */
    public static List<String> fields(String line) {
        List<Row> rows = parse(line, false);
        return rows.isEmpty() ? List.of("") : rows.get(0).fields();
    }

    /**
     * commons-csv says "(line 3) invalid char between encapsulated token and delimiter at line: 3, position: 9" or
     * "(startline 2) EOF reached before encapsulated token finished": the line and the words, without its
     * wrapping exceptions.
     */
    private static MalformedCsvException malformed(String text, Exception e) {
        Throwable t = e instanceof UncheckedIOException u ? u.getCause() : e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String m = t.getMessage() == null ? "malformed CSV" : t.getMessage();
        Matcher lm = LINE.matcher(m);
        long line = lm.find() ? Long.parseLong(lm.group(1) != null ? lm.group(1) : lm.group(2)) : 1;
        String reason = m.replaceFirst("^.*?\\((start)?line \\d+\\) ?", "").replaceFirst(" at line: .*$", "");
        long offset = 0;
        long at = 1;
        for (int i = 0; i < text.length() && at < line; i++) {
            if (text.charAt(i) == '\n') {
                at++;
                offset = text.substring(0, i + 1).getBytes(StandardCharsets.UTF_8).length;
            }
        }
        return new MalformedCsvException(line, offset, reason.isBlank() ? "malformed CSV" : reason, e);
    }

    private static final Pattern LINE = Pattern.compile("\\((?:start)?line (\\d+)\\)|at line: (\\d+)");
}
