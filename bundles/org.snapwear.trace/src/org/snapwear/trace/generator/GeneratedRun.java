package org.snapwear.trace.generator;

import java.nio.file.Path;
import java.util.List;

/**
 * What {@link TrainingRunGenerator#generate} wrote.
 *
 * @param directory          output directory
 * @param snapshots          the snapshot files, by iteration
 * @param iterations         the iteration of each snapshot (0, K, 2K, ...)
 * @param trainLog           train_log.csv
 * @param readme             README.txt
 * @param architecture       the network that was trained
 * @param parameterCount     exact number of parameters (elements per snapshot)
 * @param finalLoss          mean minibatch loss over the last interval
 * @param finalTrainAccuracy mean minibatch accuracy over the last interval
 * @param elapsedMillis      wall-clock time of the whole run (not written to any file)
 * @param settings           the settings trained with (those of the checkpoint for a resumed run)
 */
public record GeneratedRun(Path directory, List<Path> snapshots, List<Long> iterations, Path trainLog, Path readme,
        Architecture architecture, long parameterCount, double finalLoss, double finalTrainAccuracy,
        long elapsedMillis, GeneratorSettings settings) {
}
