package org.snapwear.gpu.buddy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * Replays a sequence of memory images into one allocation map. Targets are fixed once, from the profiling
 * image (index {@code profileIndex}, by default the first), then every image is compressed and compared entry
 * by entry with the previous one. All images must have the profiling image's allocations (names and sizes).
 */
public final class OverflowReplay {
    /** How targets are chosen from the profiling image. */
    public interface TargetChoice {
        TargetRatio[] choose(EntryTable profile);
    }

    /** Replay outcome: the fixed layout of the profiling image, its summary and one change record per image. */
    public record Result(TargetRatio[] targets, BuddyResult profileSummary, List<StepChange> steps) {
    }

    private final ImageAnalyzer analyzer;

    public OverflowReplay(ImageAnalyzer analyzer) {
        this.analyzer = analyzer;
    }

    public Result replay(ImageSource source, int profileIndex, TargetChoice choice, AccessProfile profile)
            throws IOException {
        if (source.size() == 0) {
            throw new IllegalArgumentException("empty sequence");
        }
        if (profileIndex < 0 || profileIndex >= source.size()) {
            throw new IllegalArgumentException("profiling index " + profileIndex + " outside 0.." + (source.size() - 1));
        }
        EntryTable profTable;
        try (MemoryImage img = source.open(profileIndex)) {
            profTable = analyzer.analyze(img);
        }
        TargetRatio[] targets = choice.choose(profTable);
        BuddyResult summary = new BuddyLayout(profTable, targets).summarize(profile);
        List<StepChange> steps = new ArrayList<>();
        byte[] prev = null;
        for (int i = 0; i < source.size(); i++) {
            EntryTable t;
            String src;
            long iter;
            try (MemoryImage img = source.open(i)) {
                t = i == profileIndex ? profTable : analyzer.analyze(img);
                src = img.source();
                iter = img.iteration();
            }
            if (!t.sameLayout(profTable)) {
                throw new CheckpointFormatException(Path.of(src), 0, "allocation map differs from the profiling "
                        + "snapshot (names or sizes); a sequence must replay into the same allocations");
            }
            BuddyLayout layout = new BuddyLayout(t, targets);
            byte[] cur = layout.buddySectorArray();
            double access = layout.summarize(profile).buddyAccessFraction();
            steps.add(compare(i, iter, src, t, prev, cur, access));
            prev = cur;
        }
        return new Result(targets, summary, steps);
    }

    /** Compares buddy sectors per entry with the previous step (null for the first step: nothing grew). */
    static StepChange compare(int step, long iteration, String source, EntryTable t, byte[] prev, byte[] cur,
            double buddyAccessFraction) {
        long grew = 0;
        long shrank = 0;
        long entries = 0;
        long sectors = 0;
        List<StepChange.AllocationChange> per = new ArrayList<>();
        for (int a = 0; a < t.allocations(); a++) {
            long g = 0;
            long s = 0;
            long be = 0;
            for (int e = t.firstEntry(a); e < t.firstEntry(a + 1); e++) {
                int c = cur[e];
                if (c > 0) {
                    be++;
                    sectors += c;
                }
                if (prev != null) {
                    if (c > prev[e]) {
                        g++;
                    } else if (c < prev[e]) {
                        s++;
                    }
                }
            }
            grew += g;
            shrank += s;
            entries += be;
            per.add(new StepChange.AllocationChange(t.allocationName(a), g, s, be));
        }
        return new StepChange(step, iteration, source, t.meanBits(), entries, sectors,
                t.entries() == 0 ? 0 : (double) entries / t.entries(), buddyAccessFraction, grew, shrank,
                List.copyOf(per));
    }
}
