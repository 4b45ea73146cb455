package org.snapwear.study.run;

import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldWriter;

/** The Buddy Compression target policy (its label) and threshold a run used. */
record BuddyUsed(String target, double buddyThreshold) implements FieldRecord {

    @Override
    public void writeFields(FieldWriter out) {
        out.text("target", target).number("buddy_threshold", buddyThreshold);
    }
}
