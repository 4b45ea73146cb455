package org.snapwear.trace.generator;

import java.util.Objects;

import org.snapwear.trace.tensor.DType;

/**
 * Everything that determines a generated training run. Same settings, same bytes: the output depends on
 * nothing else (not on {@link #threads()}, the clock or the platform).
 *
 * @param model        network family
 * @param parameters   requested parameter count, 10,000 to 10,000,000; the network's width is scaled to get
 *                     close, {@link Architecture#parameterCount()} is the exact count
 * @param optimizer    SGD with momentum or Adam
 * @param learningRate constant learning rate
 * @param momentum     SGD momentum (ignored by Adam)
 * @param weightDecay  L2 weight decay added to the gradient
 * @param iterations   optimizer steps
 * @param interval     a snapshot every {@code interval} steps, starting with iteration 0 (the initialization);
 *                     the last iteration is saved too when it is not a multiple
 * @param dtype        F32, BF16 or F16: training is fp32, snapshots are stored rounded to this type
 * @param seed         seeds the data set, the initialization and the minibatch order
 * @param batchSize    samples per minibatch
 * @param threads      worker threads, 0 = one per available processor (at most 4); does not change results
 */
public record GeneratorSettings(ModelKind model, long parameters, OptimizerKind optimizer, double learningRate,
        double momentum, double weightDecay, long iterations, long interval, DType dtype, long seed,
        int batchSize, int threads) {

    public static final long MIN_PARAMETERS = 10_000;
    public static final long MAX_PARAMETERS = 10_000_000;
    public static final int MAX_BATCH = 4096;

    /** Validates every field; the message says which one and what is allowed. */
    public GeneratorSettings {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(optimizer, "optimizer");
        Objects.requireNonNull(dtype, "dtype");
        if (parameters < MIN_PARAMETERS || parameters > MAX_PARAMETERS) {
            throw new IllegalArgumentException("parameters must be between " + MIN_PARAMETERS + " and "
                    + MAX_PARAMETERS + ", got " + parameters);
        }
        if (!(learningRate > 0) || Double.isInfinite(learningRate)) {
            throw new IllegalArgumentException("learning rate must be a positive number, got " + learningRate);
        }
        if (!(momentum >= 0 && momentum < 1)) {
            throw new IllegalArgumentException("momentum must be in [0, 1), got " + momentum);
        }
        if (!(weightDecay >= 0) || Double.isInfinite(weightDecay)) {
            throw new IllegalArgumentException("weight decay must be >= 0, got " + weightDecay);
        }
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be >= 1, got " + iterations);
        }
        if (interval < 1) {
            throw new IllegalArgumentException("interval must be >= 1, got " + interval);
        }
        if (interval > iterations) {
            throw new IllegalArgumentException("interval must be <= iterations (" + iterations + "), got " + interval);
        }
        if (dtype != DType.F32 && dtype != DType.BF16 && dtype != DType.F16) {
            throw new IllegalArgumentException("dtype must be fp32, bf16 or fp16, got " + dtype);
        }
        if (batchSize < 1 || batchSize > MAX_BATCH) {
            throw new IllegalArgumentException("batch size must be between 1 and " + MAX_BATCH + ", got " + batchSize);
        }
        if (threads < 0) {
            throw new IllegalArgumentException("threads must be >= 0 (0 = automatic), got " + threads);
        }
    }

    /**
     * The default run (the demo's data set): a CNN of about 100,000 parameters, SGD lr 0.01 momentum 0.9
     * weight decay 5e-4 (the fixture's hyper-parameters), 2,000 iterations, a snapshot every 100 (21
     * snapshots), fp32, batch 16 (small so the demo generates in seconds; see docs/generator.md), seed 1234.
     */
    public static GeneratorSettings defaults() {
        return new GeneratorSettings(ModelKind.CNN, 100_000, OptimizerKind.SGD, 0.01, 0.9, 5e-4, 2000, 100,
                DType.F32, 1234, 16, 0);
    }

    public GeneratorSettings withModel(ModelKind v) {
        return new GeneratorSettings(v, parameters, optimizer, learningRate, momentum, weightDecay, iterations,
                interval, dtype, seed, batchSize, threads);
    }

    public GeneratorSettings withParameters(long v) {
        return new GeneratorSettings(model, v, optimizer, learningRate, momentum, weightDecay, iterations,
                interval, dtype, seed, batchSize, threads);
    }

    /** Another optimizer, keeping the learning rate (see {@link OptimizerKind#defaultLearningRate()}). */
    public GeneratorSettings withOptimizer(OptimizerKind v) {
        return new GeneratorSettings(model, parameters, v, learningRate, momentum, weightDecay, iterations,
                interval, dtype, seed, batchSize, threads);
    }

    public GeneratorSettings withLearningRate(double v) {
        return new GeneratorSettings(model, parameters, optimizer, v, momentum, weightDecay, iterations,
                interval, dtype, seed, batchSize, threads);
    }

    public GeneratorSettings withMomentum(double v) {
        return new GeneratorSettings(model, parameters, optimizer, learningRate, v, weightDecay, iterations,
                interval, dtype, seed, batchSize, threads);
    }

    public GeneratorSettings withWeightDecay(double v) {
        return new GeneratorSettings(model, parameters, optimizer, learningRate, momentum, v, iterations,
                interval, dtype, seed, batchSize, threads);
    }

    /** Sets the iterations and the snapshot interval together (they are validated against each other). */
    public GeneratorSettings withSchedule(long newIterations, long newInterval) {
        return new GeneratorSettings(model, parameters, optimizer, learningRate, momentum, weightDecay,
                newIterations, newInterval, dtype, seed, batchSize, threads);
    }

    public GeneratorSettings withDtype(DType v) {
        return new GeneratorSettings(model, parameters, optimizer, learningRate, momentum, weightDecay, iterations,
                interval, v, seed, batchSize, threads);
    }

    public GeneratorSettings withSeed(long v) {
        return new GeneratorSettings(model, parameters, optimizer, learningRate, momentum, weightDecay, iterations,
                interval, dtype, v, batchSize, threads);
    }

    public GeneratorSettings withBatchSize(int v) {
        return new GeneratorSettings(model, parameters, optimizer, learningRate, momentum, weightDecay, iterations,
                interval, dtype, seed, v, threads);
    }

    public GeneratorSettings withThreads(int v) {
        return new GeneratorSettings(model, parameters, optimizer, learningRate, momentum, weightDecay, iterations,
                interval, dtype, seed, batchSize, v);
    }

    /** Number of snapshots: iterations 0, K, 2K, ... and the last iteration if it is not a multiple of K. */
    public long snapshotCount() {
        return iterations / interval + 1 + (iterations % interval != 0 ? 1 : 0);
    }

    /** The threads actually used. */
    public int effectiveThreads() {
        return threads > 0 ? threads : Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
    }

    /** {@code fp32}, {@code bf16} or {@code fp16}: the spelling in file names and on the command line. */
    public String dtypeId() {
        return dtypeId(dtype);
    }

    /** File-name spelling of a snapshot dtype. */
    public static String dtypeId(DType d) {
        switch (d) {
            case F32: return "fp32";
            case BF16: return "bf16";
            case F16: return "fp16";
            default: return d.name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
