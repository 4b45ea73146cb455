package org.snapwear.codec.container;

import java.io.IOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

import org.snapwear.trace.concurrent.Futures;

/**
 * Waits for a chunk task of a parallel encoder or decoder and rethrows what the task threw as it was (an
 * {@link IOException} such as a format error keeps its file, offset and reason), so the parallel paths fail exactly
 * like the sequential ones.
 */
final class ChunkFutures {
    private ChunkFutures() {
    }

    /** @param what names the work in the message of an interruption or an unexpected error */
    static <T> T await(Future<T> f, String what) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while " + what, e);
        } catch (ExecutionException e) {
            throw Futures.unwrap(e);
        }
    }
}
