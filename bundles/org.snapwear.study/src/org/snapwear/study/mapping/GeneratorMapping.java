package org.snapwear.study.mapping;

import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.ModelKind;
import org.snapwear.model.study.OptimizerKind;
import org.snapwear.model.study.SnapshotDType;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.tensor.DType;

/**
 * {@link GeneratorSource} to the trace engine's {@link GeneratorSettings}: parameters, model, optimizer,
 * learningRate, momentum, weightDecay, iterations, interval, dtype, seed, batchSize and threads all map one to
 * one; name identifies the source and is not a generator setting. {@link #apply} is the reverse, used to put
 * the generator's defaults into a study.
 */
public final class GeneratorMapping {

    private GeneratorMapping() {
    }

    public static GeneratorSettings settings(GeneratorSource g) {
        return new GeneratorSettings(model(g.getModel()), g.getParameters(), optimizer(g.getOptimizer()),
                g.getLearningRate(), g.getMomentum(), g.getWeightDecay(), g.getIterations(), g.getInterval(),
                dtype(g.getDtype()), g.getSeed(), g.getBatchSize(), g.getThreads());
    }

    /** Writes the settings into the source, so that {@link #settings} gives them back. */
    public static void apply(GeneratorSettings s, GeneratorSource g) {
        g.setModel(s.model() == org.snapwear.trace.generator.ModelKind.CNN ? ModelKind.CNN : ModelKind.MLP);
        g.setParameters(s.parameters());
        g.setOptimizer(s.optimizer() == org.snapwear.trace.generator.OptimizerKind.SGD ? OptimizerKind.SGD
                : OptimizerKind.ADAM);
        g.setLearningRate(s.learningRate());
        g.setMomentum(s.momentum());
        g.setWeightDecay(s.weightDecay());
        g.setIterations(s.iterations());
        g.setInterval(s.interval());
        g.setDtype(switch (s.dtype()) {
            case BF16 -> SnapshotDType.BF16;
            case F16 -> SnapshotDType.FP16;
            default -> SnapshotDType.FP32;
        });
        g.setSeed(s.seed());
        g.setBatchSize(s.batchSize());
        g.setThreads(s.threads());
    }

    public static org.snapwear.trace.generator.ModelKind model(ModelKind m) {
        return switch (m) {
            case MLP -> org.snapwear.trace.generator.ModelKind.MLP;
            case CNN -> org.snapwear.trace.generator.ModelKind.CNN;
        };
    }

    public static org.snapwear.trace.generator.OptimizerKind optimizer(OptimizerKind o) {
        return switch (o) {
            case SGD -> org.snapwear.trace.generator.OptimizerKind.SGD;
            case ADAM -> org.snapwear.trace.generator.OptimizerKind.ADAM;
        };
    }

    public static DType dtype(SnapshotDType d) {
        return switch (d) {
            case FP32 -> DType.F32;
            case BF16 -> DType.BF16;
            case FP16 -> DType.F16;
        };
    }
}
