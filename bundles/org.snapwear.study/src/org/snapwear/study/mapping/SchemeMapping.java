package org.snapwear.study.mapping;

import java.util.List;

import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.model.study.CodecParameter;
import org.snapwear.model.study.Scheme;

/**
 * {@link Scheme} to {@link SchemeSpec}: codec, baselineCodec, mode, snapDis, unit, firstIteration and threads
 * (0 = the run's thread count) map one to one; name identifies the scheme in results. The codec engine's registry
 * has no per-scheme codec parameters (each codec id is one fixed configuration, e.g. {@code gzip} is level 6), so
 * {@code parameters} has no engine knob: {@link #ignoredParameters} lists them so the runner can warn.
 */
public final class SchemeMapping {

    private SchemeMapping() {
    }

    /**
     * @param defaultThreads encoder threads when the scheme says 0 (automatic)
     */
    public static SchemeSpec spec(Scheme s, int defaultThreads) {
        int threads = s.getThreads() > 0 ? s.getThreads() : Math.max(1, defaultThreads);
        return new SchemeSpec(s.getCodec(), s.getBaselineCodec(), mode(s.getMode()), s.getSnapDis(), s.getUnit(),
                s.getFirstIteration(), threads);
    }

    public static SchemeMode mode(org.snapwear.model.study.SchemeMode m) {
        return switch (m) {
            case FULL -> SchemeMode.FULL;
            case PROGRESSIVE -> SchemeMode.PROGRESSIVE;
            case CHAIN -> SchemeMode.CHAIN;
        };
    }

    /** "key=value" of each codec parameter, which the codec engine cannot apply. */
    public static List<String> ignoredParameters(Scheme s) {
        return s.getParameters().stream().map((CodecParameter p) -> p.getKey() + "=" + p.getValue()).toList();
    }
}
