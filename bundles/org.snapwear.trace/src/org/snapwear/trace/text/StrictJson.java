package org.snapwear.trace.text;

import java.io.IOException;

import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
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

    /**
     * A builder with the non-finite rule registered for double and float, boxed and primitive. Reading back, an
     * explicit {@code null} of such a field is NaN (a null field is left out when written, so a null that is there
     * stood for a non-finite value).
     */
    public static GsonBuilder builder() {
        TypeAdapter<Number> doubles = new FiniteOrNull(false);
        TypeAdapter<Number> floats = new FiniteOrNull(true);
        return new GsonBuilder()
                .registerTypeAdapter(Double.class, doubles)
                .registerTypeAdapter(double.class, doubles)
                .registerTypeAdapter(Float.class, floats)
                .registerTypeAdapter(float.class, floats);
    }

    /** Writes a finite number as Gson does, anything else as {@code null}; reads null back as NaN. */
    private static final class FiniteOrNull extends TypeAdapter<Number> {
        private final boolean single;

        FiniteOrNull(boolean single) {
            this.single = single;
        }

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
        public Number read(JsonReader in) throws IOException {
            double v;
            if (in.peek() == JsonToken.NULL) {
                in.nextNull();
                v = Double.NaN;
            } else {
                v = in.nextDouble();
            }
            if (single) {
                return Float.valueOf((float) v); // not a conditional expression: it would promote the Float to double
            }
            return Double.valueOf(v);
        }
    }
}
