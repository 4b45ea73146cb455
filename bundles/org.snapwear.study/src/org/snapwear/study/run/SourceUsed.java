package org.snapwear.study.run;

import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldWriter;

/** A resolved snapshot source as a run's configuration records it. */
record SourceUsed(String name, String directory, int snapshots, boolean generated) implements FieldRecord {

    static SourceUsed of(ResolvedSource s) {
        return new SourceUsed(s.name(), s.directory().toString(), s.sequence().size(), s.generated());
    }

    @Override
    public void writeFields(FieldWriter out) {
        out.text("name", name).text("directory", directory).number("snapshots", snapshots)
                .flag("generated", generated);
    }
}
