/**
 * Result records that know their own fields: a record implementing {@link org.snapwear.study.fields.FieldRecord}
 * names its fields once, in output order, and the JSON form ({@link org.snapwear.study.fields.FieldRecordJson},
 * snake_case names, absent optional fields left out) and the terminal form
 * ({@link org.snapwear.study.fields.FieldRecordText}) are both written from that one list, so the two cannot
 * disagree and no result travels as a map read back by string keys.
 */
package org.snapwear.study.fields;
