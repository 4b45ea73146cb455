package org.snapwear.headless.commands.trace;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.snapwear.headless.cli.support.Args;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.Subcommand;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.trace.generator.GeneratedRun;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.generator.OptimizerKind;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.tensor.DType;

/**
 * {@code snapwear generate --out DIR [...]}: trains a small network with the built-in generator and writes its
 * snapshot sequence (Snapwear's embedded default data set).
 */
public final class GenerateCommand implements Subcommand {

    @Override
    public String name() {
        return "generate";
    }

    @Override
    public String summary() {
        return "train a small network on generated data and write its snapshots (built-in data set)";
    }

    @Override
    public String usage() {
        GeneratorSettings d = GeneratorSettings.defaults();
        return "snapwear generate --out DIR [--params N] [--model mlp|cnn] [--optimizer sgd|adam] [--lr F]\n"
                + "                 [--iterations I] [--interval K] [--dtype fp32|bf16|fp16] [--seed S] [--batch B]\n"
                + "                 [--momentum F] [--weight-decay F] [--threads T] [--json]\n\n"
                + "Trains a real network in plain Java on a procedurally generated 8x8 image data set and writes a\n"
                + "snapshot every K iterations, starting with iteration 0 (the initialization):\n"
                + "DIR/snap_iterNNNNNN.<dtype>.safetensors (state_dict names, settings in __metadata__),\n"
                + "DIR/train_log.csv and DIR/README.txt. The same options give byte-identical files.\n\n"
                + "  --params N      parameters, 10k..10M; the width is scaled to come close, the exact count is\n"
                + "                  reported (default " + d.parameters() + "; suffixes k, M accepted)\n"
                + "  --model         cnn (LeNet-like, default) or mlp\n"
                + "  --optimizer     sgd (momentum, default) or adam\n"
                + "  --lr F          learning rate (default 0.01 for sgd, 0.001 for adam)\n"
                + "  --iterations I  optimizer steps (default " + d.iterations() + ")\n"
                + "  --interval K    snapshot interval (default iterations/20, i.e. 21 snapshots)\n"
                + "  --dtype         fp32 (default), bf16 or fp16: training is fp32, snapshots are rounded to nearest even\n"
                + "  --seed S        seeds data, initialization and minibatch order (default " + d.seed() + ")\n"
                + "  --batch B       minibatch size (default " + d.batchSize() + ")\n"
                + "  --momentum F    SGD momentum (default " + d.momentum() + ")\n"
                + "  --weight-decay F  L2 weight decay (default " + d.weightDecay() + ")\n"
                + "  --threads T     worker threads, 0 = automatic (default); results do not depend on it\n"
                + "JSON: {directory, architecture, parameters, snapshots, files, snapshot_iterations, train_log,\n"
                + "final_loss, final_train_accuracy, elapsed_millis, settings...}";
    }

    /** The JSON document. */
    record GenerateJson(String directory, String model, String architecture, long parameters,
            long requestedParameters, String optimizer, double learningRate, double momentum, double weightDecay,
            long iterations, long interval, String dtype, long seed, int batchSize, int snapshots, List<String> files,
            List<Long> snapshotIterations, String trainLog, String readme, double finalLoss,
            double finalTrainAccuracy, long elapsedMillis) {
    }

    @Override
    public int run(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        Path out = Path.of(args.requiredOption("--out"));
        GeneratorSettings d = GeneratorSettings.defaults();
        GeneratorSettings s;
        try {
            long params = args.longOption("--params", ParameterRanges.GENERATOR_PARAMETERS, d.parameters());
            ModelKind model = ModelKind.parse(args.option("--model", d.model().id()));
            OptimizerKind opt = OptimizerKind.parse(args.option("--optimizer", d.optimizer().id()));
            double lr = args.doubleOption("--lr", opt.defaultLearningRate());
            long iterations = args.longOption("--iterations", d.iterations());
            long interval = args.longOption("--interval", Math.max(1, iterations / 20));
            DType dtype = parseDtype(args.option("--dtype", "fp32"));
            long seed = args.longOption("--seed", d.seed());
            int batch = args.intOption("--batch", ParameterRanges.GENERATOR_BATCH, d.batchSize());
            double momentum = args.doubleOption("--momentum", d.momentum());
            double wd = args.doubleOption("--weight-decay", d.weightDecay());
            int threads = args.intOption("--threads", ParameterRanges.THREADS_OR_AUTO, 0);
            args.finish();
            s = new GeneratorSettings(model, params, opt, lr, momentum, wd, iterations, interval, dtype, seed, batch,
                    threads);
        } catch (IllegalArgumentException e) {
            throw new UsageException("generate: " + e.getMessage());
        }
        GeneratedRun run = TrainingRunGenerator.generate(s, out, (it, n, loss) -> ctx.err()
                .printf(Locale.ROOT, "generate: iteration %d/%d, loss %.4f%n", it, n, loss));
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
        return 0;
    }

    private static DType parseDtype(String text) {
        DType d = DType.parse(text);
        if (d != DType.F32 && d != DType.BF16 && d != DType.F16) {
            throw new IllegalArgumentException("dtype must be fp32, bf16 or fp16, got '" + text + "'");
        }
        return d;
    }
}
