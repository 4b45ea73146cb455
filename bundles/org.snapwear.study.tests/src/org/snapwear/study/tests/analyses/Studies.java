package org.snapwear.study.tests.analyses;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.snapwear.model.StudyDefaults;
import org.snapwear.model.study.Study;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Tensor;

/** Small studies and sequences for the analysis tests. */
final class Studies {

    private Studies() {
    }

    /** The default study without sources (the tests add resolved sources to the context themselves). */
    static Study study() {
        Study s = StudyDefaults.createDefaultStudy();
        s.getSources().clear();
        return s;
    }

    static RunContext context(Study study, Path work) throws IOException {
        Files.createDirectories(work);
        return new RunContext(study, work, new StudyResults(study.getName()));
    }

    /** Writes one safetensors snapshot per float array (tensor "w", iterations 0, 10, 20, ...) and discovers them. */
    static SnapshotSequence floats(Path dir, float[]... snapshots) throws IOException {
        Files.createDirectories(dir);
        for (int i = 0; i < snapshots.length; i++) {
            Path f = dir.resolve(TrainingRunGenerator.snapshotFileName(10L * i, DType.F32));
            SafetensorsWriter.write(f, List.of(Tensor.ofFloats("w", new long[] {snapshots[i].length}, snapshots[i])),
                    Map.of());
        }
        return SnapshotSequence.discover(dir);
    }

    static ResolvedSource source(String name, Path dir, SnapshotSequence seq) {
        return new ResolvedSource(name, dir, seq, false);
    }
}
