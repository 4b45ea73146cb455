package org.snapwear.trace.tests.source;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.snapwear.trace.source.ByteArraySource;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.SourceTree;

/**
 * A checkpoint directory copied into memory and listed in reverse order (a remote listing promises no order):
 * what a cluster's file system would hand the scanner, with no local file behind any source.
 */
final class MemoryTree implements SourceTree {
    private final String name;
    private final List<String> directories;
    private final Map<String, byte[]> files;

    MemoryTree(String name, List<String> directories, Map<String, byte[]> files) {
        this.name = name;
        this.directories = directories;
        this.files = files;
    }

    static MemoryTree copyOf(Path root) throws IOException {
        List<String> dirs = new ArrayList<>();
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.filter(p -> !p.equals(root)).toList()) {
                String rel = root.relativize(p).toString().replace('\\', '/');
                if (Files.isDirectory(p)) {
                    dirs.add(rel);
                } else {
                    files.put(rel, Files.readAllBytes(p));
                }
            }
        }
        Collections.reverse(dirs);
        return new MemoryTree(Sources.SCHEME + root.getFileName(), dirs, files);
    }

    /** The same tree with one file's bytes replaced (or added). */
    MemoryTree with(String path, byte[] bytes) {
        Map<String, byte[]> f = new LinkedHashMap<>(files);
        f.put(path, bytes);
        return new MemoryTree(name, directories, f);
    }

    byte[] bytes(String path) {
        return files.get(path);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<String> directories() {
        return directories;
    }

    @Override
    public List<String> files() {
        List<String> out = new ArrayList<>(files.keySet());
        Collections.reverse(out);
        return out;
    }

    @Override
    public ByteSource open(String path) throws IOException {
        byte[] b = files.get(path);
        if (b == null) {
            throw new IOException(name + "/" + path + ": not listed");
        }
        return new ByteArraySource(name + "/" + path, b);
    }
}
