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

    /**
     * Where the sampler stands: its random stream, the current epoch's order and the position in it. A sampler
     * made from it draws the same batches as this one would.
     */
    public record State(long rng, int[] order, int position) {
    }

    /** Continues from a {@link #state()} (the data set size is the order's length). */
    public MinibatchSampler(State state, int batchSize) {
        if (state.position() < 0 || state.position() > state.order().length) {
            throw new IllegalArgumentException("sampler position " + state.position() + " is outside the epoch of "
                    + state.order().length + " samples");
        }
        if (batchSize > state.order().length) {
            throw new IllegalArgumentException("batch size " + batchSize + " exceeds the data set size "
                    + state.order().length);
        }
        this.size = state.order().length;
        this.batch = batchSize;
        this.rng = new Rng(state.rng());
        this.order = state.order().clone();
        this.pos = state.position();
    }

    public State state() {
        return new State(rng.state(), order.clone(), pos);
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
