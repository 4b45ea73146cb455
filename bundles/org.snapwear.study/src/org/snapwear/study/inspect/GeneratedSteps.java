package org.snapwear.study.inspect;

import java.util.ArrayList;
import java.util.List;

import org.snapwear.gpu.buddy.ImageSource;
import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.gpu.image.MemoryImages;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.Trainer;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Training-step memory images of the built-in generator at its snapshot iterations. One trainer runs forward
 * once and each step's image is kept after it is first captured, so opening steps in any order trains each
 * iteration once (rebuilding each step from scratch, as {@code trainingStepMemory} does, would be quadratic).
 * The images are the same bytes as {@code TrainingRunGenerator.trainingStepMemory(settings, iteration)}.
 */
final class GeneratedSteps implements ImageSource {
    private final GeneratorSettings settings;
    private final long[] iterations;
    private final Snapshot[] captured;
    private Trainer trainer;

    GeneratedSteps(GeneratorSettings settings) {
        this.settings = settings;
        List<Long> its = new ArrayList<>();
        for (long i = 0; i <= settings.iterations(); i += settings.interval()) {
            its.add(i);
        }
        if (its.get(its.size() - 1) != settings.iterations()) {
            its.add(settings.iterations());
        }
        iterations = its.stream().mapToLong(Long::longValue).toArray();
        captured = new Snapshot[iterations.length];
    }

    long[] iterations() {
        return iterations.clone();
    }

    @Override
    public int size() {
        return iterations.length;
    }

    @Override
    public synchronized MemoryImage open(int i) {
        if (i < 0 || i >= iterations.length) {
            throw new IndexOutOfBoundsException("step " + i + " of " + iterations.length);
        }
        if (captured[i] == null) {
            if (trainer == null || trainer.iteration() > iterations[i]) {
                if (trainer != null) {
                    trainer.close();
                }
                trainer = new Trainer(settings);
            }
            for (int k = 0; k <= i; k++) {
                if (captured[k] == null && trainer.iteration() <= iterations[k]) {
                    trainer.trainTo(iterations[k]);
                    captured[k] = trainer.memoryImage();
                }
            }
            if (i == iterations.length - 1) {
                trainer.close();
                trainer = null;
            }
        }
        Snapshot s = captured[i];
        // the cached snapshot owns no resources, so the image closing it is harmless
        return MemoryImages.fromSnapshot(new Snapshot(null, s.iteration(), s.tensors()));
    }
}
