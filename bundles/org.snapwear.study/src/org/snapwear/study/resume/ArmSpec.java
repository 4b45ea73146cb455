package org.snapwear.study.resume;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * One arm of a resume check: a name and how its checkpoint is made from the exact one. The exact arm resumes
 * from the checkpoint itself; the control arm from a byte copy of it (the same loss must come out: it proves
 * the machinery adds nothing); other arms from a transform such as a loss profile.
 */
public record ArmSpec(String name, CheckpointTransform transform) {
    public static final String EXACT = "exact";
    public static final String CONTROL = "copy";

    public ArmSpec {
        Objects.requireNonNull(transform, "transform");
        if (name == null || !name.matches("[A-Za-z0-9][A-Za-z0-9_.+-]*")) {
            throw new IllegalArgumentException("arm name must be letters, digits, '_', '.', '+' or '-', got '"
                    + name + "'");
        }
    }

    /** Resumes from the checkpoint itself. */
    public static ArmSpec exact() {
        return new ArmSpec(EXACT, (exact, dir, previous) -> new ArmCheckpoint(exact, bytes(exact)));
    }

    /** Resumes from a byte copy of the checkpoint (file or directory) in the arm's directory. */
    public static ArmSpec copy() {
        return new ArmSpec(CONTROL, (exact, dir, previous) -> {
            Path target = dir.resolve(exact.getFileName());
            copyTree(exact, target);
            return new ArmCheckpoint(target, bytes(target));
        });
    }

    /** The bytes of a checkpoint file, or of every file of a checkpoint directory. */
    public static long bytes(Path checkpoint) throws IOException {
        if (!Files.isDirectory(checkpoint)) {
            return Files.size(checkpoint);
        }
        long sum = 0;
        try (Stream<Path> s = Files.walk(checkpoint)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                if (Files.isRegularFile(p)) {
                    sum += Files.size(p);
                }
            }
        }
        return sum;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        if (!Files.isDirectory(from)) {
            Files.copy(from, to);
            return;
        }
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }
}
