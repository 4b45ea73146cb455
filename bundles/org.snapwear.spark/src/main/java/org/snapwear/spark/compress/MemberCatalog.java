package org.snapwear.spark.compress;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.spark.io.HadoopConf;
import org.snapwear.spark.io.HadoopMembers;
import org.snapwear.spark.io.TensorSpec;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The members of a sequence as the driver plans them: a local directory read with the engine's own reader
 * (tasks memory-map the members, as the single-machine command does), or a URI on a Hadoop file system (the
 * driver scans headers by ranged reads; tasks read the byte ranges of their chunks).
 */
abstract class MemberCatalog {

    abstract List<MemberRef> members();

    abstract MemberLayout layout(int index) throws IOException;

    static MemberCatalog local(SnapshotSequence seq) {
        return new Local(seq);
    }

    static MemberCatalog hadoop(String uri, HadoopConf conf) throws IOException {
        List<MemberRef> refs = new ArrayList<>();
        for (SnapshotSequence.NamedMember m : HadoopMembers.list(uri, conf.toConfiguration())) {
            refs.add(new MemberRef(m.iteration(), m.name()));
        }
        return new Hadoop(refs, conf);
    }

    private static final class Local extends MemberCatalog {
        private final SnapshotSequence seq;

        Local(SnapshotSequence seq) {
            this.seq = seq;
        }

        @Override
        List<MemberRef> members() {
            return seq.entries().stream().map(e -> new MemberRef(e.iteration(), e.path().toString())).toList();
        }

        @Override
        MemberLayout layout(int index) throws IOException {
            try (Snapshot s = seq.open(index)) {
                return new MemberLayout(s.infos(), s.source().orElse(null), null);
            }
        }
    }

    private static final class Hadoop extends MemberCatalog {
        private final List<MemberRef> members;
        private final HadoopConf conf;

        Hadoop(List<MemberRef> members, HadoopConf conf) {
            this.members = List.copyOf(members);
            this.conf = conf;
        }

        @Override
        List<MemberRef> members() {
            return members;
        }

        @Override
        MemberLayout layout(int index) throws IOException {
            List<TensorSpec> specs = HadoopMembers.tensors(members.get(index).location(), conf.toConfiguration());
            List<TensorInfo> infos = specs.stream().map(TensorSpec::info).toList();
            return new MemberLayout(infos, null, specs);
        }
    }
}
