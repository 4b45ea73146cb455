import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.CRC32;

import org.snapwear.codec.codecs.DynRleCodec;
import org.snapwear.codec.codecs.HuffmanExpCodec;
import org.snapwear.codec.codecs.PredictiveCodec;
import org.snapwear.codec.codecs.XorShuffleZstdCodec;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The codec side of releng/bench/engines-ab.sh: encode and decode of the real cnn_digits_sgd snapshots (a delta of
 * two successive snapshots, or a baseline) through the container encoder and decoder, with four built-in codecs,
 * compiled against the old and the new classes alike (only API both have). Prints "name cpu_seconds" (thread CPU
 * time of the fastest of five passes of 200 round trips) and a digest of the encoded bytes and the decoded
 * snapshot, which must be equal on both sides. Usage: CodecAb FIXTURES_DIR
 */
public final class CodecAb {
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    private static final int PASSES = 5;
    private static final int ROUNDS = 200;

    private CodecAb() {
    }

    public static void main(String[] args) throws Exception {
        SnapshotSequence seq = SnapshotSequence.discover(Path.of(args[0], "cnn_digits_sgd"));
        Snapshot previous = seq.open(0);
        Snapshot current = seq.open(1);
        run("codec.dynrle.delta", new DynRleCodec(), current, List.of(previous));
        run("codec.xor-shuffle-zstd.delta", new XorShuffleZstdCodec(), current, List.of(previous));
        run("codec.predictive.delta", new PredictiveCodec(), current, List.of(previous));
        run("codec.huffman-exp.baseline", new HuffmanExpCodec(), current, List.of());
    }

    private static void run(String name, SnapshotCodec codec, Snapshot current, List<Snapshot> refs)
            throws Exception {
        long bestEncode = Long.MAX_VALUE;
        long bestDecode = Long.MAX_VALUE;
        byte[] encoded = null;
        CRC32 decodedCrc = new CRC32();
        for (int p = 0; p < PASSES; p++) {
            long t0 = MX.getCurrentThreadCpuTime();
            for (int r = 0; r < ROUNDS; r++) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                SnapshotEncoder.encode(codec, current, refs, 1 << 20, out);
                encoded = out.toByteArray();
            }
            bestEncode = Math.min(bestEncode, MX.getCurrentThreadCpuTime() - t0);
            Snapshot decoded = null;
            t0 = MX.getCurrentThreadCpuTime();
            for (int r = 0; r < ROUNDS; r++) {
                decoded = SnapshotDecoder.decode(new ByteArrayInputStream(encoded), Path.of(name), current.infos(),
                        refs, id -> Optional.of(codec));
            }
            bestDecode = Math.min(bestDecode, MX.getCurrentThreadCpuTime() - t0);
            if (p == 0) {
                decoded.tensors().forEach(t -> decodedCrc.update(t.data().duplicate()));
            }
        }
        CRC32 crc = new CRC32();
        crc.update(encoded);
        System.out.printf(Locale.ROOT, "%s.encode %.4f%n", name, bestEncode / 1e9);
        System.out.printf(Locale.ROOT, "%s.decode %.4f%n", name, bestDecode / 1e9);
        System.out.printf(Locale.ROOT, "digest %s %08x%08x%n", name, crc.getValue(), decodedCrc.getValue());
    }
}
