package org.snapwear.trace.tests.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.generator.GeneratedRun;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.io.LocalDurableIo;

/**
 * The generator's files are written durably: it used its own atomic write, which renamed a fixed temp name and
 * never synced the directory, so a crash could lose a snapshot that the run had reported as written.
 */
class GeneratedFilesDurabilityTest {

    @Test
    void everyGeneratedFileIsRenamedIntoADirectoryThatIsThenSynced(@TempDir Path dir) throws IOException {
        GeneratorSettings s = GeneratorSettings.defaults().withModel(ModelKind.CNN).withParameters(10_000)
                .withSchedule(30, 10).withBatchSize(16).withSeed(7).withThreads(1);
        long before = LocalDurableIo.instance().directorySyncs();
        GeneratedRun run = TrainingRunGenerator.generate(s, dir, null);
        long syncs = LocalDurableIo.instance().directorySyncs() - before;
        int files = run.snapshots().size() + 2; // + train_log.csv and README.txt
        assertTrue(syncs >= files, syncs + " directory syncs for " + files + " files");
        try (Stream<Path> names = Files.list(dir)) {
            assertEquals(files, names.count(), "no temp file left");
        }
    }
}
