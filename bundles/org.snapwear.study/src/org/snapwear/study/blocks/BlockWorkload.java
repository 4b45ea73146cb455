package org.snapwear.study.blocks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.function.IntFunction;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.flash.files.FileLayer;
import org.snapwear.flash.files.FileOp;
import org.snapwear.flash.replay.BlockTraceReplay;
import org.snapwear.flash.replay.UniformRandomWorkload;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.trace.blockio.BlockRequest;
import org.snapwear.trace.blockio.BlockTraceReader;

/**
 * What is played on the device. Running a workload twice on equal devices gives the same events, which is how
 * tests compare the log with a fresh simulation.
 */
public interface BlockWorkload {

    /** Short text for the view's title, e.g. "uniform random writes: 100,000". */
    String label();

    /**
     * Plays the workload on the device (already warmed up, event sink attached).
     *
     * @return how file ids in events are named (never null)
     * @throws OperationCanceledException when the monitor is cancelled
     */
    IntFunction<String> run(Ssd ssd, IProgressMonitor monitor) throws IOException;

    /** A checkpoint-save stream (file writes and deletes) through the file layer. */
    static BlockWorkload saves(String label, List<FileOp> ops) {
        return new BlockWorkload() {
            @Override
            public String label() {
                return label;
            }

            @Override
            public IntFunction<String> run(Ssd ssd, IProgressMonitor monitor) {
                SubMonitor sub = SubMonitor.convert(monitor, "Replaying " + ops.size() + " file operations", ops.size());
                FileLayer files = new FileLayer(ssd);
                for (FileOp op : ops) {
                    files.apply(op);
                    sub.split(1);
                }
                return files::fileName;
            }
        };
    }

    /** A block I/O trace file (format detected by {@link BlockTraceReader}). */
    static BlockWorkload trace(Path file) {
        return new BlockWorkload() {
            @Override
            public String label() {
                return "block trace " + file.getFileName();
            }

            @Override
            public IntFunction<String> run(Ssd ssd, IProgressMonitor monitor) throws IOException {
                SubMonitor sub = SubMonitor.convert(monitor, "Replaying " + file.getFileName(), 1000);
                try (BlockTraceReader reader = BlockTraceReader.open(file)) {
                    // The request count is unknown up front: progress ticks on a shrinking remainder.
                    Iterator<BlockRequest> checked = new Iterator<>() {
                        private long n;

                        @Override
                        public boolean hasNext() {
                            return reader.hasNext();
                        }

                        @Override
                        public BlockRequest next() {
                            if ((++n & 1023) == 0) {
                                sub.setWorkRemaining(1000);
                                sub.split(1);
                            }
                            return reader.next();
                        }
                    };
                    try {
                        BlockTraceReplay.replay(ssd, checked);
                    } catch (IllegalArgumentException e) {
                        // a request beyond the device: name the trace line it came from
                        throw reader.problem(e.getMessage());
                    } catch (java.io.UncheckedIOException e) {
                        throw e.getCause();
                    }
                }
                return id -> "file #" + id;
            }
        };
    }

    /** {@code writes} uniform random single-page writes over the user space (SplitMix64, seeded). */
    static BlockWorkload uniform(long writes, long seed) {
        if (writes < 0) {
            throw new IllegalArgumentException("number of writes must be >= 0, got " + writes);
        }
        return new BlockWorkload() {
            @Override
            public String label() {
                return String.format("uniform random writes: %,d (seed %d)", writes, seed);
            }

            @Override
            public IntFunction<String> run(Ssd ssd, IProgressMonitor monitor) {
                int chunks = (int) ((writes + 65535) / 65536);
                SubMonitor sub = SubMonitor.convert(monitor, label(), Math.max(1, chunks));
                UniformRandomWorkload w = new UniformRandomWorkload(seed);
                int n = ssd.userPages();
                for (long i = 0; i < writes; i++) {
                    if ((i & 65535) == 0 && i > 0) {
                        sub.split(1);
                    }
                    ssd.write(w.nextPage(n), 0);
                }
                return id -> "file #" + id;
            }
        };
    }
}
