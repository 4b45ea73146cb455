package org.snapwear.trace.generator.nn;

/**
 * One trainable tensor: its state_dict name and shape, its fp32 values and the gradient of the current step.
 */
public final class Param {
    private final String name;
    private final long[] shape;
    private final float[] value;
    private final float[] grad;

    public Param(String name, long[] shape) {
        this.name = name;
        this.shape = shape.clone();
        long n = 1;
        for (long d : shape) {
            n *= d;
        }
        this.value = new float[Math.toIntExact(n)];
        this.grad = new float[value.length];
    }

    /** PyTorch state_dict name, e.g. {@code conv1.weight}. */
    public String name() {
        return name;
    }

    public long[] shape() {
        return shape.clone();
    }

    public int size() {
        return value.length;
    }

    /** The live values (the optimizer updates them in place). */
    public float[] value() {
        return value;
    }

    /** The live gradient, accumulated by backward passes and cleared by {@link #zeroGrad()}. */
    public float[] grad() {
        return grad;
    }

    public void zeroGrad() {
        java.util.Arrays.fill(grad, 0f);
    }
}
