package org.snapwear.trace.generator.nn;

import java.util.List;

/** Updates parameters in place from their gradients, with PyTorch's update rules. */
public interface Optimizer {

    /** One optimizer state buffer as it sits in memory, e.g. {@code opt/momentum/fc1.weight}. */
    record StateBuffer(String name, long[] shape, float[] values) {
    }

    /** Applies one update to every parameter (the gradients are those of the current step). */
    void step();

    /** The optimizer's state buffers, one or two per parameter, live arrays in parameter order. */
    List<StateBuffer> state();

    /** Updates applied so far (Adam's {@code t}, which its bias correction depends on). */
    long stepCount();

    /** Sets the update count when training resumes from a checkpoint (the buffers are restored in place). */
    void restoreStepCount(long steps);
}
