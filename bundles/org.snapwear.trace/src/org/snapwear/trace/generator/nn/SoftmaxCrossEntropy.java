package org.snapwear.trace.generator.nn;

/** Mean cross-entropy of softmax(logits) against integer labels (nn.CrossEntropyLoss), and its gradient. */
public final class SoftmaxCrossEntropy {

    /** Loss, number of samples whose arg-max logit is the label, and d(loss)/d(logits) ({@code [classes][batch]}). */
    public record Result(double loss, int correct, float[] gradient) {
    }

    private SoftmaxCrossEntropy() {
    }

    /**
     * @param logits {@code [classes][batch]}
     * @param labels one label per sample, in {@code [0, classes)}
     */
    public static Result evaluate(float[] logits, int classes, int batch, int[] labels) {
        float[] grad = new float[classes * batch];
        double total = 0;
        int correct = 0;
        double[] p = new double[classes];
        for (int s = 0; s < batch; s++) {
            double max = Double.NEGATIVE_INFINITY;
            int arg = 0;
            for (int c = 0; c < classes; c++) {
                double v = logits[c * batch + s];
                if (v > max) {
                    max = v;
                    arg = c;
                }
            }
            double sum = 0;
            for (int c = 0; c < classes; c++) {
                // StrictMath: exp's last bit must not depend on JIT intrinsics (byte-identical runs).
                p[c] = StrictMath.exp(logits[c * batch + s] - max);
                sum += p[c];
            }
            int y = labels[s];
            total += -(logits[y * batch + s] - max - StrictMath.log(sum));
            if (arg == y) {
                correct++;
            }
            for (int c = 0; c < classes; c++) {
                double g = p[c] / sum - (c == y ? 1.0 : 0.0);
                grad[c * batch + s] = (float) (g / batch);
            }
        }
        return new Result(total / batch, correct, grad);
    }
}
