package org.snapwear.trace.generator;

import java.util.ArrayList;
import java.util.List;

import org.snapwear.trace.generator.data.StrokeImages;
import org.snapwear.trace.generator.nn.Conv3x3;
import org.snapwear.trace.generator.nn.Flatten;
import org.snapwear.trace.generator.nn.Layer;
import org.snapwear.trace.generator.nn.Linear;
import org.snapwear.trace.generator.nn.MaxPool2;
import org.snapwear.trace.generator.nn.Network;
import org.snapwear.trace.generator.nn.Relu;
import org.snapwear.trace.generator.nn.Workers;

/**
 * The layer sizes of a generated network, chosen so the parameter count comes close to a target.
 * <ul>
 * <li>CNN (as the fixture's LeNet): conv1 1->c1 3x3 pad 1, ReLU; conv2 c1->2*c1 3x3 pad 1, ReLU, max-pool 2;
 * fc1 (2*c1*4*4)->hidden, ReLU; fc2 hidden->10. c1 grows with the cube root of the target (8 at 100,000), the
 * hidden width takes up the rest (most parameters are in fc1, as in LeNet).</li>
 * <li>MLP: fc1 64->hidden, ReLU; fc2 hidden->hidden, ReLU; fc3 hidden->10.</li>
 * </ul>
 *
 * @param kind   network family
 * @param conv1  output channels of conv1 (0 for the MLP)
 * @param conv2  output channels of conv2 (0 for the MLP)
 * @param hidden hidden units of the fully connected layers
 */
public record Architecture(ModelKind kind, int conv1, int conv2, int hidden) {
    private static final int SIDE = StrokeImages.SIDE;
    private static final int CLASSES = StrokeImages.CLASSES;

    /** The architecture whose parameter count is closest to {@code target} for this family. */
    public static Architecture forTarget(ModelKind kind, long target) {
        if (kind == ModelKind.MLP) {
            // count = h^2 + 76h + 10: solve the quadratic, then check the neighbours.
            int h = (int) Math.round((-76 + Math.sqrt(76.0 * 76 + 4.0 * (target - 10))) / 2);
            return closest(target, new Architecture(kind, 0, 0, Math.max(1, h - 1)),
                    new Architecture(kind, 0, 0, Math.max(1, h)), new Architecture(kind, 0, 0, h + 1));
        }
        int c1 = (int) Math.max(2, Math.min(64, Math.round(8 * Math.cbrt(target / 1e5))));
        int c2 = 2 * c1;
        Architecture noHidden = new Architecture(kind, c1, c2, 0);
        long perHidden = (long) c2 * (SIDE / 2) * (SIDE / 2) + 1 + CLASSES;
        int h = (int) Math.max(1, Math.round((double) (target - noHidden.parameterCount()) / perHidden));
        return closest(target, new Architecture(kind, c1, c2, Math.max(1, h - 1)), new Architecture(kind, c1, c2, h),
                new Architecture(kind, c1, c2, h + 1));
    }

    private static Architecture closest(long target, Architecture... candidates) {
        Architecture best = candidates[0];
        for (Architecture a : candidates) {
            if (Math.abs(a.parameterCount() - target) < Math.abs(best.parameterCount() - target)) {
                best = a;
            }
        }
        return best;
    }

    /** The exact number of trainable parameters. */
    public long parameterCount() {
        if (kind == ModelKind.MLP) {
            long h = hidden;
            return (SIDE * SIDE + 1) * h + (h + 1) * h + (h + 1) * CLASSES;
        }
        long c1 = conv1;
        long c2 = conv2;
        long fcIn = c2 * (SIDE / 2) * (SIDE / 2);
        return (9 + 1) * c1 + (c1 * 9 + 1) * c2 + (fcIn + 1) * hidden + ((long) hidden + 1) * CLASSES;
    }

    /** A new, uninitialised network with these sizes. */
    public Network build(Workers workers) {
        List<Layer> layers = new ArrayList<>();
        if (kind == ModelKind.MLP) {
            Linear fc1 = new Linear("fc1", SIDE * SIDE, hidden, workers);
            layers.add(fc1);
            Relu r1 = new Relu("relu1", fc1);
            layers.add(r1);
            Linear fc2 = new Linear("fc2", hidden, hidden, workers);
            layers.add(fc2);
            layers.add(new Relu("relu2", fc2));
            layers.add(new Linear("fc3", hidden, CLASSES, workers));
            return new Network(SIDE * SIDE, 1, 1, layers);
        }
        Conv3x3 c1 = new Conv3x3("conv1", 1, conv1, SIDE, SIDE, workers);
        layers.add(c1);
        Relu r1 = new Relu("relu1", c1);
        layers.add(r1);
        Conv3x3 c2 = new Conv3x3("conv2", conv1, conv2, SIDE, SIDE, workers);
        layers.add(c2);
        Relu r2 = new Relu("relu2", c2);
        layers.add(r2);
        MaxPool2 pool = new MaxPool2("pool", r2);
        layers.add(pool);
        Flatten flat = new Flatten("flatten", pool);
        layers.add(flat);
        Linear fc1 = new Linear("fc1", flat.outFeatures(), hidden, workers);
        layers.add(fc1);
        layers.add(new Relu("relu3", fc1));
        layers.add(new Linear("fc2", hidden, CLASSES, workers));
        return new Network(1, SIDE, SIDE, layers);
    }

    /** One line, e.g. {@code cnn: conv1 1->8 3x3, conv2 8->16 3x3, maxpool 2, fc1 256->369, fc2 369->10}. */
    public String describe() {
        if (kind == ModelKind.MLP) {
            return "mlp: fc1 64->" + hidden + ", ReLU; fc2 " + hidden + "->" + hidden + ", ReLU; fc3 " + hidden + "->10";
        }
        int fcIn = conv2 * (SIDE / 2) * (SIDE / 2);
        return "cnn: conv1 1->" + conv1 + " 3x3 pad1, ReLU; conv2 " + conv1 + "->" + conv2
                + " 3x3 pad1, ReLU, maxpool 2; fc1 " + fcIn + "->" + hidden + ", ReLU; fc2 " + hidden + "->10";
    }
}
