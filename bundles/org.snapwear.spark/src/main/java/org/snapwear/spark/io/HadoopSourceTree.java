package org.snapwear.spark.io;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.SourceTree;

/**
 * A checkpoint directory (e.g. an HF {@code checkpoint-N/}) on a Hadoop file system, listed recursively; the
 * checkpoint scanner sorts and checks the relative paths itself.
 */
public final class HadoopSourceTree implements SourceTree {
    private final FileSystem fs;
    private final Path root;
    private final List<String> directories = new ArrayList<>();
    private final List<String> files = new ArrayList<>();

    private HadoopSourceTree(FileSystem fs, Path root) {
        this.fs = fs;
        this.root = root;
    }

    /** Lists the directory {@code uri} and everything below it. */
    public static HadoopSourceTree list(String uri, Configuration conf) throws IOException {
        Path p = new Path(uri);
        FileSystem fs = p.getFileSystem(conf);
        HadoopSourceTree t = new HadoopSourceTree(fs, fs.getFileStatus(p).getPath());
        t.walk(t.root, "");
        return t;
    }

    private void walk(Path dir, String prefix) throws IOException {
        for (FileStatus s : fs.listStatus(dir)) {
            String rel = prefix + s.getPath().getName();
            if (s.isDirectory()) {
                directories.add(rel);
                walk(s.getPath(), rel + "/");
            } else if (s.isFile()) {
                files.add(rel);
            }
        }
    }

    @Override
    public String name() {
        return root.toString();
    }

    @Override
    public List<String> directories() {
        return List.copyOf(directories);
    }

    @Override
    public List<String> files() {
        return List.copyOf(files);
    }

    @Override
    public ByteSource open(String path) throws IOException {
        // opened by the checkpoint scanner, for the files' structure only
        return new ReadAheadSource(HadoopByteSource.open(fs, new Path(root, path)), HadoopMembers.SCAN_BLOCK_BYTES);
    }
}
