package org.snapwear.study.sim;

import java.io.Serializable;
import java.util.List;

/**
 * One save of a scheme's save stream as the SSD replay sees it: the file written, its size, the iterations
 * Algorithm 2 deletes after it and those it keeps to rebuild the latest snapshot. Only what the device needs, so
 * that a stream computed once can be replayed on many devices, also in other processes (it is
 * {@link Serializable}: a Spark sweep ships streams to its tasks).
 *
 * @param iteration iteration saved
 * @param fileName  the file it is stored under ({@link SaveStreams#fileName})
 * @param bytes     bytes written for it
 * @param deleted   iterations deleted after it is written
 * @param kept      iterations stored after the save and its deletions
 */
public record StreamSave(long iteration, String fileName, long bytes, List<Long> deleted, List<Long> kept)
        implements Serializable {

    private static final long serialVersionUID = 1L;

    public StreamSave {
        // List.copyOf's lists are serializable and unmodifiable
        deleted = List.copyOf(deleted);
        kept = List.copyOf(kept);
    }
}
