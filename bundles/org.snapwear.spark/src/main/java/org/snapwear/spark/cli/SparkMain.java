package org.snapwear.spark.cli;

import java.io.PrintStream;
import java.io.PrintWriter;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

import org.snapwear.study.cli.NumberConverters;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;

/**
 * Entry point of the job jar. Spark's master comes from spark-submit ({@code --master}); run without one (a plain
 * {@code java} launch, tests) the embedded default is local mode on every core.
 */
@Command(name = "snapwear-spark", mixinStandardHelpOptions = true, subcommands = { CompressJobCommand.class, SweepJobCommand.class }, description = "Snapwear jobs on Apache Spark")
public final class SparkMain {

    public static void main(String[] args) {
        System.exit(run(args, System.err));
    }

    /**
     * Runs a job; a failure is one line on {@code err} ({@link JobErrors}), a usage error picocli's message and
     * usage (exit 2).
     */
    static int run(String[] args, PrintStream err) {
        CommandLine cl = commandLine();
        cl.setErr(new PrintWriter(err, true));
        cl.setExecutionExceptionHandler((e, sub, parsed) -> JobErrors.report(sub.getCommandName(), e, err));
        try {
            return cl.execute(args);
        } catch (OutOfMemoryError e) {
            // picocli hands exceptions to the handler but lets errors through
            return JobErrors.report("job", e, err);
        }
    }

    /**
     * The jobs' command line, with the product's number rule ({@link NumberConverters}: {@code --chunk-bytes 64KiB}
     * means what it means to {@code snapwear compress}) and its messages naming the option.
     */
    static CommandLine commandLine() {
        CommandLine cl = NumberConverters.registerAll(new CommandLine(new SparkMain()));
        IParameterExceptionHandler picocli = cl.getParameterExceptionHandler();
        cl.setParameterExceptionHandler((e, args) -> {
            if (e.getCause() instanceof TypeConversionException t && e.getArgSpec() instanceof OptionSpec o) {
                e = new ParameterException(e.getCommandLine(), NumberConverters.message(t.getMessage(),
                        o.longestName()), e.getArgSpec(), e.getValue());
            }
            return picocli.handleParseException(e, args);
        });
        return cl;
    }

    /**
     * A session on spark-submit's master, or local[*] when none is configured, printing a line per finished stage
     * to standard error.
     */
    static SparkSession session(String job, String sequence) {
        SparkConf conf = new SparkConf().setAppName("snapwear " + job + " " + sequence);
        if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        SparkSession session = SparkSession.builder().config(conf).getOrCreate();
        session.sparkContext().addSparkListener(new StageProgress(job, System.err));
        return session;
    }

    static JavaSparkContext context(SparkSession session) {
        return JavaSparkContext.fromSparkContext(session.sparkContext());
    }
}
