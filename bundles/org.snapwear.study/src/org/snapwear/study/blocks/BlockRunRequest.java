package org.snapwear.study.blocks;

import java.nio.file.Path;
import java.util.Objects;

import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupState;

/**
 * The source and device of a block-state run, as chosen in the workbench.
 *
 * @param kind    which source
 * @param path    sequence directory (SEQUENCE) or trace file (TRACE), else null
 * @param scheme  codec, baseline, mode, snap_dis (SEQUENCE), else null
 * @param writes  number of writes (UNIFORM)
 * @param seed    random seed (UNIFORM)
 * @param config  the device
 * @param warmup  warm-up state, or null for a fresh device
 */
public record BlockRunRequest(Kind kind, Path path, SchemeSpec scheme, long writes, long seed, SsdConfig config,
        WarmupState warmup) {

    /** Where the events come from. */
    public enum Kind { SEQUENCE, TRACE, UNIFORM }

    public BlockRunRequest {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(config, "config");
        if ((kind == Kind.SEQUENCE || kind == Kind.TRACE) && path == null) {
            throw new IllegalArgumentException(kind + " run needs a path");
        }
        if (kind == Kind.SEQUENCE && scheme == null) {
            throw new IllegalArgumentException("sequence run needs a scheme");
        }
        if (kind == Kind.UNIFORM && writes < 0) {
            throw new IllegalArgumentException("number of writes must be >= 0, got " + writes);
        }
    }

    public static BlockRunRequest sequence(Path dir, SchemeSpec scheme, SsdConfig config, WarmupState warmup) {
        return new BlockRunRequest(Kind.SEQUENCE, dir, scheme, 0, 0, config, warmup);
    }

    public static BlockRunRequest trace(Path file, SsdConfig config, WarmupState warmup) {
        return new BlockRunRequest(Kind.TRACE, file, null, 0, 0, config, warmup);
    }

    public static BlockRunRequest uniform(long writes, long seed, SsdConfig config, WarmupState warmup) {
        return new BlockRunRequest(Kind.UNIFORM, null, null, writes, seed, config, warmup);
    }
}
