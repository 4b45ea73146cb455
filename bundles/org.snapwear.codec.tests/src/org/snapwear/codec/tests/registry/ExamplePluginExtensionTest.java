package org.snapwear.codec.tests.registry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.RegistryFactory;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.spi.CodecDescriptor;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.tests.codecs.TestTensors;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Under OSGi (the Tycho build puts org.snapwear.examples.codec into this test runtime, as the product does): the
 * LZ4 plug-in arrives through the org.snapwear.codec.codecs extension point, passes its self-check, is enabled
 * in the default registry and round-trips. Outside OSGi {@link ExamplePluginTest} covers the ServiceLoader path.
 */
class ExamplePluginExtensionTest {

    @Test
    void lz4FromTheExtensionPointIsEnabledAndLossless() throws Exception {
        assumeTrue(RegistryFactory.getRegistry() != null, "not running under OSGi");
        CodecRegistry r = CodecRegistry.defaultRegistry();
        CodecDescriptor lz4d = r.descriptors().stream().filter(d -> d.id().equals("lz4")).findFirst()
                .orElseThrow(() -> new AssertionError("lz4 not registered: " + r.descriptors()));
        assertTrue(lz4d.enabled(), lz4d.toString());
        assertTrue(lz4d.source().startsWith("extension:org.snapwear.examples.codec"), lz4d.source());
        SnapshotCodec lz4 = r.require("lz4");
        Snapshot s0 = TestTensors.weights(7, 0, new int[] {5_000, 0, 77}, new DType[] {DType.F32, DType.F16}, 0.01);
        Snapshot s1 = TestTensors.step(s0, 8, 1, 1e-3);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SnapshotEncoder.encode(lz4, s1, List.of(s0), 4096, out);
        Snapshot back = SnapshotDecoder.decode(new ByteArrayInputStream(out.toByteArray()), null, s1.infos(),
                List.of(s0), id -> Optional.of(lz4));
        for (int t = 0; t < s1.tensors().size(); t++) {
            assertArrayEquals(s1.tensors().get(t).toByteArray(), back.tensors().get(t).toByteArray());
        }
    }
}
