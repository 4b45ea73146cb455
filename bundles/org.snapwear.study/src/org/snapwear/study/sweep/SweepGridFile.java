package org.snapwear.study.sweep;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;

import org.snapwear.flash.ssd.VictimPolicy;

/**
 * Reads a sweep grid file (docs/sweep.md): a {@code .properties} file whose list values are comma-separated,
 * <pre>
 * scheme.chain = --codec xor-zstd --mode chain
 * snap_dis = 1, 2, 4
 * policy = greedy, cost-benefit          (default greedy)
 * over_provisioning = 0.07, 0.15         (default 0.15, (T-U)/U)
 * gc_threshold = 0.05                    (default 0.05)
 * blocks_per_chip = 64, 128
 * warmup = table8                        (default table8; or table8-mixed, none)
 * </pre>
 * Schemes come in the order of their lines. Every error is one line, {@code FILE: key KEY: reason}, thrown as
 * {@link IllegalArgumentException} (a file that cannot be read: {@link IOException}, also naming it).
 */
public final class SweepGridFile {

    /** The keys besides {@code scheme.NAME}. */
    public static final List<String> KEYS = List.of("snap_dis", "policy", "over_provisioning", "gc_threshold",
            "blocks_per_chip", "warmup");
    private static final String SCHEME = "scheme.";
    /** A grid file is a few lines; a larger one is refused before it is read (docs/sweep.md). */
    public static final long MAX_FILE_BYTES = 1 << 20;

    private SweepGridFile() {
    }

    public static SweepGrid read(Path file) throws IOException {
        String text;
        try {
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw new IllegalArgumentException(file + ": " + size + " bytes, more than a grid file's limit of "
                        + MAX_FILE_BYTES + " bytes");
            }
            text = Files.readString(file, StandardCharsets.ISO_8859_1);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": no such file");
        } catch (IOException e) {
            throw new IOException(file + ": cannot read: " + e.getMessage(), e);
        }
        return parse(text, file.toString());
    }

    /** Parses the text of a grid file; {@code source} names it in messages. */
    public static SweepGrid parse(String text, String source) {
        Map<String, String> values = load(new StringReader(text), source);
        List<SweepScheme> schemes = new ArrayList<>();
        for (var e : values.entrySet()) {
            String k = e.getKey();
            if (k.startsWith(SCHEME) && k.length() > SCHEME.length()) {
                schemes.add(new SweepScheme(k.substring(SCHEME.length()), e.getValue().trim()));
            } else if (!KEYS.contains(k)) {
                throw new IllegalArgumentException(source + ": unknown key '" + k + "' (known: scheme.NAME, "
                        + String.join(", ", KEYS) + ")");
            }
        }
        try {
            return new SweepGrid(schemes, list(values, "snap_dis", null, SweepGridFile::whole),
                    list(values, "policy", "greedy", VictimPolicy::parse),
                    list(values, "over_provisioning", "0.15", SweepGridFile::real),
                    list(values, "gc_threshold", "0.05", SweepGridFile::real),
                    list(values, "blocks_per_chip", null, SweepGridFile::whole),
                    one(values, "warmup", "table8", SweepWarmup::parse));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
        }
    }

    /** The file's keys and values in the order of its lines; a key given twice is an error. */
    private static Map<String, String> load(Reader in, String source) {
        Map<String, String> ordered = new LinkedHashMap<>();
        Properties p = new Properties() {
            private static final long serialVersionUID = 1L;

            @Override
            public synchronized Object put(Object key, Object value) {
                // Properties.load hands over the lines in order through put: keep that order, refuse repeats
                if (ordered.putIfAbsent((String) key, (String) value) != null) {
                    throw new IllegalArgumentException(source + ": key " + key + " is given twice");
                }
                return super.put(key, value);
            }
        };
        try {
            p.load(in);
        } catch (IOException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage(), e); // not thrown by a StringReader
        } catch (IllegalArgumentException e) {
            throw e.getMessage() != null && e.getMessage().startsWith(source) ? e
                    : new IllegalArgumentException(source + ": " + e.getMessage(), e); // a malformed \\uXXXX escape
        }
        return ordered;
    }

    private static <T> List<T> list(Map<String, String> values, String key, String def, Function<String, T> parse) {
        String v = values.getOrDefault(key, def);
        if (v == null) {
            throw new IllegalArgumentException("key " + key + ": missing");
        }
        List<T> out = new ArrayList<>();
        for (String item : v.split(",")) {
            if (item.isBlank()) {
                throw new IllegalArgumentException("key " + key + ": empty value in '" + v.trim() + "'");
            }
            try {
                out.add(parse.apply(item.trim()));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("key " + key + ": " + e.getMessage(), e);
            }
        }
        return out;
    }

    private static <T> T one(Map<String, String> values, String key, String def, Function<String, T> parse) {
        List<T> l = list(values, key, def, parse);
        if (l.size() != 1) {
            throw new IllegalArgumentException("key " + key + ": takes one value");
        }
        return l.get(0);
    }

    private static Integer whole(String s) {
        try {
            return Integer.valueOf(s.replace("_", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + s + "' is not a whole number");
        }
    }

    private static Double real(String s) {
        try {
            double d = Double.parseDouble(s);
            if (!Double.isFinite(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + s + "' is not a number");
        }
    }

    /** Reads a grid from a stream (a Spark job's file system), naming it {@code source} in messages. */
    public static SweepGrid read(InputStream in, String source) throws IOException {
        try (Reader r = new InputStreamReader(in, StandardCharsets.ISO_8859_1)) {
            StringBuilder b = new StringBuilder();
            char[] buf = new char[8192];
            for (int n; (n = r.read(buf)) > 0;) {
                b.append(buf, 0, n);
                if (b.length() > MAX_FILE_BYTES) {
                    throw new IllegalArgumentException(source + ": more than a grid file's limit of "
                            + MAX_FILE_BYTES + " bytes");
                }
            }
            return parse(b.toString(), source);
        }
    }
}
