package org.snapwear.headless.commands.trace;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.snapwear.headless.cli.support.CancelOnInterrupt;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.OutputOption;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.trace.generator.GeneratedRun;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.generator.OptimizerKind;
import org.snapwear.trace.generator.RunOutputs;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.tensor.DType;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code snapwear generate --out DIR [...]}: trains a small network with the built-in generator and writes its
 * snapshot sequence (Snapwear's embedded default data set).
 */
@Command(name = "generate", header = "train a small network on generated data and write its snapshots (built-in "
        + "data set)",
        description = { "Trains a real network in plain Java on a procedurally generated 8x8 image data set and "
                + "writes a snapshot every K iterations, starting with iteration 0 (the initialization): "
                + "DIR/snap_iterNNNNNN.<dtype>.safetensors (state_dict names, settings in __metadata__), "
                + "DIR/train_log.csv and DIR/README.txt. The same options give byte-identical files.",
            "JSON: {directory, architecture, parameters, snapshots, files, snapshot_iterations, train_log, "
                + "final_loss, final_train_accuracy, elapsed_millis, settings...}" })
public final class GenerateCommand extends PicocliCommand {
    private static final GeneratorSettings DEFAULTS = GeneratorSettings.defaults();

    @Option(names = { "-o", "--out" }, required = true, paramLabel = "DIR", description = "the directory to write")
    Path out;

    @Option(names = "--params", paramLabel = "N", description = "parameters, 10k..10M; the width is scaled to come "
            + "close, the exact count is reported (default ${DEFAULT-VALUE}; suffixes such as k, M accepted)")
    long params = DEFAULTS.parameters();

    @Option(names = "--model", paramLabel = "mlp|cnn", description = "cnn (LeNet-like, default) or mlp")
    String model = DEFAULTS.model().id();

    @Option(names = "--optimizer", paramLabel = "sgd|adam", description = "sgd (momentum, default) or adam")
    String optimizer = DEFAULTS.optimizer().id();

    @Option(names = "--lr", paramLabel = "F", description = "learning rate (default 0.01 for sgd, 0.001 for adam)")
    Double lr;

    @Option(names = "--iterations", paramLabel = "I", description = "optimizer steps (default 2000; with --resume, "
            + "the last iteration, by default the checkpoint's run length)")
    Long iterations;

    @Option(names = "--resumable", description = "also write DIR/resume_iterNNNNNN.safetensors beside every snapshot: "
            + "weights, Adam's exp_avg/exp_avg_sq (or SGD's momentum_buffer), the step and the data order, all fp32")
    boolean resumable;

    @Option(names = "--resume", paramLabel = "FILE", description = "continue from a resume_iterNNNNNN.safetensors "
            + "file (its settings apply; the other training options are ignored); without --resume-seed the "
            + "continued run is bit for bit the uninterrupted one")
    Path resume;

    @Option(names = "--resume-seed", paramLabel = "S", description = "with --resume: draw the continued data order "
            + "from this seed")
    Long resumeSeed;

    @Option(names = "--loss-log", paramLabel = "FILE", description = "write every step's loss as JSON lines "
            + "{\"step\": N, \"loss\": X} (the resume-check contract, docs/resume-check.md)")
    Path lossLog;

    @Option(names = "--interval", paramLabel = "K", description = "snapshot interval (default iterations/20, i.e. "
            + "21 snapshots)")
    Long interval;

    @Option(names = "--dtype", paramLabel = "fp32|bf16|fp16", description = "fp32 (default), bf16 or fp16: training "
            + "is fp32, snapshots are rounded to nearest even")
    String dtype = "fp32";

    @Option(names = "--seed", paramLabel = "S", description = "seeds data, initialization and minibatch order "
            + "(default ${DEFAULT-VALUE})")
    long seed = DEFAULTS.seed();

    @Option(names = "--batch", paramLabel = "B", description = "minibatch size (default ${DEFAULT-VALUE})")
    long batch = DEFAULTS.batchSize();

    @Option(names = "--momentum", paramLabel = "F", description = "SGD momentum (default ${DEFAULT-VALUE})")
    double momentum = DEFAULTS.momentum();

    @Option(names = "--weight-decay", paramLabel = "F", description = "L2 weight decay (default ${DEFAULT-VALUE})")
    double weightDecay = DEFAULTS.weightDecay();

    @Option(names = "--threads", paramLabel = "T", description = "worker threads, 0 = automatic (default); results "
            + "do not depend on it")
    long threads;

    @Option(names = { "-j", "--json" }, description = "print one JSON object (described above)")
    boolean json;

    /** The JSON document. */
    record GenerateJson(String directory, String model, String architecture, long parameters,
            long requestedParameters, String optimizer, double learningRate, double momentum, double weightDecay,
            long iterations, long interval, String dtype, long seed, int batchSize, int snapshots, List<String> files,
            List<Long> snapshotIterations, String trainLog, String readme, double finalLoss,
            double finalTrainAccuracy, long elapsedMillis) {
    }

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        inRange("--params", ParameterRanges.GENERATOR_PARAMETERS);
        inRange("--batch", ParameterRanges.GENERATOR_BATCH);
        inRange("--threads", ParameterRanges.THREADS_OR_AUTO);
        RunOutputs outputs = new RunOutputs(resumable, lossLog == null ? null : OutputOption.real(lossLog));
        if (resume != null) {
            return resumed(ctx, outputs);
        }
        if (resumeSeed != null) {
            throw new UsageException("generate: --resume-seed needs --resume");
        }
        long total = iterations != null ? iterations : DEFAULTS.iterations();
        GeneratorSettings s;
        try {
            OptimizerKind opt = OptimizerKind.parse(optimizer);
            s = new GeneratorSettings(ModelKind.parse(model), params, opt, lr != null ? lr : opt.defaultLearningRate(),
                    momentum, weightDecay, total, interval != null ? interval : Math.max(1, total / 20),
                    parseDtype(dtype), seed, (int) batch, (int) threads);
        } catch (IllegalArgumentException e) {
            throw new UsageException("generate: " + e.getMessage());
        }
        ProgressReporter progress = ctx.progress();
        GeneratorSettings settings = s;
        GeneratedRun run = CancelOnInterrupt.run(progress, "generate: cancelled; the snapshots written so far stay in "
                + out, () -> TrainingRunGenerator.generate(settings, OutputOption.real(out), progress, outputs));
        progress.done();
        print(ctx, s, run);
        return 0;
    }

    private int resumed(CommandContext ctx, RunOutputs outputs) throws Exception {
        ProgressReporter progress = ctx.progress();
        GeneratedRun run;
        try {
            run = CancelOnInterrupt.run(progress, "generate: cancelled; the snapshots written so far stay in " + out,
                    () -> TrainingRunGenerator.resume(resume, iterations != null ? iterations : 0, resumeSeed,
                            (int) threads, OutputOption.real(out), progress, outputs));
        } catch (IllegalArgumentException e) {
            throw new UsageException("generate: " + e.getMessage());
        } catch (IOException e) {
            throw new CommandFailedException(e.getMessage(), e); // names the file and the reason
        }
        progress.done();
        print(ctx, run.settings(), run);
        return 0;
    }

    private void print(CommandContext ctx, GeneratorSettings s, GeneratedRun run) {
        List<String> files = new ArrayList<>();
        run.snapshots().forEach(p -> files.add(p.toString()));
        GenerateJson doc = new GenerateJson(out.toString(), s.model().id(), run.architecture().describe(),
                run.parameterCount(), s.parameters(), s.optimizer().id(), s.learningRate(), s.momentum(),
                s.weightDecay(), s.iterations(), s.interval(), s.dtypeId(), s.seed(), s.batchSize(), files.size(),
                files, run.iterations(), run.trainLog().toString(), run.readme().toString(), run.finalLoss(),
                run.finalTrainAccuracy(), run.elapsedMillis());
        if (json) {
            ctx.printJson(doc);
        } else {
            var o = ctx.out();
            o.println("directory     " + doc.directory());
            o.println("model         " + doc.architecture());
            o.println("parameters    " + doc.parameters() + " (requested " + doc.requestedParameters() + ")");
            o.printf(Locale.ROOT, "training      %s lr %s, %d iterations, batch %d, seed %d%n", doc.optimizer(),
                    doc.learningRate(), doc.iterations(), doc.batchSize(), doc.seed());
            o.printf(Locale.ROOT, "snapshots     %d x %s every %d iterations (%s ... %s)%n", doc.snapshots(),
                    doc.dtype(), doc.interval(), run.snapshots().get(0).getFileName(),
                    run.snapshots().get(files.size() - 1).getFileName());
            o.printf(Locale.ROOT, "final         loss %.4f, train accuracy %.4f (last interval)%n", doc.finalLoss(),
                    doc.finalTrainAccuracy());
            o.printf(Locale.ROOT, "time          %.1f s%n", doc.elapsedMillis() / 1000.0);
        }
    }

    private static DType parseDtype(String text) {
        DType d = DType.parse(text);
        if (d != DType.F32 && d != DType.BF16 && d != DType.F16) {
            throw new IllegalArgumentException("dtype must be fp32, bf16 or fp16, got '" + text + "'");
        }
        return d;
    }
}
