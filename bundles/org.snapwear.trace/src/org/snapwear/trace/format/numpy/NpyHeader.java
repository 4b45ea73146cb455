package org.snapwear.trace.format.numpy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * The header dict of a .npy file, e.g. {@code {'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }},
 * parsed as the small subset of Python literal syntax NumPy writes (strings, booleans, integers, tuples).
 *
 * @param descr        dtype string such as {@code <f4}
 * @param fortranOrder true if the data is column-major
 * @param shape        dimensions ({@code ()} for a scalar)
 */
public record NpyHeader(String descr, boolean fortranOrder, long[] shape) {

    /** Parses the header text; {@code at} is the file offset of the text (for errors). */
    public static NpyHeader parse(Path file, long at, String text) throws CheckpointFormatException {
        Parser p = new Parser(file, at, text);
        Object o = p.value();
        p.skipSpace();
        if (!(o instanceof Map)) {
            throw new CheckpointFormatException(file, at, "npy header is not a dict: " + shorten(text));
        }
        Map<?, ?> m = (Map<?, ?>) o;
        Object descr = m.get("descr");
        Object fortran = m.get("fortran_order");
        Object shape = m.get("shape");
        if (!(descr instanceof String)) {
            throw new CheckpointFormatException(file, at, "npy header: 'descr' is not a simple dtype string"
                    + " (structured dtypes are not supported): " + shorten(text));
        }
        if (!(fortran instanceof Boolean)) {
            throw new CheckpointFormatException(file, at, "npy header: 'fortran_order' missing or not a boolean");
        }
        if (!(shape instanceof List)) {
            throw new CheckpointFormatException(file, at, "npy header: 'shape' missing or not a tuple");
        }
        List<?> l = (List<?>) shape;
        long[] dims = new long[l.size()];
        for (int i = 0; i < dims.length; i++) {
            if (!(l.get(i) instanceof Long) || (Long) l.get(i) < 0) {
                throw new CheckpointFormatException(file, at, "npy header: shape entry " + l.get(i)
                        + " is not a non-negative integer");
            }
            dims[i] = (Long) l.get(i);
        }
        return new NpyHeader((String) descr, (Boolean) fortran, dims);
    }

    private static String shorten(String s) {
        return s.length() <= 120 ? s.trim() : s.substring(0, 120) + "...";
    }

    /** Recursive-descent parser over the literal subset; nesting is bounded by the (checked) header size. */
    private static final class Parser {
        private static final int MAX_DEPTH = 16;
        private final Path file;
        private final long at;
        private final String s;
        private int i;
        private int depth;

        Parser(Path file, long at, String s) {
            this.file = file;
            this.at = at;
            this.s = s;
        }

        CheckpointFormatException error(String why) {
            return new CheckpointFormatException(file, at + i, "npy header: " + why + " in " + shorten(s));
        }

        void skipSpace() {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
        }

        Object value() throws CheckpointFormatException {
            skipSpace();
            if (i >= s.length()) {
                throw error("unexpected end");
            }
            if (++depth > MAX_DEPTH) {
                throw error("nesting too deep");
            }
            try {
                char c = s.charAt(i);
                if (c == '{') {
                    return dict();
                }
                if (c == '(' || c == '[') {
                    return sequence(c == '(' ? ')' : ']');
                }
                if (c == '\'' || c == '"') {
                    return string(c);
                }
                if (Character.isDigit(c) || c == '-') {
                    return integer();
                }
                if (s.startsWith("True", i)) {
                    i += 4;
                    return Boolean.TRUE;
                }
                if (s.startsWith("False", i)) {
                    i += 5;
                    return Boolean.FALSE;
                }
                throw error("unexpected character '" + c + "'");
            } finally {
                depth--;
            }
        }

        private Map<Object, Object> dict() throws CheckpointFormatException {
            Map<Object, Object> m = new LinkedHashMap<>();
            i++;
            while (true) {
                skipSpace();
                if (i < s.length() && s.charAt(i) == '}') {
                    i++;
                    return m;
                }
                Object k = value();
                skipSpace();
                expect(':');
                Object v = value();
                m.put(k, v);
                skipSpace();
                if (i < s.length() && s.charAt(i) == ',') {
                    i++;
                }
            }
        }

        private List<Object> sequence(char close) throws CheckpointFormatException {
            List<Object> l = new ArrayList<>();
            i++;
            while (true) {
                skipSpace();
                if (i < s.length() && s.charAt(i) == close) {
                    i++;
                    return l;
                }
                l.add(value());
                skipSpace();
                if (i < s.length() && s.charAt(i) == ',') {
                    i++;
                } else if (i < s.length() && s.charAt(i) != close) {
                    throw error("expected ',' or '" + close + "'");
                }
            }
        }

        private String string(char quote) throws CheckpointFormatException {
            int end = s.indexOf(quote, i + 1);
            if (end < 0) {
                throw error("unterminated string");
            }
            String v = s.substring(i + 1, end);
            i = end + 1;
            return v;
        }

        private Long integer() throws CheckpointFormatException {
            int start = i;
            if (s.charAt(i) == '-') {
                i++;
            }
            while (i < s.length() && Character.isDigit(s.charAt(i))) {
                i++;
            }
            if (i < s.length() && s.charAt(i) == 'L') {
                i++; // Python 2 long suffix
                return parseLong(s.substring(start, i - 1));
            }
            return parseLong(s.substring(start, i));
        }

        private Long parseLong(String t) throws CheckpointFormatException {
            try {
                return Long.parseLong(t);
            } catch (NumberFormatException e) {
                throw error("bad integer '" + t + "'");
            }
        }

        private void expect(char c) throws CheckpointFormatException {
            if (i >= s.length() || s.charAt(i) != c) {
                throw error("expected '" + c + "'");
            }
            i++;
        }
    }
}
