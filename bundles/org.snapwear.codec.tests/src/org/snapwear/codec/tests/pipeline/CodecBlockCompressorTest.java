package org.snapwear.codec.tests.pipeline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.codec.pipeline.CodecBlockCompressor;
import org.snapwear.codec.pipeline.PipelineConfig;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/** Every baseline codec of the default registry runs in the pipeline with identical output in all modes. */
class CodecBlockCompressorTest {

    @Test
    void everyBaselineCodecGivesTheSameStreamInEveryModeAndRoundTrips() throws IOException {
        // One fixture snapshot's tensor bytes (452,272) keeps the test fast with slow codecs.
        byte[] input = java.util.Arrays.copyOf(PipelineTestData.fixture(), 452_272);
        List<String> tried = new ArrayList<>();
        for (SnapshotCodec codec : CodecRegistry.defaultRegistry().codecs()) {
            if (!codec.kind().encodesBaselines() || !codec.supports(DType.F32)) {
                continue;
            }
            tried.add(codec.id());
            CodecBlockCompressor c = new CodecBlockCompressor(codec, DType.F32);
            byte[] serial = PipelineEncoderTest.encode(c, PipelineConfig.serial(64 * 1024), input);
            for (PipelineConfig cfg : List.of(PipelineConfig.pipelined(64 * 1024, 1),
                    PipelineConfig.parallel(64 * 1024, 3, 2))) {
                assertArrayEquals(serial, PipelineEncoderTest.encode(c, cfg, input), codec.id() + " " + cfg);
            }
            assertArrayEquals(input, PipelineEncoderTest.decode(c, serial), codec.id());
        }
        assertTrue(tried.contains("raw"), tried.toString());
    }
}
