package org.snapwear.study.fields;

/**
 * A result record whose fields are written in a fixed order (the order of the JSON object and of the terminal
 * lines). Optional fields that are absent are simply not written.
 */
public interface FieldRecord {

    /** Writes every present field, in output order. */
    void writeFields(FieldWriter out);
}
