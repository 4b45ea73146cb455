package org.snapwear.trace.tests.format.registry;

import java.nio.file.Path;

import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.registry.FormatDescriptor;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Run by {@link PlainJavaFormatsTest} in a separate JVM with only jars and directories on the class path (no
 * OSGi, no Eclipse registry): prints what {@link CheckpointFormats} finds there, one fact per line, and reads the
 * files given as arguments.
 */
public final class PlainJavaProbe {
    private PlainJavaProbe() {
    }

    public static void main(String[] args) throws Exception {
        for (CheckpointReader r : CheckpointFormats.readers()) {
            System.out.println("reader " + r.formatId());
        }
        for (FormatDescriptor d : CheckpointFormats.registry().descriptors()) {
            System.out.println("descriptor " + d.id() + " " + d.source() + " " + d.enabled());
        }
        for (String a : args) {
            Path p = Path.of(a);
            System.out.println("detect " + CheckpointFormats.detect(p).map(CheckpointReader::formatId).orElse("-"));
            if (CheckpointFormats.isCheckpoint(p)) {
                try (Snapshot s = CheckpointFormats.read(p)) {
                    for (Tensor t : s.tensors()) {
                        System.out.println("tensor " + t.name() + " " + t.dtype() + " " + t.info().elementCount());
                    }
                }
            }
        }
    }
}
