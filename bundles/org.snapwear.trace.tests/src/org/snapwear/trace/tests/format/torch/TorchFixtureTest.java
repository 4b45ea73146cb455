package org.snapwear.trace.tests.format.torch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.format.torch.TorchZipReader;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tests.format.FormatFixtures;

/**
 * The fixture was written by real PyTorch 1.13 (torch.save of a state_dict) next to a safetensors copy of the
 * same values; both must read bit-identical, in state_dict order, for all 21 snapshots.
 */
class TorchFixtureTest {

    @Test
    void everyPtMatchesItsSafetensorsTwin() throws Exception {
        List<Path> pts = FormatFixtures.cnnFiles(".pt");
        assertEquals(21, pts.size(), "fixture snapshots");
        for (Path pt : pts) {
            Path st = pt.resolveSibling(pt.getFileName().toString().replace(".pt", ".safetensors"));
            try (Snapshot a = new TorchZipReader().read(pt); Snapshot b = new SafetensorsReader().read(st)) {
                FormatFixtures.assertSameTensors(b, a);
                assertEquals(113_068, a.elementCount(), pt.toString());
            }
        }
    }

    @Test
    void detectedAsTorchAndNamedLikeTheStateDict() throws Exception {
        Path pt = FormatFixtures.cnnFiles(".pt").get(3);
        assertEquals("torch", CheckpointFormats.detect(pt).orElseThrow().formatId());
        try (Snapshot s = CheckpointFormats.read(pt)) {
            assertEquals(List.of("conv1.weight", "conv1.bias", "conv2.weight", "conv2.bias", "fc1.weight", "fc1.bias",
                    "fc2.weight", "fc2.bias"), s.tensors().stream().map(t -> t.name()).toList());
            // stored entries are mapped, not copied
            assertTrue(s.tensors().get(4).data().isDirect(), "fc1.weight is a view of the mapped file");
        }
    }
}
