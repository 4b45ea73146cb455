package org.snapwear.trace.generator.nn;

import java.util.ArrayList;
import java.util.List;

/**
 * torch.optim.Adam (L2 weight decay added to the gradient, not AdamW):
 * {@code m = b1*m + (1-b1)*g; v = b2*v + (1-b2)*g^2; w -= lr/bc1 * m / (sqrt(v)/sqrt(bc2) + eps)} with the
 * bias corrections {@code bc = 1 - beta^t}.
 */
public final class Adam implements Optimizer {
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final float EPS = 1e-8f;

    private final List<Param> params;
    private final double lr;
    private final float weightDecay;
    private final List<float[]> m = new ArrayList<>();
    private final List<float[]> v = new ArrayList<>();
    private long t;

    public Adam(List<Param> params, double lr, double weightDecay) {
        this.params = List.copyOf(params);
        this.lr = lr;
        this.weightDecay = (float) weightDecay;
        for (Param p : this.params) {
            m.add(new float[p.size()]);
            v.add(new float[p.size()]);
        }
    }

    @Override
    public void step() {
        t++;
        // pow and sqrt in double once per step; StrictMath keeps the constants identical on every JVM.
        double bc1 = 1.0 - StrictMath.pow(BETA1, t);
        double bc2 = 1.0 - StrictMath.pow(BETA2, t);
        float stepSize = (float) (lr / bc1);
        float bc2Sqrt = (float) Math.sqrt(bc2);
        float b1 = (float) BETA1;
        float b2 = (float) BETA2;
        float a1 = (float) (1.0 - BETA1);
        float a2 = (float) (1.0 - BETA2);
        for (int k = 0; k < params.size(); k++) {
            float[] w = params.get(k).value();
            float[] g = params.get(k).grad();
            float[] mk = m.get(k);
            float[] vk = v.get(k);
            for (int i = 0; i < w.length; i++) {
                float d = g[i] + weightDecay * w[i];
                float mi = b1 * mk[i] + a1 * d;
                float vi = b2 * vk[i] + a2 * d * d;
                mk[i] = mi;
                vk[i] = vi;
                float denom = (float) Math.sqrt(vi) / bc2Sqrt + EPS;
                w[i] -= stepSize * mi / denom;
            }
        }
    }

    @Override
    public List<StateBuffer> state() {
        List<StateBuffer> out = new ArrayList<>();
        for (int k = 0; k < params.size(); k++) {
            Param p = params.get(k);
            // Interleaved per parameter, as PyTorch allocates exp_avg and exp_avg_sq together.
            out.add(new StateBuffer("opt/adam_m/" + p.name(), p.shape(), m.get(k)));
            out.add(new StateBuffer("opt/adam_v/" + p.name(), p.shape(), v.get(k)));
        }
        return out;
    }

    @Override
    public long stepCount() {
        return t;
    }

    @Override
    public void restoreStepCount(long value) {
        if (value < 0) {
            throw new IllegalArgumentException("step count must be >= 0, got " + value);
        }
        t = value;
    }
}
