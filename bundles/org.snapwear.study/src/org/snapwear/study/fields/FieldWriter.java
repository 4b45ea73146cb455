package org.snapwear.study.fields;

import java.util.List;

/** Receives the fields of a {@link FieldRecord}: scalars, one nested record, or a list of records. */
public interface FieldWriter {

    FieldWriter text(String key, String value);

    FieldWriter number(String key, long value);

    FieldWriter number(String key, double value);

    FieldWriter flag(String key, boolean value);

    /** A field that exists but has no value (JSON leaves it out; the terminal shows "null"). */
    FieldWriter absent(String key);

    FieldWriter record(String key, FieldRecord value);

    FieldWriter records(String key, List<? extends FieldRecord> values);
}
