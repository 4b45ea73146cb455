package org.snapwear.study.fields;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

/**
 * The JSON form of a {@link FieldRecord}: one object with the fields in the record's order. Numbers go through
 * {@link JsonWriter#value(long)} and {@link JsonWriter#value(double)}, which write exactly what Gson writes for a
 * boxed Long or Double (so output equals the map-based output it replaced); absent fields are left out like the
 * nulls Gson skips. A double that is not finite (a file never read back has no restore time: NaN) is {@code null},
 * as {@code StrictJson} writes it for every other {@code --json} document: JSON has no NaN. Records use it with
 * {@code @JsonAdapter(FieldRecordJson.class)}, so any Gson prints them.
 */
public final class FieldRecordJson extends TypeAdapter<FieldRecord> {

    @Override
    public void write(JsonWriter out, FieldRecord value) throws IOException {
        if (value == null) {
            out.nullValue();
            return;
        }
        out.beginObject();
        try {
            value.writeFields(new Sink(out));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        out.endObject();
    }

    @Override
    public FieldRecord read(JsonReader in) {
        throw new UnsupportedOperationException("result records are written, not read");
    }

    /** A finite number as Gson writes it, NaN and the infinities as null (written even where nulls are skipped). */
    private static void finite(JsonWriter w, double value) throws IOException {
        if (Double.isFinite(value)) {
            w.value(value);
        } else {
            boolean nulls = w.getSerializeNulls();
            w.setSerializeNulls(true);
            w.nullValue();
            w.setSerializeNulls(nulls);
        }
    }

    private record Sink(JsonWriter w) implements FieldWriter {

        @Override
        public FieldWriter text(String key, String value) {
            return io(() -> w.name(key).value(value));
        }

        @Override
        public FieldWriter number(String key, long value) {
            return io(() -> w.name(key).value(value));
        }

        @Override
        public FieldWriter number(String key, double value) {
            return io(() -> {
                w.name(key);
                finite(w, value);
            });
        }

        @Override
        public FieldWriter flag(String key, boolean value) {
            return io(() -> w.name(key).value(value));
        }

        @Override
        public FieldWriter absent(String key) {
            return this;
        }

        @Override
        public FieldWriter record(String key, FieldRecord value) {
            if (value == null) {
                return this;
            }
            return io(() -> {
                w.name(key);
                new FieldRecordJson().write(w, value);
            });
        }

        @Override
        public FieldWriter records(String key, List<? extends FieldRecord> values) {
            return io(() -> {
                w.name(key).beginArray();
                FieldRecordJson json = new FieldRecordJson();
                for (FieldRecord r : values) {
                    json.write(w, r);
                }
                w.endArray();
            });
        }

        @Override
        public FieldWriter texts(String key, List<String> values) {
            return io(() -> {
                w.name(key).beginArray();
                for (String v : values) {
                    w.value(v);
                }
                w.endArray();
            });
        }

        @Override
        public FieldWriter numbers(String key, List<? extends Number> values) {
            return io(() -> {
                w.name(key).beginArray();
                for (Number v : values) {
                    if (v instanceof Double || v instanceof Float) {
                        finite(w, v.doubleValue());
                    } else {
                        w.value(v);
                    }
                }
                w.endArray();
            });
        }

        private FieldWriter io(IoStep step) {
            try {
                step.run();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return this;
        }
    }

    @FunctionalInterface
    private interface IoStep {
        void run() throws IOException;
    }
}
