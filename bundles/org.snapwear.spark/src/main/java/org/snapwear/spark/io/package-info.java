/**
 * Checkpoints on any Hadoop file system (HDFS, S3A with its connector, file://): a {@link org.snapwear.trace.source.ByteSource}
 * over {@code FSDataInputStream}'s positional reads, a {@link org.snapwear.trace.source.SourceTree} over a listed
 * directory, and the sequence listing. The driver scans members by ranged reads of their headers; tasks read
 * only the byte ranges of the chunks they encode.
 */
package org.snapwear.spark.io;
