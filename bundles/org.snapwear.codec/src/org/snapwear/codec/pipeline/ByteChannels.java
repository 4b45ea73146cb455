package org.snapwear.codec.pipeline;

import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Read channels over in-memory data, so a snapshot's tensors (possibly memory-mapped) feed the pipeline's read
 * stage without being copied into one big array first.
 */
public final class ByteChannels {

    private ByteChannels() {
    }

    /** The tensors' data of a snapshot, concatenated in storage order. */
    public static ReadableByteChannel of(Snapshot snapshot) {
        List<ByteBuffer> parts = new ArrayList<>();
        for (Tensor t : snapshot.tensors()) {
            parts.add(t.data());
        }
        return of(parts);
    }

    /** The given buffers (from their positions to their limits), concatenated; the caller's buffers are not moved. */
    public static ReadableByteChannel of(List<ByteBuffer> buffers) {
        List<ByteBuffer> views = new ArrayList<>();
        for (ByteBuffer b : buffers) {
            views.add(b.duplicate());
        }
        return new ReadableByteChannel() {
            private int current;
            private boolean open = true;

            @Override
            public int read(ByteBuffer dst) {
                while (current < views.size() && !views.get(current).hasRemaining()) {
                    current++;
                }
                if (current == views.size()) {
                    return -1;
                }
                ByteBuffer src = views.get(current);
                int n = Math.min(dst.remaining(), src.remaining());
                ByteBuffer part = src.duplicate();
                part.limit(part.position() + n);
                dst.put(part);
                src.position(src.position() + n);
                return n;
            }

            @Override
            public boolean isOpen() {
                return open;
            }

            @Override
            public void close() {
                open = false;
            }
        };
    }
}
