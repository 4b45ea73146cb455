package org.snapwear.trace.generator.data;

/**
 * Draws minibatches without replacement from a freshly shuffled order each epoch (DataLoader with
 * shuffle=True, drop_last=True). The next batch can be looked at without consuming it, so a memory image of
 * a step sees the same batch the real step uses.
 */
public final class MinibatchSampler {
    private final int size;
    private final int batch;
    private final Rng rng;
    private int[] order;
    private int pos;

    public MinibatchSampler(int datasetSize, int batchSize, Rng rng) {
        if (batchSize > datasetSize) {
            throw new IllegalArgumentException("batch size " + batchSize + " exceeds the data set size " + datasetSize);
        }
        this.size = datasetSize;
        this.batch = batchSize;
        this.rng = rng;
        newEpoch();
    }

    private void newEpoch() {
        order = new int[size];
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        rng.shuffle(order);
        pos = 0;
    }

    /** The sample indices of the next batch, without consuming it. */
    public int[] peek() {
        if (pos + batch > size) {
            newEpoch();
        }
        int[] b = new int[batch];
        System.arraycopy(order, pos, b, 0, batch);
        return b;
    }

    /** The sample indices of the next batch. */
    public int[] next() {
        int[] b = peek();
        pos += batch;
        return b;
    }
}
