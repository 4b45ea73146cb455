package org.snapwear.codec.tests.codecs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapwear.codec.codecs.PredictiveCodec;
import org.snapwear.codec.container.SnapshotChunks;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * prepare() over a whole checkpoint (what a profiler or a plug-in host may pass) ignores the tensors of dtypes the
 * codec declines: the parameters equal those of the supported tensors alone. Before, dynrle read 1-byte chunks as
 * 16-bit elements past their end, and huffman-exp and predictive threw on the first integer chunk.
 */
class PrepareDeclinedDtypesTest {

    static java.util.stream.Stream<SnapshotCodec> codecs() {
        return CodecRoundTripTest.codecs();
    }

    @ParameterizedTest
    @MethodSource("codecs")
    void declinedTensorsDoNotChangeTheParameters(SnapshotCodec codec) throws Exception {
        List<Tensor> all = new ArrayList<>();
        List<Tensor> supported = new ArrayList<>();
        List<Tensor> allPrev = new ArrayList<>();
        List<Tensor> supportedPrev = new ArrayList<>();
        for (DType d : DType.values()) {
            Snapshot prev = DTypeSamples.snapshot(d, 5, 0);
            List<Tensor> p = named(d, prev);
            List<Tensor> c = named(d, DTypeSamples.step(prev, 6, 1));
            all.addAll(c);
            allPrev.addAll(p);
            if (codec.supports(d)) {
                supported.addAll(c);
                supportedPrev.addAll(p);
            }
        }
        Snapshot whole = new Snapshot(null, 1, all);
        Snapshot part = new Snapshot(null, 1, supported);
        List<List<Snapshot>> refSets = new ArrayList<>();
        List<List<Snapshot>> partRefSets = new ArrayList<>();
        if (codec.kind().encodesBaselines()) {
            refSets.add(List.of());
            partRefSets.add(List.of());
        }
        if (codec.kind().encodesDeltas()) {
            refSets.add(List.of(new Snapshot(null, 0, allPrev)));
            partRefSets.add(List.of(new Snapshot(null, 0, supportedPrev)));
        }
        for (int k = 0; k < refSets.size(); k++) {
            byte[] fromWhole = codec.prepare(new SnapshotChunks(ChunkLayout.of(whole.infos()), whole, refSets.get(k)))
                    .toBytes();
            byte[] fromPart = codec.prepare(new SnapshotChunks(ChunkLayout.of(part.infos()), part,
                    partRefSets.get(k))).toBytes();
            if (codec.id().equals(PredictiveCodec.ID) && k > 0) {
                // Its delta parameters list one predictor per chunk, so only the residual tables must agree.
                assertArrayEquals(tables(fromPart, part), tables(fromWhole, whole), codec.id());
            } else {
                assertArrayEquals(fromPart, fromWhole, codec.id() + " with " + refSets.get(k).size() + " refs");
            }
        }
    }

    /** The tensors renamed dtype.name, so the dtypes' samples can share one snapshot. */
    private static List<Tensor> named(DType d, Snapshot s) {
        List<Tensor> out = new ArrayList<>();
        for (Tensor t : s.tensors()) {
            out.add(new Tensor(new TensorInfo(d.name() + "." + t.name(), d, t.info().shape()), t.data()));
        }
        return out;
    }

    /** The predictive delta parameters after the predictor bytes: width mask and Huffman tables. */
    private static byte[] tables(byte[] params, Snapshot s) {
        int chunks = ChunkLayout.of(s.infos()).chunkCount();
        return java.util.Arrays.copyOfRange(params, 5 + chunks, params.length);
    }
}
