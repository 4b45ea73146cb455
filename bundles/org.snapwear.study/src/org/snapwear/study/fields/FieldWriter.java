package org.snapwear.study.fields;

import java.util.List;

/** Receives the fields of a {@link FieldRecord}: scalars, one nested record, or a list of records or scalars. */
public interface FieldWriter {

    FieldWriter text(String key, String value);

    FieldWriter number(String key, long value);

    /** An int field; written like a long, but a stored tree keeps it an Integer as the int it is. */
    default FieldWriter number(String key, int value) {
        return number(key, (long) value);
    }

    FieldWriter number(String key, double value);

    FieldWriter flag(String key, boolean value);

    /** A field that exists but has no value (JSON leaves it out; the terminal shows "null"). */
    FieldWriter absent(String key);

    FieldWriter record(String key, FieldRecord value);

    FieldWriter records(String key, List<? extends FieldRecord> values);

    FieldWriter texts(String key, List<String> values);

    FieldWriter numbers(String key, List<? extends Number> values);
}
