package org.snapwear.codec.tests.lossy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.container.SnapshotChunks;
import org.snapwear.codec.lossy.ResidualQuantCodec;
import org.snapwear.codec.lossy.ResidualQuantParams;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.tests.codecs.RunDeltas;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.tensor.DType;

/**
 * Pins the bytes the ExCP-style residual codec writes, and the values it decodes, to SHA-256 prefixes recorded
 * before the 2026-11-29 speed work on its fp32 encoder (commit a0acd66): speed work must not change a byte, so
 * stores written before it still decode to the same values and new ones are the same. Two inputs: the seeded
 * tensors of {@link ErrorBoundedBytesPinTest} in fp32, bf16 and fp16 (weight-like values over five decades, +0 and
 * -0, NaN with payloads, infinities, subnormals, values near the largest finite one, arbitrary bit patterns) as
 * baselines coded against zeros ({@code baseline=quant}) and as deltas against a reference holding the same kinds of
 * values, whole and in chunks of 4 KiB and of 1000 bytes (chunks that start inside a block); and the real
 * hf_charlm_adamw run's float tensors as deltas. Pruning at 0, 1/16, 1/8, 1/4 and 1/2 of the block's largest
 * residual, blocks of 64, 256 and 1024. That the decoded values are within the bound is
 * {@link ResidualQuantCodecTest}'s question.
 */
class ResidualQuantBytesPinTest {
    private static final ResidualQuantParams[] CONFIGS = {new ResidualQuantParams(1.0 / 16, 64),
        new ResidualQuantParams(1.0 / 16, 256), new ResidualQuantParams(1.0 / 16, 1024),
        new ResidualQuantParams(1.0 / 8, 64), new ResidualQuantParams(1.0 / 8, 256),
        new ResidualQuantParams(1.0 / 8, 1024), new ResidualQuantParams(1.0 / 4, 64),
        new ResidualQuantParams(1.0 / 4, 256), new ResidualQuantParams(1.0 / 4, 1024),
        new ResidualQuantParams(0, 256), new ResidualQuantParams(0.5, 1024)};

    /** Per configuration: digest of the encoded chunks, digest of the decoded values (recorded with a0acd66). */
    private static final String[] SYNTHETIC = {
        "prune=0.0625,block=64 b83b7a6266c62716 82933072718632d6",
        "prune=0.0625,block=256 297c66a286187f8d 6922e02770ab7a2c",
        "prune=0.0625,block=1024 e55fd33aaac8f361 02e7a54b1426cd84",
        "prune=0.125,block=64 48a2969709746160 f213095642fb6e66",
        "prune=0.125,block=256 3e1c435cf4463c5b 1fb95be44130c24c",
        "prune=0.125,block=1024 871a7049245382a1 02e0e6bc1c3ca75c",
        "prune=0.25,block=64 d1d0281e8058a835 c73a9d8583d7b855",
        "prune=0.25,block=256 f3deb6de379e0d69 2dc1ff158ef686de",
        "prune=0.25,block=1024 998a3cf2fe000a76 c31d0638d3f438b3",
        "prune=0.0,block=256 fdcfcd00ed261ddb f85368473e1f4302",
        "prune=0.5,block=1024 5aa68fa16f5f6794 54ee24fb771f4af8",
    };

    /** Per configuration of the fixture run: encoded and decoded digests (recorded with a0acd66). */
    private static final String[] FIXTURE = {
        "prune=0.0625,block=256 1c324c211772ed3e 5335d53626ac7180",
        "prune=0.0625,block=1024 30143c6a2715cbfb d9470b52184ff0ed",
        "prune=0.125,block=1024 6d4664887cceb477 641a2ce9adf318ba",
        "prune=0.25,block=64 859dbb055820a39d 844cc70eb9e66011",
    };

    @Test
    void seededTensorsEncodeAndDecodeToTheRecordedBytes() throws IOException {
        List<String> got = new ArrayList<>();
        for (ResidualQuantParams p : CONFIGS) {
            ResidualQuantCodec codec = new ResidualQuantCodec(p, true);
            CodecDigests d = new CodecDigests();
            for (DType t : LossySamples.DTYPES) {
                ByteBuffer ref = ErrorBoundedBytesPinTest.varied(t, 20011, 21);
                ByteBuffer cur = ErrorBoundedBytesPinTest.next(t, ref, 22);
                for (int chunkBytes : new int[] {1 << 20, 4096, 1000}) {
                    d.code(codec, t, ref, null, chunkBytes);
                    d.code(codec, t, cur, ref, chunkBytes);
                }
            }
            got.add(name(p) + " " + d.hex());
        }
        System.out.println("ResidualQuantBytesPinTest seeded digests:\n" + String.join("\n", got));
        assertEquals(String.join("\n", SYNTHETIC), String.join("\n", got));
    }

    @Test
    void fixtureRunEncodesAndDecodesToTheRecordedBytes() throws IOException {
        List<RunDeltas.Part> parts = RunDeltas.of(Fixtures.path("hf_charlm_adamw"));
        List<String> got = new ArrayList<>();
        for (int k : new int[] {1, 2, 5, 6}) {
            ResidualQuantParams p = CONFIGS[k];
            ResidualQuantCodec codec = new ResidualQuantCodec(p);
            CodecDigests d = new CodecDigests();
            for (RunDeltas.Part part : parts) {
                ChunkLayout layout = new ChunkLayout(part.current().infos(), 1 << 20);
                SnapshotChunks source = new SnapshotChunks(layout, part.current(), part.references().subList(0, 1));
                for (int i = 0; i < layout.chunkCount(); i++) {
                    d.chunk(codec, source.chunk(i));
                }
            }
            got.add(name(p) + " " + d.hex());
        }
        System.out.println("ResidualQuantBytesPinTest fixture digests:\n" + String.join("\n", got));
        assertEquals(String.join("\n", FIXTURE), String.join("\n", got));
    }

    private static String name(ResidualQuantParams p) {
        return "prune=" + p.prune() + ",block=" + p.blockSize();
    }
}
