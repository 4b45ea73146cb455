package org.snapwear.trace.text;

import java.io.IOException;

import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

/**
 * Gson set up for JSON that every parser accepts: NaN and the infinities, which JSON lacks, are written as
 * {@code null} (Gson's {@code serializeSpecialFloatingPointValues} would write them bare, which strict parsers
 * such as Python's {@code json.loads(..., parse_constant=...)}, jq and browsers refuse). Finite numbers are written
 * exactly as Gson writes them, so every other byte of the output is unchanged. Every {@code --json} output and
 * {@code overview.json} use it; {@code results.json} keeps its own documented {@code {"$double": "NaN"}} form.
 */
public final class StrictJson {
    private StrictJson() {
    }

    /** A builder with the non-finite rule registered for double and float, boxed and primitive. */
    public static GsonBuilder builder() {
        TypeAdapter<Number> finiteOrNull = new FiniteOrNull();
        return new GsonBuilder()
                .registerTypeAdapter(Double.class, finiteOrNull)
                .registerTypeAdapter(double.class, finiteOrNull)
                .registerTypeAdapter(Float.class, finiteOrNull)
                .registerTypeAdapter(float.class, finiteOrNull);
    }

    /** Writes a finite number as Gson does, anything else as {@code null}; reading is not needed. */
    private static final class FiniteOrNull extends TypeAdapter<Number> {
        @Override
        public void write(JsonWriter out, Number value) throws IOException {
            if (value == null) {
                out.nullValue(); // as Gson does: a null field stays absent unless the writer serializes nulls
                return;
            }
            if (Double.isFinite(value.doubleValue())) {
                out.value(value);
                return;
            }
            // an explicit null even where absent fields are left out, so the key stays and says "no value"
            boolean serializeNulls = out.getSerializeNulls();
            out.setSerializeNulls(true);
            out.nullValue();
            out.setSerializeNulls(serializeNulls);
        }

        @Override
        public Number read(JsonReader in) {
            throw new UnsupportedOperationException("StrictJson only writes");
        }
    }
}
