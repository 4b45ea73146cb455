package org.snapwear.trace.generator.data;

/**
 * A procedurally generated 10-class image data set (8x8 grey images, like sklearn's digits). Each class is a
 * random prototype of three pen strokes; every sample redraws them with jittered end points, a sub-pixel
 * shift, a random pen width and contrast, and Gaussian pixel noise, then the whole set is normalised to mean
 * 0 and deviation 1. The classes overlap enough that training keeps improving for thousands of iterations,
 * as in real training (measured in docs/generator.md).
 */
public final class StrokeImages {
    /** Image side in pixels. */
    public static final int SIDE = 8;
    public static final int PIXELS = SIDE * SIDE;
    public static final int CLASSES = 10;
    /** Samples in the training set (a fixed set reshuffled every epoch, like a real data loader). */
    public static final int DEFAULT_SIZE = 4096;
    private static final int STROKES = 3;

    private final float[] images;
    private final int[] labels;

    /** Generates {@code count} samples from the seed. */
    public StrokeImages(long seed, int count) {
        Rng rng = Rng.stream(seed, 1);
        double[][] prototypes = new double[CLASSES][STROKES * 4];
        for (int c = 0; c < CLASSES; c++) {
            for (int i = 0; i < STROKES * 4; i++) {
                prototypes[c][i] = rng.uniform(0.5, SIDE - 1.5);
            }
        }
        images = new float[count * PIXELS];
        labels = new int[count];
        double[] pts = new double[STROKES * 4];
        for (int s = 0; s < count; s++) {
            int c = s % CLASSES;
            double dx = 0.6 * rng.nextGaussian();
            double dy = 0.6 * rng.nextGaussian();
            for (int i = 0; i < pts.length; i += 2) {
                pts[i] = prototypes[c][i] + dx + 0.5 * rng.nextGaussian();
                pts[i + 1] = prototypes[c][i + 1] + dy + 0.5 * rng.nextGaussian();
            }
            double width = rng.uniform(0.5, 0.9);
            double contrast = rng.uniform(0.7, 1.0);
            for (int py = 0; py < SIDE; py++) {
                for (int px = 0; px < SIDE; px++) {
                    double d2 = Double.POSITIVE_INFINITY;
                    for (int k = 0; k < STROKES; k++) {
                        d2 = Math.min(d2, segmentDistance2(px, py, pts, k * 4));
                    }
                    double v = contrast * StrictMath.exp(-d2 / (2 * width * width)) + 0.1 * rng.nextGaussian();
                    images[s * PIXELS + py * SIDE + px] = (float) Math.max(0.0, Math.min(1.0, v));
                }
            }
            labels[s] = c;
        }
        normalize(images);
    }

    /**
     * Shifts and scales all pixels to mean 0 and standard deviation 1 over the whole set, as
     * torchvision's Normalize((mean,), (std,)) does for MNIST: without it the first hundreds of SGD steps
     * barely move the loss, unlike real runs.
     */
    private static void normalize(float[] px) {
        double sum = 0;
        for (float v : px) {
            sum += v;
        }
        double mean = sum / px.length;
        double var = 0;
        for (float v : px) {
            var += (v - mean) * (v - mean);
        }
        double std = Math.sqrt(var / px.length);
        for (int i = 0; i < px.length; i++) {
            px[i] = (float) ((px[i] - mean) / std);
        }
    }

    private static double segmentDistance2(double px, double py, double[] p, int o) {
        double ax = p[o];
        double ay = p[o + 1];
        double bx = p[o + 2];
        double by = p[o + 3];
        double vx = bx - ax;
        double vy = by - ay;
        double len2 = vx * vx + vy * vy;
        double t = len2 == 0 ? 0 : ((px - ax) * vx + (py - ay) * vy) / len2;
        t = Math.max(0, Math.min(1, t));
        double ex = ax + t * vx - px;
        double ey = ay + t * vy - py;
        return ex * ex + ey * ey;
    }

    public int size() {
        return labels.length;
    }

    public int label(int sample) {
        return labels[sample];
    }

    /** Copies the pixels of the given samples into {@code x} ({@code [batch][64]}) and their labels into {@code y}. */
    public void gather(int[] samples, float[] x, int[] y) {
        for (int i = 0; i < samples.length; i++) {
            System.arraycopy(images, samples[i] * PIXELS, x, i * PIXELS, PIXELS);
            y[i] = labels[samples[i]];
        }
    }
}
