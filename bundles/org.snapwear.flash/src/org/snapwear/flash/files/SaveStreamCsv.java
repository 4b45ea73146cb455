package org.snapwear.flash.files;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.snapwear.trace.text.CsvRows;
import org.snapwear.trace.text.InputFiles;

/**
 * Reads a checkpoint-save stream from CSV: one operation per row, {@code op,name,bytes[,time_ms]} with op =
 * {@code write}, {@code read} or {@code delete} (bytes is ignored, may be empty, for read and delete), and an
 * optional arrival time in milliseconds (empty or absent = when the previous operation completed). An optional
 * header row starting with {@code op}, blank lines and lines starting with {@code #} are skipped. Fields are
 * RFC 4180 CSV ({@link CsvRows}, the one CSV reader): a name with a comma or a quote is quoted, as Snapwear's own
 * CSV writer quotes it.
 */
public final class SaveStreamCsv {
    private SaveStreamCsv() {
    }

    /** One operation and where it stands in the file, so that a replay error can name the line. */
    public record Row(FileOp op, int line, long offset) {
    }

    public static List<FileOp> read(Path file) throws IOException {
        return readRows(file).stream().map(Row::op).toList();
    }

    /** The operations with their 1-based line numbers and the byte offsets of their lines. */
    public static List<Row> readRows(Path file) throws IOException {
        byte[] data = InputFiles.readAllBytes(file);
        String text = new String(data, StandardCharsets.UTF_8);
        List<CsvRows.Row> records;
        try {
            records = CsvRows.parse(text, true);
        } catch (CsvRows.MalformedCsvException e) {
            throw new SaveStreamFormatException(file, (int) e.line(), e.offset(), e.reason());
        }
        List<Row> ops = new ArrayList<>();
        int lineNo = 0;
        for (CsvRows.Row record : records) {
            lineNo = (int) record.line();
            long offset = record.offset();
            String[] f = record.fields().toArray(String[]::new);
            if (ops.isEmpty() && lineNo == firstLine(records) && f[0].strip().toLowerCase(Locale.ROOT).startsWith("op")) {
                continue; // the optional header row
            }
            if (f.length < 2 || f.length > 4) {
                throw new SaveStreamFormatException(file, lineNo, offset, "expected op,name,bytes[,time_ms], got " + f.length + " fields");
            }
            String op = f[0].strip().toLowerCase(Locale.ROOT);
            String name = f[1].strip();
            if (name.isEmpty()) {
                throw new SaveStreamFormatException(file, lineNo, offset, "empty file name");
            }
            long time = -1;
            if (f.length == 4 && !f[3].isBlank()) {
                try {
                    double ms = Double.parseDouble(f[3].strip());
                    if (!(ms >= 0)) {
                        throw new NumberFormatException();
                    }
                    time = Math.round(ms * 1e6);
                } catch (NumberFormatException e) {
                    throw new SaveStreamFormatException(file, lineNo, offset, "time_ms '" + f[3].strip() + "' is not a number >= 0");
                }
            }
            switch (op) {
                case "write": {
                    if (f.length < 3 || f[2].isBlank()) {
                        throw new SaveStreamFormatException(file, lineNo, offset, "write needs a size in bytes");
                    }
                    long bytes;
                    try {
                        bytes = Long.parseLong(f[2].strip());
                    } catch (NumberFormatException e) {
                        throw new SaveStreamFormatException(file, lineNo, offset, "bytes '" + f[2].strip() + "' is not a whole number");
                    }
                    if (bytes < 0) {
                        throw new SaveStreamFormatException(file, lineNo, offset, "negative size " + bytes);
                    }
                    ops.add(new Row(new FileOp(FileOp.Kind.WRITE, name, bytes, time), lineNo, offset));
                    break;
                }
                case "read":
                    ops.add(new Row(new FileOp(FileOp.Kind.READ, name, 0, time), lineNo, offset));
                    break;
                case "delete":
                    ops.add(new Row(new FileOp(FileOp.Kind.DELETE, name, 0, time), lineNo, offset));
                    break;
                default:
                    throw new SaveStreamFormatException(file, lineNo, offset, "unknown op '" + f[0].strip() + "' (write, read, delete)");
            }
        }
        if (ops.isEmpty()) {
            throw new SaveStreamFormatException(file, lineNo, data.length, "no operations in the file");
        }
        return ops;
    }

    private static long firstLine(List<CsvRows.Row> records) {
        return records.isEmpty() ? 0 : records.get(0).line();
    }
}
