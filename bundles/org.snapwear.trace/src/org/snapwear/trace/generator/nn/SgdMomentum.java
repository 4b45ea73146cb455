package org.snapwear.trace.generator.nn;

import java.util.ArrayList;
import java.util.List;

/**
 * torch.optim.SGD with momentum and weight decay (dampening 0, not Nesterov):
 * {@code g = grad + wd*w; buf = momentum*buf + g; w -= lr*buf}. The buffer starts at zero, which gives exactly
 * PyTorch's first step ({@code buf = g}).
 */
public final class SgdMomentum implements Optimizer {
    private final List<Param> params;
    private final float lr;
    private final float momentum;
    private final float weightDecay;
    private final List<float[]> buffers = new ArrayList<>();
    private long steps;

    public SgdMomentum(List<Param> params, double lr, double momentum, double weightDecay) {
        this.params = List.copyOf(params);
        this.lr = (float) lr;
        this.momentum = (float) momentum;
        this.weightDecay = (float) weightDecay;
        for (Param p : this.params) {
            buffers.add(new float[p.size()]);
        }
    }

    @Override
    public void step() {
        steps++;
        for (int k = 0; k < params.size(); k++) {
            float[] w = params.get(k).value();
            float[] g = params.get(k).grad();
            float[] buf = buffers.get(k);
            for (int i = 0; i < w.length; i++) {
                float d = g[i] + weightDecay * w[i];
                float b = momentum * buf[i] + d;
                buf[i] = b;
                w[i] -= lr * b;
            }
        }
    }

    @Override
    public List<StateBuffer> state() {
        List<StateBuffer> out = new ArrayList<>();
        for (int k = 0; k < params.size(); k++) {
            Param p = params.get(k);
            out.add(new StateBuffer("opt/momentum/" + p.name(), p.shape(), buffers.get(k)));
        }
        return out;
    }

    @Override
    public long stepCount() {
        return steps;
    }

    @Override
    public void restoreStepCount(long value) {
        if (value < 0) {
            throw new IllegalArgumentException("step count must be >= 0, got " + value);
        }
        steps = value;
    }
}
