package org.snapwear.trace.tests.format.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.RegistryFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.registry.FormatDescriptor;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Under OSGi (Tycho runs this bundle with the trace bundle and the Eclipse extension registry): the built-in readers
 * come from the trace bundle's plugin.xml in today's order, and the SWTEST reader this bundle contributes in its own
 * plugin.xml is used by {@link CheckpointFormats} like a built-in. The broken contribution next to it is listed as
 * disabled with its constructor's message and is never tried.
 */
class FormatExtensionPointTest {
    static final List<String> EXPECTED_ORDER = List.of("swtest", "safetensors", "torch", "npy", "npz", "caffe",
            "onnx", "hdf5", "snapwear-raw");

    @TempDir
    Path dir;

    @BeforeAll
    static void runsUnderOsgi() {
        // Not an assumption: if the registry were missing here, the extension point would go untested unnoticed.
        assertNotNull(RegistryFactory.getRegistry(), "these tests run under OSGi with the Eclipse extension registry");
    }

    @Test
    void builtInsComeThroughTheExtensionPointInDetectionOrder() {
        List<String> ids = CheckpointFormats.readers().stream().map(CheckpointReader::formatId).toList();
        assertEquals(EXPECTED_ORDER, ids);
        for (String id : EXPECTED_ORDER.subList(1, EXPECTED_ORDER.size())) {
            FormatDescriptor d = enabled(id);
            assertEquals("extension:org.snapwear.trace", d.source(), d.toString());
        }
        assertEquals("extension:org.snapwear.trace.tests", enabled("swtest").source());
    }

    @Test
    void pluginFormatIsDetectedAndRead() throws Exception {
        Path f = Files.writeString(dir.resolve("weights.txt"), SwTestReader.MAGIC + "fc.weight: 0.5 -2 1e-3\nfc.bias: 7\n");
        assertInstanceOf(SwTestReader.class, CheckpointFormats.detect(f).orElseThrow());
        assertTrue(CheckpointFormats.isCheckpoint(f));
        try (Snapshot s = CheckpointFormats.read(f)) {
            assertEquals(List.of("fc.weight", "fc.bias"), s.tensors().stream().map(t -> t.name()).toList());
            assertEquals(-2f, s.tensors().get(0).data().getFloat(4));
            assertEquals(7f, s.tensors().get(1).data().getFloat(0));
        }
        assertInstanceOf(SwTestReader.class, CheckpointFormats.byId("swtest").orElseThrow());
        assertTrue(CheckpointFormats.byId("swtest").orElseThrow().payloadRegions(f).isEmpty(),
                "SWTEST keeps the default: no regions, the file is stored as bytes");
    }

    @Test
    void pluginErrorsNameFileOffsetAndReason() throws Exception {
        Path f = Files.writeString(dir.resolve("bad.txt"), SwTestReader.MAGIC + "a: 1\nb: 2 x3\n");
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(f));
        assertEquals(f, e.file());
        assertEquals(SwTestReader.MAGIC.length() + 5 + 5, e.offset(), e.getMessage());
        assertTrue(e.reason().contains("'x3'"), e.getMessage());
    }

    @Test
    void brokenContributionIsReportedAndSkipped() throws Exception {
        FormatDescriptor broken = CheckpointFormats.registry().descriptors().stream()
                .filter(d -> d.id().equals("swtest-broken")).findFirst()
                .orElseThrow(() -> new AssertionError("not listed: " + CheckpointFormats.registry().descriptors()));
        assertFalse(broken.enabled());
        assertEquals("extension:org.snapwear.trace.tests", broken.source());
        assertTrue(broken.reason().contains(BrokenReader.WHY), broken.reason());
        assertTrue(broken.reason().contains(BrokenReader.class.getName()), broken.reason());
        assertTrue(CheckpointFormats.byId("swtest-broken").isEmpty());
        // BrokenReader would accept any file and is ordered first: if it were used, this file would be "detected".
        Path other = Files.writeString(dir.resolve("notes.md"), "# not a checkpoint\n");
        assertTrue(CheckpointFormats.detect(other).isEmpty());
    }

    private static FormatDescriptor enabled(String id) {
        return CheckpointFormats.registry().descriptors().stream().filter(d -> d.id().equals(id) && d.enabled())
                .findFirst().orElseThrow(() -> new AssertionError(id + " not enabled: "
                        + CheckpointFormats.registry().descriptors()));
    }
}
