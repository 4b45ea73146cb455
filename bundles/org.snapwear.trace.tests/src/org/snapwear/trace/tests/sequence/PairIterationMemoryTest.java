package org.snapwear.trace.tests.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.sequence.SequenceMismatchException;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.sequence.SnapshotSequence.Entry;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** Counts open snapshots through the opener: pair iteration never holds more than two, and closes all. */
class PairIterationMemoryTest {
    private final AtomicInteger open = new AtomicInteger();
    private int maxOpen;

    private SnapshotSequence sequence(int n, int badIndex) {
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            entries.add(new Entry(i * 100L, Path.of("mem-" + i)));
        }
        return new SnapshotSequence(entries, e -> {
            maxOpen = Math.max(maxOpen, open.incrementAndGet());
            int len = e.iteration() == badIndex * 100L ? 5 : 4;
            return new Snapshot(e.path(), e.iteration(), List.of(Tensor.ofFloats("w", new long[] {len}, new float[len])),
                    open::decrementAndGet);
        });
    }

    @Test
    void atMostTwoOpenAndAllClosed() throws IOException {
        List<Long> seen = new ArrayList<>();
        sequence(10, -1).forEachPair((i, a, b) -> {
            seen.add(b.iteration());
            assertEquals(2, open.get());
        });
        assertEquals(9, seen.size());
        assertEquals(2, maxOpen);
        assertEquals(0, open.get());
    }

    @Test
    void closesBothWhenTheVisitorOrTheLayoutCheckFails() {
        assertThrows(IOException.class, () -> sequence(5, -1).forEachPair((i, a, b) -> {
            if (i == 3) {
                throw new IOException("stop");
            }
        }));
        assertEquals(0, open.get());
        SequenceMismatchException e = assertThrows(SequenceMismatchException.class,
                () -> sequence(5, 3).forEachPair((i, a, b) -> { }));
        assertEquals(Path.of("mem-2"), e.first());
        assertEquals(Path.of("mem-3"), e.second());
        assertEquals(0, open.get());
        assertThrows(SequenceMismatchException.class, () -> sequence(5, 4).validate());
        assertEquals(0, open.get());
        assertEquals(2, maxOpen);
    }
}
