package org.snapwear.spark.compress;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.snapwear.spark.io.HadoopConf;
import org.snapwear.spark.io.HadoopMembers;
import org.snapwear.spark.io.Locations;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The members of a sequence and their layouts, as the driver plans them: a local directory listed as
 * {@code snapwear compress} lists it and read with the engine's own reader, or a URI on a Hadoop file system
 * (headers scanned by ranged reads). Either way tasks read the byte ranges of their chunks. The layouts are scanned
 * by one Spark task per member ({@link ScanMember}).
 */
final class MemberCatalog {
    private final List<MemberRef> members;
    private final List<MemberLayout> layouts;

    private MemberCatalog(List<MemberRef> members, List<MemberLayout> layouts) {
        this.members = List.copyOf(members);
        this.layouts = List.copyOf(layouts);
    }

    /** Lists and scans the sequence (a local directory, or a URI with a scheme). */
    static MemberCatalog scan(JavaSparkContext sc, String sequence, Broadcast<HadoopConf> conf) throws IOException {
        boolean remote = Locations.isUri(sequence);
        List<MemberRef> refs = new ArrayList<>();
        if (remote) {
            for (SnapshotSequence.NamedMember m : HadoopMembers.list(sequence, conf.value().toConfiguration())) {
                refs.add(new MemberRef(m.iteration(), m.name()));
            }
        } else {
            // absolute: an executor of a cluster runs in its own working directory (a standalone Worker's
            // work/APP/N), where the user's relative path names nothing
            for (SnapshotSequence.Entry e : SnapshotSequence.resolve(sequence).entries()) {
                refs.add(new MemberRef(e.iteration(), e.path().toAbsolutePath().toString()));
            }
        }
        List<MemberScan> scans = sc.parallelize(refs, Math.max(1, refs.size())).map(new ScanMember(conf, remote))
                .collect();
        List<MemberLayout> layouts = new ArrayList<>();
        for (MemberScan s : scans) {
            layouts.add(new MemberLayout(s.infos(), s.source() == null ? null : Path.of(s.source()), s.regions()));
        }
        return new MemberCatalog(refs, layouts);
    }

    List<MemberRef> members() {
        return members;
    }

    MemberLayout layout(int index) {
        return layouts.get(index);
    }
}
