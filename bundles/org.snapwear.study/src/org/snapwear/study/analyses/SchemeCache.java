package org.snapwear.study.analyses;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;

import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.mapping.SsdMapping;
import org.snapwear.study.outcome.SchemeEvaluation;
import org.snapwear.study.outcome.SchemeStream;
import org.snapwear.study.sim.LossLabel;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.trace.progress.Progress;

/**
 * Scheme simulations and their SSD replays, computed once per run through {@link RunContext#cached} so the
 * schemes analysis and the snap_dis sweep share them. Keys leave out the encoder thread count, which does not
 * change the output.
 */
final class SchemeCache {

    private SchemeCache() {
    }

    static String key(ResolvedSource source, SchemeSpec spec, PlanLoss loss) {
        // the loss profile's whole content: an exact and a lossy run of one scheme never share an entry
        return String.format(Locale.ROOT, "%s|%s|%s|%s|%d|%d|%d|%s", source.name(), spec.deltaCodec(),
                spec.baselineCodec(), spec.mode().id(), spec.snapDis(), spec.unit(), spec.firstIteration(),
                LossLabel.of(loss).key());
    }

    static SimulationResult simulation(RunContext context, ResolvedSource source, SchemeSpec spec) {
        return simulation(context, source, spec, PlanLoss.EXACT);
    }

    /** The scheme saved with a loss profile (the simulation of {@code compress --loss}). */
    static SimulationResult simulation(RunContext context, ResolvedSource source, SchemeSpec spec, PlanLoss loss) {
        return context.cached("scheme-sim|" + key(source, spec, loss), () -> {
            try {
                return SchemeRuns.simulate(source.sequence(), spec, loss, r -> { }, Progress.NONE);
            } catch (IOException e) {
                throw new UncheckedIOException("source '" + source.name() + "': " + e.getMessage(), e);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("source '" + source.name() + "', " + spec.deltaCodec() + " "
                        + spec.mode().id() + ": " + e.getMessage(), e);
            }
        });
    }

    /** The scheme evaluated on the study's (warmed-up) SSD ({@link SchemeEvaluation#evaluate}). */
    static SchemeEvaluation evaluation(RunContext context, ResolvedSource source, SchemeSpec spec) {
        return evaluation(context, source, spec, PlanLoss.EXACT);
    }

    /** The same for the scheme saved with a loss profile. */
    static SchemeEvaluation evaluation(RunContext context, ResolvedSource source, SchemeSpec spec, PlanLoss loss) {
        return context.cached("scheme-eval|" + key(source, spec, loss), () -> SchemeEvaluation.evaluate(
                SchemeStream.of(simulation(context, source, spec, loss), LossLabel.of(loss)), ssdConfig(context),
                warmup(context), Progress.NONE));
    }

    static SsdConfig ssdConfig(RunContext context) {
        return context.cached("ssd-config", () -> SsdMapping.config(context.study().getHardware().getSsd()));
    }

    /** Null for a fresh device; cached as an Optional because the cache holds no nulls. */
    static WarmupState warmup(RunContext context) {
        java.util.Optional<WarmupState> w = context.cached("ssd-warmup",
                () -> java.util.Optional.ofNullable(SsdMapping.warmup(context.study().getHardware().getSsd())));
        return w.orElse(null);
    }
}
