package org.snapwear.codec.tests.registry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.registry.CodecContribution;
import org.snapwear.codec.registry.CodecLoader;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.tests.codecs.TestTensors;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The example plug-in bundle (org.snapwear.examples.codec, an LZ4 codec) found through ServiceLoader from its own
 * META-INF/services, self-checked, enabled, and round-tripping data. Runs when the plug-in's classes are on the
 * class path (quicktest.sh org.snapwear.codec org.snapwear.trace org.snapwear.examples.codec); otherwise skipped.
 */
class ExamplePluginTest {
    @Test
    void lz4PluginIsDiscoveredEnabledAndLossless() throws Exception {
        boolean present;
        try {
            Class.forName("org.snapwear.examples.codec.Lz4Codec");
            present = true;
        } catch (ClassNotFoundException e) {
            present = false;
        }
        assumeTrue(present, "org.snapwear.examples.codec is not on the class path");
        Path bundle = CodecRegistryTest.codecBundle().resolveSibling("org.snapwear.examples.codec");
        assertTrue(Files.isRegularFile(bundle.resolve(CodecRegistryTest.SERVICE)), "services file of the plug-in");
        List<CodecContribution> all;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {bundle.toUri().toURL()}, getClass().getClassLoader())) {
            all = new ArrayList<>(CodecLoader.fromServiceLoader(loader));
        }
        all.addAll(CodecRegistryTest.builtIns());
        CodecRegistry r = CodecRegistry.fromContributions(all);
        assertTrue(CodecRegistryTest.descriptor(r, "lz4", "service-loader").enabled());
        SnapshotCodec lz4 = r.require("lz4");
        Snapshot s0 = TestTensors.weights(31, 0, new int[] {10_000, 0, 333}, new DType[] {DType.F32, DType.BF16}, 0.01);
        Snapshot s1 = TestTensors.step(s0, 32, 1, 1e-3);
        for (List<Snapshot> refs : List.of(List.<Snapshot>of(), List.of(s0))) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            SnapshotEncoder.encode(lz4, s1, refs, 4096, out);
            Snapshot back = SnapshotDecoder.decode(new ByteArrayInputStream(out.toByteArray()), null, s1.infos(), refs,
                    id -> Optional.of(lz4));
            for (int t = 0; t < s1.tensors().size(); t++) {
                assertArrayEquals(s1.tensors().get(t).toByteArray(), back.tensors().get(t).toByteArray());
            }
            if (!refs.isEmpty()) {
                assertTrue(out.size() < s1.dataBytes(), "XOR deltas of small steps must compress");
            }
        }
        // plugin.xml declares the same codec for the extension point.
        String xml = Files.readString(bundle.resolve("plugin.xml"));
        assertTrue(xml.contains("point=\"org.snapwear.codec.codecs\"") && xml.contains("id=\"lz4\"")
                && xml.contains("class=\"" + lz4.getClass().getName() + "\""), xml);
        assertEquals("lz4", lz4.id());
    }
}
