package org.snapwear.spark.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.apache.spark.sql.SparkSession;
import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.spark.compress.CompressJob;
import org.snapwear.study.cli.SchemeForm;
import org.snapwear.study.cli.SchemeOptionsMixin;
import org.snapwear.study.sim.CompressReport;
import org.snapwear.trace.io.DurableFiles;
import org.snapwear.trace.paths.OutputPaths;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code compress SEQ --codec ID --mode M [--snap-dis N] ...}: the options of {@code snapwear compress}; prints
 * (or writes) the document {@code snapwear compress ... --json} prints.
 */
@Command(name = "compress", mixinStandardHelpOptions = true, description = "simulate saving a checkpoint sequence "
        + "with delta snapshots (Algorithm 2) on Spark; prints the JSON of 'snapwear compress --json'")
final class CompressJobCommand implements Callable<Integer> {

    /**
     * What the job takes of the scheme options: those of {@code snapwear compress} but {@code --threads} (Spark's
     * tasks are its threads), with the same required ones and defaults.
     */
    static final SchemeForm SCHEME = new SchemeForm(List.of("--codec", "--baseline", "--mode", "--snap-dis", "--unit",
            "--chunk-bytes"), List.of("--codec", "--mode"), SchemeOptions.COMMAND_DEFAULTS, "",
            "the spacing of the sequence");

    @Parameters(paramLabel = "SEQ", description = "directory of checkpoints")
    String sequence;

    final SchemeOptionsMixin scheme = new SchemeOptionsMixin(SCHEME);

    @Mixin(name = SchemeOptionsMixin.MIXIN)
    CommandSpec schemeOptions = scheme.options();

    @Option(names = "--chunks-per-task", paramLabel = "N", description = "chunks per encoding task (default "
            + "${DEFAULT-VALUE})")
    int chunksPerTask = 64;

    @Option(names = "--out", paramLabel = "FILE", description = "write the JSON here instead of standard output")
    Path out;

    @Override
    public Integer call() throws IOException {
        SchemeSpec spec = scheme.scheme(); // a refused option: IllegalArgumentException, exit 2 (JobErrors)
        CompressReport report;
        try (SparkSession session = SparkMain.session("compress", sequence)) {
            report = CompressJob.run(SparkMain.context(session), sequence, spec, chunksPerTask);
        }
        String json = ReportJson.toJson(report);
        if (out != null) {
            // where the user points: the real path (OutputPaths), written durably as every file Snapwear writes
            DurableFiles.writeString(OutputPaths.real(out), json + System.lineSeparator());
        } else {
            System.out.println(json);
        }
        if (!report.roundTripVerified()) {
            System.err.println("compress: round trip FAILED");
            return 1;
        }
        return 0;
    }
}
