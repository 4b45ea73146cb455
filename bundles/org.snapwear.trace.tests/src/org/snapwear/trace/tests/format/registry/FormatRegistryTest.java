package org.snapwear.trace.tests.format.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.format.numpy.NpyReader;
import org.snapwear.trace.format.registry.BuiltInFormats;
import org.snapwear.trace.format.registry.CheckpointFormatRegistry;
import org.snapwear.trace.format.registry.FormatContribution;
import org.snapwear.trace.format.registry.FormatContributions;
import org.snapwear.trace.format.registry.FormatDescriptor;

/**
 * How {@link CheckpointFormatRegistry} resolves contributions, independent of where they come from: one reader per
 * id with the highest priority that can be created, failures reported and skipped, detection by order then id.
 */
class FormatRegistryTest {

    @TempDir
    Path dir;

    @Test
    void builtInListAloneKeepsTodaysOrder() {
        CheckpointFormatRegistry r = CheckpointFormatRegistry.fromContributions(BuiltInFormats.contributions());
        assertEquals(List.of("safetensors", "torch", "npy", "npz", "caffe", "onnx", "hdf5", "snapwear-raw"),
                r.readers().stream().map(CheckpointReader::formatId).toList());
        assertTrue(r.descriptors().stream().allMatch(FormatDescriptor::enabled), r.descriptors().toString());
    }

    @Test
    void orderPutsAPluginBeforeOrAfterTheBuiltIns() throws Exception {
        Path f = Files.write(dir.resolve("model.safetensors"), new byte[16]);
        List<FormatContribution> all = new ArrayList<>(BuiltInFormats.contributions());
        all.add(contribution("early", 50, 0, new SuffixReader("early", ".safetensors")));
        all.add(contribution("late", FormatContribution.DEFAULT_ORDER, 0, new SuffixReader("late", ".safetensors")));
        all.add(contribution("between", 150, 0, new SuffixReader("between", ".between")));
        all.add(contribution("a-tie", 100, 0, new SuffixReader("a-tie", ".tie"))); // ties sort by id
        CheckpointFormatRegistry r = CheckpointFormatRegistry.fromContributions(all);
        assertEquals(List.of("early", "a-tie", "safetensors", "between", "torch", "npy", "npz", "caffe", "onnx",
                "hdf5", "snapwear-raw", "late"), r.readers().stream().map(CheckpointReader::formatId).toList());
        assertEquals("early", r.detect(f).orElseThrow().formatId());

        all.removeIf(c -> c.id().equals("early"));
        CheckpointFormatRegistry withoutEarly = CheckpointFormatRegistry.fromContributions(all);
        assertInstanceOf(SafetensorsReader.class, withoutEarly.detect(f).orElseThrow(),
                "a plug-in ordered after safetensors must not take its files");
    }

    @Test
    void highestPriorityWinsAndFailuresAreReportedAndSkipped() {
        List<FormatContribution> all = new ArrayList<>(BuiltInFormats.contributions());
        SuffixReader replacement = new SuffixReader("torch", ".pt");
        all.add(contribution("torch", 200, 5, replacement));
        all.add(new FormatContribution("npy", "throws", 300, 9, "test", () -> {
            throw new IllegalStateException("no licence for npy");
        }));
        all.add(contribution("npz", 400, 9, new SuffixReader("not-npz", ".npz")));
        all.add(new FormatContribution("nothing", "null", 900, 0, "test", () -> null));
        CheckpointFormatRegistry r = CheckpointFormatRegistry.fromContributions(all);

        assertEquals(replacement, r.byId("torch").orElseThrow());
        assertEquals("shadowed by test (priority 5)", descriptor(r, "torch", "built-in").reason());

        FormatDescriptor npy = descriptor(r, "npy", "test");
        assertFalse(npy.enabled());
        assertEquals("no licence for npy", npy.reason());
        assertInstanceOf(NpyReader.class, r.byId("npy").orElseThrow(), "the next contribution takes over");

        FormatDescriptor npz = descriptor(r, "npz", "test");
        assertFalse(npz.enabled());
        assertTrue(npz.reason().contains("reports 'not-npz'"), npz.reason());
        assertTrue(descriptor(r, "npz", "built-in").enabled());

        assertFalse(descriptor(r, "nothing", "test").enabled());
        assertTrue(r.byId("nothing").isEmpty());
        assertEquals(8, r.readers().size());
    }

    @Test
    void extensionsOutrankServiceLoaderAndBuiltInsFillTheGaps() {
        SuffixReader ext = new SuffixReader("npy", ".npy");
        SuffixReader svcNpy = new SuffixReader("npy", ".npy");
        SuffixReader svcNew = new SuffixReader("svc-only", ".svc");
        List<FormatContribution> merged = FormatContributions.merge(
                List.of(new FormatContribution("npy", "npy", 300, 0, "extension:test", () -> ext)),
                List.of(new FormatContribution("npy", "npy", 300, 99, "service-loader", () -> svcNpy),
                        new FormatContribution("svc-only", "svc", 2000, 0, "service-loader", () -> svcNew)));
        assertTrue(merged.stream().noneMatch(c -> c.id().equals("npy") && c.source().equals("service-loader")),
                "under OSGi the extension point is authoritative for its ids");
        assertTrue(merged.stream().noneMatch(c -> c.id().equals("npy") && c.source().equals("built-in")));
        assertTrue(merged.stream().anyMatch(c -> c.id().equals("svc-only")));
        assertEquals(9, merged.size(), "7 built-ins fill the ids nobody contributed: " + merged);
        CheckpointFormatRegistry r = CheckpointFormatRegistry.fromContributions(merged);
        assertEquals(ext, r.byId("npy").orElseThrow());
        assertEquals("svc-only", r.readers().get(r.readers().size() - 1).formatId());
    }

    static FormatContribution contribution(String id, int order, int priority, CheckpointReader reader) {
        return new FormatContribution(id, id, order, priority, "test", () -> reader);
    }

    static FormatDescriptor descriptor(CheckpointFormatRegistry r, String id, String source) {
        return r.descriptors().stream().filter(d -> d.id().equals(id) && d.source().equals(source)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + id + " from " + source + ": " + r.descriptors()));
    }
}
