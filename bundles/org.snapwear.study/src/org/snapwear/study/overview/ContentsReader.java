package org.snapwear.study.overview;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.snapwear.trace.checkpoint.CheckpointFile;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.checkpoint.TensorRole;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Reads what a sequence holds for {@link RunContents}: a whole checkpoint directory through
 * {@link CheckpointScanner} (its files, their formats, without opening any tensor), a checkpoint file through its
 * reader (the snapshot is opened, memory-mapped, for its tensor list).
 */
final class ContentsReader {

    private ContentsReader() {
    }

    static RunContents read(String source, SnapshotSequence seq) throws IOException {
        List<RunContents.Member> members = new ArrayList<>();
        List<TensorInfo> first = null; // the member with the most tensors
        for (int i = 0; i < seq.size(); i++) {
            SnapshotSequence.Entry e = seq.entries().get(i);
            Path p = e.path();
            List<TensorInfo> infos;
            RunContents.Member m;
            Optional<CheckpointReader> reader = CheckpointFormats.detect(p);
            if (Files.isDirectory(p) && reader.isEmpty()) {
                ScannedCheckpoint scanned = CheckpointScanner.scan(p);
                infos = scanned.snapshotInfos();
                LinkedHashSet<String> formats = new LinkedHashSet<>();
                for (CheckpointFile f : scanned.tree().files()) {
                    formats.add(f.format());
                }
                m = new RunContents.Member(e.iteration(), p.toString(), name(p), List.copyOf(formats),
                        scanned.tree().files().size(), infos.size(), bytes(infos), scanned.tree().totalBytes());
            } else {
                try (Snapshot s = seq.open(i)) {
                    infos = s.infos();
                }
                m = new RunContents.Member(e.iteration(), p.toString(), name(p),
                        List.of(reader.map(CheckpointReader::formatId).orElse("unknown")), fileCount(p), infos.size(),
                        bytes(infos), diskBytes(p));
            }
            members.add(m);
            if (first == null || infos.size() > first.size()) {
                first = infos;
            }
        }
        return new RunContents(source, members, first == null ? List.of() : dtypes(first),
                first == null ? List.of() : roles(first));
    }

    private static List<RunContents.Share> dtypes(List<TensorInfo> infos) {
        Map<String, long[]> by = new LinkedHashMap<>();
        for (TensorInfo t : infos) {
            add(by, t.dtype().safetensorsName(), t.byteSize());
        }
        return shares(by);
    }

    private static List<RunContents.Share> roles(List<TensorInfo> infos) {
        Map<String, long[]> by = new LinkedHashMap<>();
        for (TensorRole r : TensorRole.values()) {
            by.put(r.id(), new long[2]);
        }
        for (TensorInfo t : infos) {
            add(by, TensorRole.ofTensor(t.name(), t.dtype()).id(), t.byteSize());
        }
        by.values().removeIf(v -> v[0] == 0);
        return shares(by);
    }

    private static void add(Map<String, long[]> by, String key, long bytes) {
        long[] v = by.computeIfAbsent(key, k -> new long[2]);
        v[0]++;
        v[1] += bytes;
    }

    private static List<RunContents.Share> shares(Map<String, long[]> by) {
        List<RunContents.Share> out = new ArrayList<>();
        by.forEach((k, v) -> out.add(new RunContents.Share(k, (int) v[0], v[1])));
        return out;
    }

    private static long bytes(List<TensorInfo> infos) {
        long n = 0;
        for (TensorInfo t : infos) {
            n += t.byteSize();
        }
        return n;
    }

    private static String name(Path p) {
        Path f = p.getFileName();
        return f == null ? p.toString() : f.toString();
    }

    private static int fileCount(Path p) throws IOException {
        if (!Files.isDirectory(p)) {
            return 1;
        }
        try (Stream<Path> s = Files.list(p)) {
            return (int) s.filter(Files::isRegularFile).count();
        }
    }

    private static long diskBytes(Path p) throws IOException {
        if (!Files.isDirectory(p)) {
            return Files.size(p);
        }
        long n = 0;
        try (Stream<Path> s = Files.list(p)) {
            for (Path f : (Iterable<Path>) s.filter(Files::isRegularFile)::iterator) {
                n += Files.size(f);
            }
        }
        return n;
    }
}
