package org.snapwear.spark.compress;

import java.nio.file.Path;
import java.util.List;

import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;
import org.snapwear.spark.io.HadoopConf;
import org.snapwear.spark.io.HadoopMembers;
import org.snapwear.spark.io.LocalMembers;
import org.snapwear.spark.io.TensorSpec;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The planning stage's task: one member's layout, from its headers. Members are scanned in parallel because a
 * large run's headers are many round trips on an object store (and the HF checkpoint's pickles take a while to
 * parse), which the driver would otherwise do one after the other before any encoding starts.
 */
final class ScanMember implements Function<MemberRef, MemberScan> {
    private static final long serialVersionUID = 1L;
    private final Broadcast<HadoopConf> conf;
    private final boolean remote;

    ScanMember(Broadcast<HadoopConf> conf, boolean remote) {
        this.conf = conf;
        this.remote = remote;
    }

    @Override
    public MemberScan call(MemberRef member) throws Exception {
        if (remote) {
            List<TensorSpec> specs = HadoopMembers.tensors(member.location(), conf.value().toConfiguration());
            return new MemberScan(specs.stream().map(TensorSpec::info).toList(), null, specs);
        }
        try (Snapshot s = MemberOpener.open(member)) {
            // the regions the byte-source scan finds, used only if they describe exactly the reader's tensors
            List<TensorSpec> specs = LocalMembers.tensors(Path.of(member.location()));
            boolean agree = specs.stream().map(TensorSpec::info).toList().equals(s.infos());
            return new MemberScan(s.infos(), s.source().map(Object::toString).orElse(null), agree ? specs : null);
        }
    }
}
