package org.snapwear.spark.cli;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Entry point of the job jar. Spark's master comes from spark-submit ({@code --master}); run without one (a plain
 * {@code java} launch, tests) the embedded default is local mode on every core.
 */
@Command(name = "snapwear-spark", mixinStandardHelpOptions = true, subcommands = { CompressJobCommand.class, SweepJobCommand.class }, description = "Snapwear jobs on Apache Spark")
public final class SparkMain {

    public static void main(String[] args) {
        System.exit(new CommandLine(new SparkMain()).execute(args));
    }

    /** A session on spark-submit's master, or local[*] when none is configured. */
    static SparkSession session(String appName) {
        SparkConf conf = new SparkConf().setAppName(appName);
        if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        return SparkSession.builder().config(conf).getOrCreate();
    }

    static JavaSparkContext context(SparkSession session) {
        return JavaSparkContext.fromSparkContext(session.sparkContext());
    }
}
