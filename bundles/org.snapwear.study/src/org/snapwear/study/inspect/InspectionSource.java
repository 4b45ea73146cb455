package org.snapwear.study.inspect;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.gpu.buddy.ImageSource;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The memory images a Buddy inspection steps through, with a label per image for choosers.
 *
 * @param description what the images are (directory, or the generator settings)
 * @param images      the images, opened one at a time
 * @param labels      one label per image (file name and iteration)
 */
public record InspectionSource(String description, ImageSource images, List<String> labels) {

    public InspectionSource {
        labels = List.copyOf(labels);
        if (labels.size() != images.size()) {
            throw new IllegalArgumentException(labels.size() + " labels for " + images.size() + " images");
        }
    }

    public int size() {
        return labels.size();
    }

    /** The checkpoints of a sequence directory (any format the trace readers know), in iteration order. */
    public static InspectionSource sequence(Path dir) throws IOException {
        SnapshotSequence seq = SnapshotSequence.discover(dir);
        List<String> labels = new ArrayList<>();
        for (SnapshotSequence.Entry e : seq.entries()) {
            labels.add(e.path().getFileName() + (e.iteration() >= 0 ? " (iteration " + e.iteration() + ")" : ""));
        }
        return new InspectionSource(dir.toString(), ImageSource.of(seq), labels);
    }

    /**
     * The device memory of generated training steps (weights, gradients, optimizer state, activations) at the
     * settings' snapshot iterations 0, interval, 2 x interval, ... (the last iteration too).
     */
    public static InspectionSource generated(GeneratorSettings settings) {
        GeneratedSteps steps = new GeneratedSteps(settings);
        List<String> labels = new ArrayList<>();
        for (long it : steps.iterations()) {
            labels.add("training step at iteration " + it);
        }
        return new InspectionSource("generated training steps (" + settings.model() + ", "
                + settings.parameters() + " parameters, " + settings.optimizer() + ")", steps, labels);
    }
}
