package org.snapwear.study.overview;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfileException;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.study.outcome.LossOutcome;
import org.snapwear.study.outcome.SchemeEvaluation;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.outcome.SchemeStream;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * The lossy rows of a run overview: the verdict's scheme saved again with each loss profile (the simulation of
 * {@code snapwear compress --loss}, every lossy tensor checked against its bound) and replayed on the same scaled
 * device as the candidates, so its bytes, erases and lifetime compare with the exact verdict's one for one. The
 * verdict itself is never lossy: a lossy row is asked for by profile name and labelled with what it bounds.
 */
public final class LossOverviews {

    /** The profiles an overview shows by default: the built-ins other than exact (ExCP-style moments, then all). */
    public static final List<String> DEFAULT_PROFILES = List.of(LossProfiles.MOMENTS_8BIT, LossProfiles.AGGRESSIVE,
            LossProfiles.SZ_4BIT);

    private LossOverviews() {
    }

    /** {@link #DEFAULT_PROFILES} with nothing kept exact beyond what every profile keeps (the workbench's rows). */
    public static List<PlanLoss> defaults() {
        try {
            return resolve(List.of(), List.of(), ExactGlobs.NONE);
        } catch (LossProfileException e) {
            throw new IllegalStateException("a built-in loss profile is missing", e);
        }
    }

    /**
     * The profiles named, among the built-ins and the user's file, in the order given (a name given twice counts
     * once; {@code exact} is the verdict itself and is left out); none named: {@link #DEFAULT_PROFILES}.
     *
     * @throws LossProfileException naming the valid profiles for an unknown name
     */
    public static List<PlanLoss> resolve(List<String> names, List<LossProfile> user, ExactGlobs exact)
            throws LossProfileException {
        Map<String, PlanLoss> out = new LinkedHashMap<>();
        for (String name : names.isEmpty() ? DEFAULT_PROFILES : names) {
            LossProfile p = LossProfiles.resolve(name, user);
            if (!p.isExact()) {
                out.putIfAbsent(p.name(), new PlanLoss(p, exact));
            }
        }
        return List.copyOf(out.values());
    }

    /**
     * The overview with one lossy row per profile, each the verdict's scheme saved with the profile; measured through
     * {@code cache} when given (each row under its own key), else measured now. {@code progress} is asked between
     * saves whether to stop.
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} is cancelled
     */
    public static RunOverview withLoss(String source, SnapshotSequence seq, RunOverview o, List<PlanLoss> profiles,
            MeasurementCache cache, Progress progress) throws IOException {
        Progress sub = progress == null ? Progress.NONE : progress;
        SchemeSpec spec = RunOverviews.spec(o.best());
        ScaledDevice.Scaled device = RunOverviews.device(o.measurements());
        List<LossOutcome> rows = new ArrayList<>();
        for (PlanLoss loss : profiles) {
            sub.detail("Loss profile " + loss.profile().name() + " on " + o.best().label());
            MeasurementCache.LossMeasuring measuring = () -> measure(seq, spec, loss, device, sub);
            rows.add(cache == null ? measuring.measure() : cache.lossRow(source, seq, spec, loss, measuring));
        }
        return o.withLoss(rows);
    }

    /** One scheme saved with one loss profile and replayed on the device. */
    public static LossOutcome measure(SnapshotSequence seq, SchemeSpec spec, PlanLoss loss,
            ScaledDevice.Scaled device, Progress progress) throws IOException {
        SchemeStream stream = SchemeStream.simulate(seq, spec, loss, progress);
        SchemeOutcome outcome = SchemeEvaluation.evaluate(stream, device.config(), device.warmup(), progress)
                .outcome();
        return LossOutcome.of(stream, outcome);
    }
}
