package org.snapwear.trace.tests.format.torch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.torch.TorchZipReader;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * A pickle "billion laughs": one list shared at every level of a 40-deep nesting is 2^40 paths but 41 objects.
 * Reading it takes time and memory bounded by the objects (each walked once; a tensor keeps its first name).
 */
class SharedObjectsTest {

    private static final int LEVELS = 40;
    private static final Duration FAST = Duration.ofSeconds(10);

    @Test
    void sharedListNestedFortyDeepReadsOnceAndFast(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("laughs.pt");
        writeLaughs(f, false);
        assertTrue(Files.size(f) < 2048, "a small file: " + Files.size(f));
        long heapBefore = usedHeap();
        List<String> names = assertTimeoutPreemptively(FAST, () -> {
            try (Snapshot s = CheckpointFormats.read(f)) {
                return s.tensors().stream().map(t -> t.info().name()).toList();
            }
        });
        // root -> L40 -> ... -> L1 -> L0 -> the tensor: the first path takes index 0 at each of the 41 lists
        assertEquals(List.of("root" + ".0".repeat(LEVELS + 1)), names, "one tensor, under its first name");
        assertTimeoutPreemptively(FAST, () -> new TorchZipReader().payloadRegions(f));
        assertTrue(usedHeap() - heapBefore < 256L << 20, "bounded memory");
    }

    @Test
    void sharedListAsADictKeyIsRefused(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("laughs-key.pt");
        writeLaughs(f, true);
        CheckpointFormatException e = assertTimeoutPreemptively(FAST,
                () -> assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(f)));
        assertTrue(e.getMessage().contains("unhashable dict key"), e.getMessage());
    }

    /**
     * {@code L0 = [t]; L(i+1) = [L(i), L(i)]}, then {@code {"root": L40}}, or with {@code asKey} {@code {L40: t}}
     * (a list as a dict key: Python refuses it, a crafted pickle may hold it).
     */
    private static void writeLaughs(Path f, boolean asKey) throws Exception {
        PickleWriter p = new PickleWriter();
        TorchArchiveWriter.tensorV2(p, "FloatStorage", "0", 4, 0, new long[] {4}, new long[] {1});
        p.op('q').op(0); // BINPUT 0: the tensor
        p.op(']').op('h').op(0).op('a'); // EMPTY_LIST, BINGET 0, APPEND
        p.op('q').op(1);
        for (int i = 1; i <= LEVELS; i++) {
            p.op(']').mark().op('h').op(i).op('h').op(i).op('e'); // EMPTY_LIST, MARK, BINGET i twice, APPENDS
            p.op('q').op(i + 1);
        }
        p.emptyDict().mark();
        if (asKey) {
            p.op('h').op(LEVELS + 1).op('h').op(0);
        } else {
            p.str("root").op('h').op(LEVELS + 1);
        }
        p.setItems();
        ByteBuffer data = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
        new TorchArchiveWriter("laughs").storage("0", data).write(f, p.finish(), false);
    }

    private static long usedHeap() {
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }
}
