/**
 * The job jar's command line ({@code spark-submit --class org.snapwear.spark.cli.SparkMain}): the same options
 * and the same JSON as the single-machine commands, run on whatever master spark-submit names (local[*] when
 * none is set).
 */
package org.snapwear.spark.cli;
