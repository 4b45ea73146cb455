package org.snapwear.codec.tests.pipeline;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;
import org.snapwear.testsupport.Fixtures;

/** Inputs for pipeline tests: random bytes, weight-like floats and the cnn fixture snapshots. */
final class PipelineTestData {

    private PipelineTestData() {
    }

    static byte[] random(int n, long seed) {
        byte[] b = new byte[n];
        new Random(seed).nextBytes(b);
        return b;
    }

    /** Gaussian fp32 "weights" with a few exact zeros: partly compressible like real checkpoints. */
    static byte[] weights(int floats, long seed) {
        Random r = new Random(seed);
        ByteBuffer b = ByteBuffer.allocate(floats * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < floats; i++) {
            b.putFloat(r.nextInt(16) == 0 ? 0f : (float) (r.nextGaussian() * 0.05));
        }
        return b.array();
    }

    /** The tensor bytes of the first three fixture snapshots, concatenated (real data). */
    static byte[] fixture() throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (Stream<Path> s = Files.list(Fixtures.path("cnn_digits_sgd"))) {
            for (Path p : s.filter(f -> f.toString().endsWith(".safetensors")).sorted().limit(3).toList()) {
                byte[] all = Files.readAllBytes(p);
                long headerLen = ByteBuffer.wrap(all, 0, 8).order(ByteOrder.LITTLE_ENDIAN).getLong();
                out.write(all, (int) (8 + headerLen), (int) (all.length - 8 - headerLen));
            }
        }
        return out.toByteArray();
    }
}
