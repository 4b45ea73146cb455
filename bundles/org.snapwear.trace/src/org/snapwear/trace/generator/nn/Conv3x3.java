package org.snapwear.trace.generator.nn;

import java.util.List;

/**
 * 2-D convolution with a 3x3 kernel, stride 1 and zero padding 1 (output as large as the input), weight shape
 * {@code [out][in][3][3]} as in PyTorch's nn.Conv2d. Implemented as im2col followed by one matrix product per
 * minibatch, so the inner loop runs over {@code batch * height * width} elements.
 */
public final class Conv3x3 implements Layer {
    private final String name;
    private final int cin;
    private final int cout;
    private final int h;
    private final int w;
    private final Param weight;
    private final Param bias;
    private final Workers workers;
    private float[] col;

    public Conv3x3(String name, int cin, int cout, int height, int width, Workers workers) {
        this.name = name;
        this.cin = cin;
        this.cout = cout;
        this.h = height;
        this.w = width;
        this.workers = workers;
        this.weight = new Param(name + ".weight", new long[] {cout, cin, 3, 3});
        this.bias = new Param(name + ".bias", new long[] {cout});
    }

    @Override
    public String name() {
        return name;
    }

    public int inChannels() {
        return cin;
    }

    @Override
    public int outChannels() {
        return cout;
    }

    @Override
    public int outHeight() {
        return h;
    }

    @Override
    public int outWidth() {
        return w;
    }

    @Override
    public float[] forward(float[] x, int batch) {
        int n = batch * h * w;
        int k = cin * 9;
        col = new float[k * n];
        workers.forRange(cin, 9L * n, (from, to) -> im2col(x, batch, from, to));
        float[] y = new float[cout * n];
        float[] b = bias.value();
        for (int o = 0; o < cout; o++) {
            java.util.Arrays.fill(y, o * n, (o + 1) * n, b[o]);
        }
        Gemm.mulAdd(weight.value(), col, y, cout, k, n, workers);
        return y;
    }

    private void im2col(float[] x, int batch, int ciFrom, int ciTo) {
        int hw = h * w;
        int n = batch * hw;
        for (int ci = ciFrom; ci < ciTo; ci++) {
            for (int ky = 0; ky < 3; ky++) {
                for (int kx = 0; kx < 3; kx++) {
                    int row = (ci * 9 + ky * 3 + kx) * n;
                    for (int s = 0; s < batch; s++) {
                        int src = ci * n + s * hw;
                        int dst = row + s * hw;
                        for (int y = 0; y < h; y++) {
                            int sy = y + ky - 1;
                            if (sy < 0 || sy >= h) {
                                continue; // stays zero: padding
                            }
                            for (int xx = 0; xx < w; xx++) {
                                int sx = xx + kx - 1;
                                if (sx >= 0 && sx < w) {
                                    col[dst + y * w + xx] = x[src + sy * w + sx];
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @Override
    public float[] backward(float[] g, int batch, boolean needInputGradient) {
        int n = batch * h * w;
        int k = cin * 9;
        float[] gb = bias.grad();
        for (int o = 0; o < cout; o++) {
            float s = 0f;
            for (int j = o * n, e = j + n; j < e; j++) {
                s += g[j];
            }
            gb[o] += s;
        }
        // dW[cout][k] += g[cout][n] * col^T[n][k]
        Gemm.mulAdd(g, Gemm.transpose(col, k, n), weight.grad(), cout, n, k, workers);
        if (!needInputGradient) {
            return null;
        }
        // dcol[k][n] = W^T[k][cout] * g[cout][n], then scatter back (col2im).
        float[] dcol = new float[k * n];
        Gemm.mulAdd(Gemm.transpose(weight.value(), cout, k), g, dcol, k, cout, n, workers);
        float[] dx = new float[cin * n];
        workers.forRange(cin, 9L * n, (from, to) -> col2im(dcol, dx, batch, from, to));
        return dx;
    }

    private void col2im(float[] dcol, float[] dx, int batch, int ciFrom, int ciTo) {
        int hw = h * w;
        int n = batch * hw;
        for (int ci = ciFrom; ci < ciTo; ci++) {
            for (int ky = 0; ky < 3; ky++) {
                for (int kx = 0; kx < 3; kx++) {
                    int row = (ci * 9 + ky * 3 + kx) * n;
                    for (int s = 0; s < batch; s++) {
                        int dst = ci * n + s * hw;
                        int src = row + s * hw;
                        for (int y = 0; y < h; y++) {
                            int sy = y + ky - 1;
                            if (sy < 0 || sy >= h) {
                                continue;
                            }
                            for (int xx = 0; xx < w; xx++) {
                                int sx = xx + kx - 1;
                                if (sx >= 0 && sx < w) {
                                    dx[dst + sy * w + sx] += dcol[src + y * w + xx];
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @Override
    public List<Param> params() {
        return List.of(weight, bias);
    }
}
