package org.snapwear.spark.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.snapwear.codec.container.ChunkRangeResult;
import org.snapwear.codec.plan.PartPlan;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.spark.io.HadoopConf;
import org.snapwear.spark.io.LocalMembers;
import org.snapwear.spark.io.TensorSpec;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The two ways a task reads a part (no Spark needed): by positional reads at the regions the driver's scan found
 * (what the jobs use) and through the engine's memory-mapping reader (the fallback when a scan and the reader
 * disagree) must give the same codec parameters and the same encoded lengths, every chunk verified.
 */
class PartWorkTest {
    private static final HadoopConf CONF = new HadoopConf(Map.of());

    @ParameterizedTest
    @CsvSource({ "cnn_digits_sgd, dynrle, 65536, 3", "cnn_digits_sgd, predictive, 131072, 2",
        "hf_charlm_adamw, dynrle, 262144, 5" })
    void regionsAndReaderGiveTheSameChunks(String fixture, String codec, int chunkBytes, int rangeChunks)
            throws Exception {
        SnapshotSequence seq = SnapshotSequence.discover(SparkTestSessions.fixture(fixture));
        MemberRef previous = ref(seq, 1);
        MemberRef current = ref(seq, 2);
        List<TensorInfo> infos;
        try (Snapshot s = seq.open(2)) {
            // a delta part of the tensors the codec takes (float tensors), as the part planner would form it
            infos = s.infos().stream().filter(t -> CodecRegistry.defaultRegistry().require(codec).supports(t.dtype())).toList();
        }
        List<String> names = infos.stream().map(TensorInfo::name).toList();
        int chunks = new ChunkLayout(infos, chunkBytes).chunkCount();
        List<List<TensorSpec>> regions = List.of(select(current, names), select(previous, names));
        PartPlan plan = new PartPlan(codec, List.of(previous.iteration()), infos, chunkBytes, chunks);
        PartTask ranged = new PartTask(0, 0, plan, current, List.of(previous), regions);
        PartTask mapped = new PartTask(0, 0, plan, current, List.of(previous), null);

        PreparedPart a = PartWork.prepare(ranged, CONF);
        PreparedPart b = PartWork.prepare(mapped, CONF);
        assertArrayEquals(b.params(), a.params());
        assertTrue(chunks > rangeChunks, "the part spans several ranges");
        for (int from = 0; from < chunks; from += rangeChunks) {
            ChunkRange r = new ChunkRange(0, from, Math.min(chunks, from + rangeChunks));
            ChunkRangeResult x = PartWork.encode(a, r, CONF).result();
            ChunkRangeResult y = PartWork.encode(b, r, CONF).result();
            assertTrue(x.verified() && y.verified(), "range " + from);
            assertEquals(y.firstTensor(), x.firstTensor());
            assertEquals(y.chunks(), x.chunks());
            assertArrayEquals(y.tensorPayload(), x.tensorPayload(), "range " + from);
        }
    }

    private static MemberRef ref(SnapshotSequence seq, int i) {
        SnapshotSequence.Entry e = seq.entries().get(i);
        return new MemberRef(e.iteration(), e.path().toString());
    }

    private static List<TensorSpec> select(MemberRef m, List<String> names) throws Exception {
        List<TensorSpec> all = LocalMembers.tensors(Path.of(m.location()));
        return names.stream().map(n -> all.stream().filter(t -> t.name().equals(n)).findFirst().orElseThrow())
                .toList();
    }
}
