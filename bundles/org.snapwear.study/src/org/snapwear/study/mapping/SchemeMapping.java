package org.snapwear.study.mapping;

import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfileException;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanLoss;
import java.util.List;

import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.model.study.CodecParameter;
import org.snapwear.model.study.Scheme;

/**
 * {@link Scheme} to {@link SchemeSpec}: codec, baselineCodec, mode, snapDis, unit, firstIteration and threads
 * (0 = the run's thread count) map one to one; name identifies the scheme in results. The codec engine's registry
 * has no per-scheme codec parameters (each codec id is one fixed configuration, e.g. {@code gzip} is level 6), so
 * {@code parameters} has no engine knob: {@link #ignoredParameters} lists them so the runner can warn. The one
 * parameter applied is {@value #LOSS}, a loss profile ({@link #loss}).
 */
public final class SchemeMapping {

    /** The scheme parameter that names a loss profile. */
    public static final String LOSS = "loss";

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

    /** "key=value" of each codec parameter, which the codec engine cannot apply ({@value #LOSS} is applied). */
    public static List<String> ignoredParameters(Scheme s) {
        return s.getParameters().stream().filter(p -> !LOSS.equals(p.getKey()))
                .map((CodecParameter p) -> p.getKey() + "=" + p.getValue()).toList();
    }

    /**
     * The loss profile a scheme is saved with: the built-in profile its parameter {@value #LOSS} names
     * ({@code <parameters key="loss" value="moments-8bit"/>}), {@link PlanLoss#EXACT} without one (the default).
     *
     * @throws IllegalArgumentException naming the scheme and the valid profiles for an unknown profile, or a
     *                                  parameter given twice
     */
    public static PlanLoss loss(Scheme s) {
        List<String> named = s.getParameters().stream().filter(p -> LOSS.equals(p.getKey()))
                .map(CodecParameter::getValue).toList();
        if (named.isEmpty()) {
            return PlanLoss.EXACT;
        }
        if (named.size() > 1) {
            throw new IllegalArgumentException("scheme '" + s.getName() + "': parameter loss is given twice");
        }
        try {
            return new PlanLoss(LossProfiles.resolve(named.get(0), List.of()), ExactGlobs.NONE);
        } catch (LossProfileException e) {
            throw new IllegalArgumentException("scheme '" + s.getName() + "': parameter loss: " + e.getMessage(), e);
        }
    }
}
