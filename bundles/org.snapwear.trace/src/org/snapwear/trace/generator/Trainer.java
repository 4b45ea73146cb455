package org.snapwear.trace.generator;

import java.util.ArrayList;
import java.util.List;

import org.snapwear.trace.generator.data.MinibatchSampler;
import org.snapwear.trace.generator.data.Rng;
import org.snapwear.trace.generator.data.StrokeImages;
import org.snapwear.trace.generator.nn.Adam;
import org.snapwear.trace.generator.nn.Flatten;
import org.snapwear.trace.generator.nn.Layer;
import org.snapwear.trace.generator.nn.Network;
import org.snapwear.trace.generator.nn.Optimizer;
import org.snapwear.trace.generator.nn.Param;
import org.snapwear.trace.generator.nn.SgdMomentum;
import org.snapwear.trace.generator.nn.SoftmaxCrossEntropy;
import org.snapwear.trace.generator.nn.Workers;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * One training run in memory, advanced step by step: the data set, the network, the optimizer and the
 * minibatch order, all derived from {@link GeneratorSettings}. {@link TrainingRunGenerator} drives it to write
 * snapshot files; the GPU model uses {@link #memoryImage()} for what sits in device memory during a step.
 */
public final class Trainer implements AutoCloseable {
    private static final long STREAM_INIT = 2;
    private static final long STREAM_SHUFFLE = 3;
    /** The minibatch order of a run continued with a new seed (see {@link #reseedOrder}). */
    private static final long STREAM_CONTINUED = 4;

    private final GeneratorSettings settings;
    private final Architecture architecture;
    private final Workers workers;
    private final Network network;
    private final Optimizer optimizer;
    private final StrokeImages data;
    private MinibatchSampler sampler;
    private final float[] batchX;
    private final int[] batchY;
    private long iteration;

    /** Loss and accuracy of one minibatch, computed on the weights of {@code iteration}. */
    public record StepResult(long iteration, double loss, int correct, int batchSize) {
        public double accuracy() {
            return (double) correct / batchSize;
        }
    }

    public Trainer(GeneratorSettings settings) {
        this.settings = settings;
        this.architecture = Architecture.forTarget(settings.model(), settings.parameters());
        this.workers = new Workers(settings.effectiveThreads());
        this.network = architecture.build(workers);
        network.initialize(Rng.stream(settings.seed(), STREAM_INIT));
        this.data = new StrokeImages(settings.seed(), StrokeImages.DEFAULT_SIZE);
        this.sampler = new MinibatchSampler(data.size(), settings.batchSize(), Rng.stream(settings.seed(), STREAM_SHUFFLE));
        this.optimizer = settings.optimizer() == OptimizerKind.SGD
                ? new SgdMomentum(network.params(), settings.learningRate(), settings.momentum(), settings.weightDecay())
                : new Adam(network.params(), settings.learningRate(), settings.weightDecay());
        this.batchX = new float[settings.batchSize() * StrokeImages.PIXELS];
        this.batchY = new int[settings.batchSize()];
    }

    public GeneratorSettings settings() {
        return settings;
    }

    public Architecture architecture() {
        return architecture;
    }

    /** The network (for tests and tools that look inside). */
    public Network network() {
        return network;
    }

    /** Optimizer steps taken so far. */
    public long iteration() {
        return iteration;
    }

    /** The optimizer (its state buffers and step count; for resumable checkpoints). */
    public Optimizer optimizer() {
        return optimizer;
    }

    /** Where the minibatch order stands (for resumable checkpoints). */
    public MinibatchSampler.State samplerState() {
        return sampler.state();
    }

    /**
     * Puts this trainer, freshly made from the same settings, where a checkpoint left one: the weights and
     * optimizer buffers are copied in place, the step count and the minibatch order restored, so the following
     * steps are bit for bit those of the run that wrote the checkpoint.
     */
    void restore(long steps, MinibatchSampler.State order) {
        if (steps < 0) {
            throw new IllegalArgumentException("iteration must be >= 0, got " + steps);
        }
        this.sampler = new MinibatchSampler(order, settings.batchSize());
        optimizer.restoreStepCount(steps);
        this.iteration = steps;
    }

    /**
     * Continues with a minibatch order drawn from {@code seed} (a new epoch starts): the seed of a continued
     * run, so that several continuations of one checkpoint show how much the loss varies by data order alone.
     */
    public void reseedOrder(long seed) {
        this.sampler = new MinibatchSampler(data.size(), settings.batchSize(), Rng.stream(seed, STREAM_CONTINUED));
    }

    /** One optimizer step on the next minibatch; the loss is that of the weights before the update. */
    public StepResult step() {
        SoftmaxCrossEntropy.Result r = forwardBackward(sampler.next());
        optimizer.step();
        return new StepResult(iteration++, r.loss(), r.correct(), settings.batchSize());
    }

    /** Steps until {@link #iteration()} equals {@code target}. */
    public void trainTo(long target) {
        if (target < iteration) {
            throw new IllegalArgumentException("cannot go back from iteration " + iteration + " to " + target);
        }
        while (iteration < target) {
            step();
        }
    }

    private SoftmaxCrossEntropy.Result forwardBackward(int[] samples) {
        data.gather(samples, batchX, batchY);
        int b = samples.length;
        network.zeroGrad();
        float[] logits = network.forward(batchX, b);
        SoftmaxCrossEntropy.Result r = SoftmaxCrossEntropy.evaluate(logits, network.classes(), b, batchY);
        network.backward(r.gradient(), b);
        return r;
    }

    /** The weights as a state_dict (names like {@code conv1.weight}), stored as {@code dtype}. */
    public List<Tensor> stateDict(DType dtype) {
        List<Tensor> out = new ArrayList<>();
        for (Param p : network.params()) {
            out.add(Tensor.of(p.name(), dtype, p.shape(), ReducedPrecision.encode(p.value(), dtype)));
        }
        return out;
    }

    /**
     * The device-memory allocations of the next training step, captured after its backward pass and before
     * its optimizer update (the moment all of them are live). The step itself is not taken: a following
     * {@link #step()} runs on the same minibatch. All tensors are F32, in this order:
     * <ul>
     * <li>{@code param/<name>}: the weights at {@link #iteration()};</li>
     * <li>{@code grad/<name>}: their gradients for this minibatch;</li>
     * <li>{@code opt/momentum/<name>} (SGD) or {@code opt/adam_m/<name>}, {@code opt/adam_v/<name>} (Adam): the
     * optimizer state after {@link #iteration()} steps (all zeros at iteration 0);</li>
     * <li>{@code act/input} and {@code act/<module>} for each module whose output autograd keeps (conv1, relu1,
     * conv2, relu2, pool, fc1, relu3, fc2 for the CNN; flatten is a view and has none), shaped
     * {@code [batch, C, H, W]} or {@code [batch, features]}; ReLU outputs hold real zeros.</li>
     * </ul>
     */
    public Snapshot memoryImage() {
        int b = settings.batchSize();
        forwardBackward(sampler.peek());
        List<Tensor> out = new ArrayList<>();
        for (Param p : network.params()) {
            out.add(Tensor.ofFloats("param/" + p.name(), p.shape(), p.value().clone()));
        }
        for (Param p : network.params()) {
            out.add(Tensor.ofFloats("grad/" + p.name(), p.shape(), p.grad().clone()));
        }
        for (Optimizer.StateBuffer s : optimizer.state()) {
            out.add(Tensor.ofFloats(s.name(), s.shape(), s.values().clone()));
        }
        long[] inShape = network.inHeight() == 1
                ? new long[] {b, network.inChannels()}
                : new long[] {b, network.inChannels(), network.inHeight(), network.inWidth()};
        out.add(Tensor.ofFloats("act/input", inShape, network.lastInput().clone()));
        List<Layer> layers = network.layers();
        List<float[]> acts = network.lastActivations();
        for (int i = 0; i < layers.size(); i++) {
            Layer l = layers.get(i);
            if (l instanceof Flatten) {
                continue;
            }
            out.add(Tensor.ofFloats("act/" + l.name(), Network.outputShape(l, b),
                    Network.toSampleMajor(acts.get(i), l, b)));
        }
        return new Snapshot(null, iteration, out);
    }

    @Override
    public void close() {
        workers.close();
    }
}
