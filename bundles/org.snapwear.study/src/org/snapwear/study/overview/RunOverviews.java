package org.snapwear.study.overview;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.study.outcome.SchemeEvaluation;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.outcome.SchemeStream;
import org.snapwear.study.outcome.SnapDisRule;
import org.snapwear.study.run.ProgressOnMonitor;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * Computes run overviews with the code batch runs use: {@link SchemeRuns} (Algorithm 2, verified round trips, the
 * same simulation as {@code snapwear compress}), {@link SchemeEvaluation#evaluate} on the {@link ScaledDevice}
 * sized to the run (as {@code snapwear demo}), and the Table 10 rule of {@link SnapDisRule}.
 * <p>
 * The candidate set is bounded so an overview stays interactive: every snapshot saved whole ({@code full} with
 * {@value #BASELINE_CODEC}), and the paper's codec (DynRLE), the modern one (xor-shuffle-zstd) and ours
 * (predictive), each in progressive and chain mode, for the snap_dis values of {@link #snapDisValues}. A study
 * (snapwear run) sweeps whatever else the user wants.
 */
public final class RunOverviews {

    /** Delta codecs tried, in this order (those not registered or disabled are skipped). */
    public static final List<String> DELTA_CODECS = List.of("dynrle", "xor-shuffle-zstd", "predictive");
    public static final String BASELINE_CODEC = "huffman-exp";
    public static final String RAW_CODEC = "raw";
    /**
     * The device is the [Delta snapshots, docs/papers.md#delta-snapshots] one scaled ({@link ScaledDevice}) to twice the run's raw volume: sized to the raw
     * volume alone (as the demo sizes it for its chain and full schemes), a progressive scheme that keeps every
     * delta of a short run plus the file being written leaves a chip with only valid blocks and garbage collection
     * cannot proceed.
     */
    static final long DEVICE_HEADROOM = 2;
    /** Candidates run in parallel on at most this many threads (the results do not depend on the count). */
    static final int MAX_THREADS = 4;

    private RunOverviews() {
    }

    /**
     * What a sequence holds (the first part of {@link #measure}, without simulating anything): quick enough for
     * the workbench to show it while the verdict is being computed.
     */
    public static RunContents contents(String source, SnapshotSequence seq) throws IOException {
        return ContentsReader.read(source, seq);
    }

    /** Measures, then applies the settings. */
    public static RunOverview compute(String source, SnapshotSequence seq, OverviewSettings settings,
            IProgressMonitor monitor) throws IOException {
        return verdict(measure(source, seq, monitor), settings);
    }

    /**
     * The snap_dis values simulated for a run of {@code n} snapshots: 2..n for up to 6 snapshots (beyond n every
     * value behaves as n), otherwise 2, 3, 5, 10, 20, 50 up to n (the study's default sweep is 3, 5, 10).
     */
    public static List<Integer> snapDisValues(int n) {
        List<Integer> out = new ArrayList<>();
        if (n <= 6) {
            for (int d = 2; d <= n; d++) {
                out.add(d);
            }
            return out;
        }
        for (int d : new int[] {2, 3, 5, 10, 20, 50}) {
            if (d <= n) {
                out.add(d);
            }
        }
        return out;
    }

    /**
     * Reads the sequence and simulates every candidate, for the workbench: {@link #measure(String, SnapshotSequence,
     * Progress)} with the monitor's progress and cancel.
     *
     * @throws IOException                for a member that cannot be read (the message names it)
     * @throws IllegalArgumentException   for irregular spacing or an empty sequence
     * @throws OperationCanceledException when the monitor is cancelled
     */
    public static RunMeasurements measure(String source, SnapshotSequence seq, IProgressMonitor monitor)
            throws IOException {
        try {
            return measure(source, seq, new ProgressOnMonitor(monitor));
        } catch (CancellationException e) {
            throw new OperationCanceledException();
        }
    }

    /**
     * Reads the sequence and simulates every candidate, telling {@code progress} each candidate done and asking it
     * between two saves of every candidate whether to stop (a cancel stops within one save, also inside a long
     * candidate).
     *
     * @throws IOException                for a member that cannot be read (the message names it)
     * @throws IllegalArgumentException   for irregular spacing or an empty sequence
     * @throws CancellationException      when {@code progress} is cancelled
     */
    public static RunMeasurements measure(String source, SnapshotSequence seq, Progress progress)
            throws IOException {
        long wall0 = System.nanoTime();
        if (seq.size() == 0) {
            throw new IllegalArgumentException(source + ": no checkpoints");
        }
        Progress sub = progress == null ? Progress.NONE : progress;
        List<SchemeSpec> specs = candidateSpecs(seq.size());
        sub.begin("Run overview of " + source, 2 + specs.size(), "");
        sub.detail("Reading " + source);
        long cpu0 = threadCpu();
        RunContents contents = ContentsReader.read(source, seq);
        // The device depends only on the run's raw volume, known from what was read, so saving raw is simulated
        // in parallel with the candidates.
        ScaledDevice.Scaled device = device(contents);
        AtomicLong cpu = new AtomicLong(threadCpu() - cpu0);
        sub.worked(1);
        int threads = Math.max(1, Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "snapwear-overview");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<SchemeOutcome>> futures = new ArrayList<>();
            List<SchemeSpec> all = new ArrayList<>();
            all.add(new SchemeSpec(RAW_CODEC, RAW_CODEC, SchemeMode.FULL, 1, 0));
            all.addAll(specs);
            for (SchemeSpec spec : all) {
                futures.add(pool.submit(() -> {
                    sub.checkCanceled();
                    long c0 = threadCpu();
                    SchemeOutcome o = SchemeEvaluation.evaluate(SchemeStream.simulate(seq, spec, sub),
                            device.config(), device.warmup(), sub).outcome();
                    cpu.addAndGet(threadCpu() - c0);
                    return o;
                }));
            }
            SchemeOutcome raw = await(futures.remove(0), sub);
            sub.worked(1);
            List<SchemeOutcome> candidates = new ArrayList<>();
            for (Future<SchemeOutcome> f : futures) {
                candidates.add(await(f, sub));
                sub.worked(1);
            }
            return new RunMeasurements(contents, List.copyOf(candidates), raw, cpu.get(), System.nanoTime() - wall0);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The candidates for a run of {@code n} snapshots: full, then each delta codec in progressive mode and in
     * chain mode over {@link #snapDisValues}; chain with snap_dis 2 is left out, being the same saves as
     * progressive with snap_dis 2 (a baseline and one delta).
     */
    static List<SchemeSpec> candidateSpecs(int n) {
        List<SchemeSpec> specs = new ArrayList<>();
        specs.add(new SchemeSpec(BASELINE_CODEC, BASELINE_CODEC, SchemeMode.FULL, 1, 0));
        for (String c : DELTA_CODECS) {
            if (!available(c)) {
                continue;
            }
            for (SchemeMode mode : List.of(SchemeMode.PROGRESSIVE, SchemeMode.CHAIN)) {
                for (int d : snapDisValues(n)) {
                    if (mode == SchemeMode.CHAIN && d == 2) {
                        continue;
                    }
                    specs.add(new SchemeSpec(c, BASELINE_CODEC, mode, d, 0));
                }
            }
        }
        return specs;
    }

    private static SchemeOutcome await(Future<SchemeOutcome> f, Progress progress) throws IOException {
        while (true) {
            progress.checkCanceled();
            try {
                return f.get(100, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                // poll the monitor again
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("interrupted");
            } catch (ExecutionException e) {
                throw org.snapwear.trace.concurrent.Futures.unwrap(e);
            }
        }
    }

    private static long threadCpu() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        return mx.isCurrentThreadCpuTimeSupported() ? mx.getCurrentThreadCpuTime() : 0;
    }

    /** The device the candidates were replayed on (for a block-state run of one of them). */
    public static ScaledDevice.Scaled device(RunMeasurements m) {
        return device(m.contents());
    }

    private static ScaledDevice.Scaled device(RunContents c) {
        return ScaledDevice.forRawVolume(DEVICE_HEADROOM * c.tensorBytes());
    }

    /** How to run a candidate again ({@link SchemeRuns#simulate}, a block-state run). */
    public static SchemeSpec spec(SchemeOutcome o) {
        // the outcome keeps the scheme as its results name it (mode as text): read back by the one scheme parser
        return SchemeSpec.parse(new SchemeOptions(o.codec(), o.baselineCodec(), o.mode(), (long) o.snapDis(), null,
                null, null, null), SchemeOptions.NONE);
    }

    /** The verdict under the settings: cheap, no simulation. */
    public static RunOverview verdict(RunMeasurements m, OverviewSettings settings) {
        double cap = settings.storageCapSnapshots();
        Comparator<SchemeOutcome> order = Comparator.comparingLong(SchemeOutcome::writtenBytes)
                .thenComparingLong(o -> o.ssd().erases());
        List<SchemeOutcome> within = m.candidates().stream().filter(o -> o.withinCap(cap)).toList();
        boolean withinCap = !within.isEmpty();
        SchemeOutcome best = (withinCap ? within : m.candidates()).stream().min(order).orElseThrow();
        // The Table 10 rule is per codec pair: sweep the delta codec that writes least over all its schemes (the
        // best scheme's codec when that is a delta scheme).
        SchemeOutcome codecSource = "full".equals(best.mode()) ? m.candidates().stream()
                .filter(o -> !"full".equals(o.mode())).min(order).orElse(best) : best;
        SnapDisAdvice progressive = advice(m, SchemeMode.PROGRESSIVE, codecSource, cap);
        SnapDisAdvice chain = advice(m, SchemeMode.CHAIN, codecSource, cap);
        return new RunOverview(settings, m, best, withinCap, progressive, chain, Lifetime.of(best, settings),
                Lifetime.of(m.raw(), settings), List.of());
    }

    private static SnapDisAdvice advice(RunMeasurements m, SchemeMode mode, SchemeOutcome pair, double cap) {
        List<SchemeOutcome> sweep = m.candidates().stream().filter(o -> o.mode().equals(mode.id())
                && o.codec().equals(pair.codec()) && o.baselineCodec().equals(pair.baselineCodec())).toList();
        if (sweep.isEmpty()) {
            // A single checkpoint: every candidate is a full save, there is no delta scheme to sweep.
            return new SnapDisAdvice(mode.id(), pair.codec(), pair.baselineCodec(), 0, 0, 0,
                    "no delta scheme was simulated: a run needs at least two checkpoints");
        }
        SnapDisRule.Recommendation r = SnapDisRule.recommend(mode, sweep, cap);
        return new SnapDisAdvice(mode.id(), pair.codec(), pair.baselineCodec(), r.snapDis(), r.writtenPct(),
                r.maxUsefulSnapshots(), r.rule());
    }

    private static boolean available(String id) {
        return CodecRegistry.defaultRegistry().find(id).isPresent();
    }

}
