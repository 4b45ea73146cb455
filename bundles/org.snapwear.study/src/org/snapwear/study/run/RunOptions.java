package org.snapwear.study.run;

import java.nio.file.Path;
import java.util.Objects;

/**
 * How to run a study.
 *
 * @param workDir where the run keeps generated sequences ({@code workDir/sources/<name>}, reused by later runs
 *                when complete) and scratch files
 * @param baseDir directory relative source paths resolve against: the study file's directory
 * @param threads worker threads for parts that say 0 = automatic (at least 1)
 */
public record RunOptions(Path workDir, Path baseDir, int threads) {

    public RunOptions {
        Objects.requireNonNull(workDir, "workDir");
        Objects.requireNonNull(baseDir, "baseDir");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
    }

    /** One thread per processor. */
    public static RunOptions of(Path workDir, Path baseDir) {
        return new RunOptions(workDir, baseDir, Runtime.getRuntime().availableProcessors());
    }
}
