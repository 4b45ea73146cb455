package org.snapwear.spark.hdfs;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.hdfs.HdfsConfiguration;
import org.apache.hadoop.hdfs.MiniDFSCluster;
import org.apache.hadoop.hdfs.server.datanode.DataNode;
import org.apache.hadoop.metrics2.lib.MutableCounterLong;

/**
 * A real HDFS on the loopback address: one NameNode and one DataNode (Hadoop's MiniDFSCluster), every socket on
 * 127.0.0.1 (MiniDFSCluster's own choice for the NameNode's RPC, and set here for every HTTP server). Tests start
 * it in their JVM; {@link #main} runs it as a process for releng/scripts/spark-cluster-check.sh.
 */
public final class LoopbackDfs implements AutoCloseable {
    private final MiniDFSCluster cluster;

    private LoopbackDfs(MiniDFSCluster cluster) {
        this.cluster = cluster;
    }

    /** Starts the NameNode and the DataNode with their storage under {@code base}. */
    public static LoopbackDfs start(Path base) throws IOException {
        Configuration conf = new HdfsConfiguration();
        conf.set(MiniDFSCluster.HDFS_MINIDFS_BASEDIR, base.toAbsolutePath().toString());
        conf.set("dfs.namenode.http-address", "127.0.0.1:0");
        conf.set("dfs.namenode.https-address", "127.0.0.1:0");
        conf.set("dfs.datanode.address", "127.0.0.1:0");
        conf.set("dfs.datanode.http.address", "127.0.0.1:0");
        conf.set("dfs.datanode.ipc.address", "127.0.0.1:0");
        conf.setBoolean("dfs.permissions.enabled", false);
        MiniDFSCluster cluster = new MiniDFSCluster.Builder(conf).numDataNodes(1).checkDataNodeAddrConfig(true)
                .build();
        cluster.waitActive();
        return new LoopbackDfs(cluster);
    }

    /** {@code hdfs://127.0.0.1:PORT}. */
    public String uri() {
        return "hdfs://127.0.0.1:" + cluster.getNameNodePort();
    }

    public FileSystem fileSystem() throws IOException {
        return cluster.getFileSystem();
    }

    /** Copies the local directory {@code local} to {@code /dir/NAME} and returns its URI. */
    public String copyIn(Path local, String dir) throws IOException {
        org.apache.hadoop.fs.Path target = new org.apache.hadoop.fs.Path("/" + dir);
        fileSystem().mkdirs(target);
        fileSystem().copyFromLocalFile(false, true, new org.apache.hadoop.fs.Path(local.toUri()), target);
        return uri() + "/" + dir + "/" + local.getFileName();
    }

    /**
     * Block reads the DataNode served so far (its {@code ReadsFromLocalClient} + {@code ReadsFromRemoteClient}
     * metrics, counted once per read request of a client, positional or streaming): the remote round trips of a
     * job's reads. Read from the counters themselves (package-private fields of Hadoop's DataNodeMetrics), because
     * their JMX view is refreshed only every ten seconds.
     */
    public long blockReads() {
        try {
            long sum = 0;
            for (DataNode dn : cluster.getDataNodes()) {
                for (String name : new String[] { "readsFromLocalClient", "readsFromRemoteClient" }) {
                    Field f = dn.getMetrics().getClass().getDeclaredField(name);
                    f.setAccessible(true);
                    sum += ((MutableCounterLong) f.get(dn.getMetrics())).value();
                }
            }
            return sum;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("this Hadoop's DataNode metrics have another shape", e);
        }
    }

    @Override
    public void close() {
        cluster.shutdown(true);
    }

    /**
     * {@code LoopbackDfs BASE URI_FILE SECONDS DIR...}: starts the file system, copies each local DIR to
     * {@code /fixtures/NAME}, writes the file system's URI to URI_FILE and serves until stopped (SIGTERM shuts it
     * down) or for at most SECONDS.
     */
    public static void main(String[] args) throws Exception {
        LoopbackDfs dfs = start(Path.of(args[0]));
        Runtime.getRuntime().addShutdownHook(new Thread(dfs::close));
        for (int i = 3; i < args.length; i++) {
            dfs.copyIn(Path.of(args[i]), "fixtures");
        }
        Path uriFile = Path.of(args[1]);
        Path part = uriFile.resolveSibling(uriFile.getFileName() + ".part");
        Files.writeString(part, dfs.uri() + "\n", StandardCharsets.UTF_8);
        Files.move(part, uriFile); // whole or absent: the script polls for it
        Thread.sleep(Long.parseLong(args[2]) * 1000);
        System.exit(0);
    }
}
