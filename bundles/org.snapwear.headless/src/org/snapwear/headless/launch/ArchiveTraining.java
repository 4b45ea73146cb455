package org.snapwear.headless.launch;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.SnapwearCli;
import org.snapwear.headless.cli.support.Subcommand;

/**
 * The run whose classes become the flat class path's class-data archive: the launcher runs it once per product,
 * with {@code -XX:ArchiveClassesAtExit}, before the first headless command. It runs in one JVM, output discarded,
 * what users start most: every command's usage, {@code version}, {@code codecs}, the manual page, and a small
 * generated run saved, listed, verified, restored and inspected through a store, so that the classes of the
 * commands, picocli, Gson, the registries and the store's read and write paths come from the archive rather than
 * from the jars (docs/BENCHMARKS.md). A failing step is skipped: the archive then only lacks its classes.
 */
public final class ArchiveTraining {
    private ArchiveTraining() {
    }

    /** {@code args[0]}: an empty scratch directory, removed at the end. */
    public static void main(String[] args) throws IOException {
        Path work = Path.of(args[0]);
        Files.createDirectories(work);
        PrintStream sink = new PrintStream(OutputStream.nullOutputStream(), true);
        int failed = 0;
        try {
            for (List<String> argv : runs(work)) {
                if (new SnapwearCli(CommandRegistry.builtIn()).run(argv.toArray(new String[0]), sink, sink) != 0) {
                    failed++;
                }
            }
        } finally {
            delete(work);
        }
        System.exit(failed == 0 ? 0 : 1);
    }

    /** The command lines, in order (later ones read what earlier ones wrote). */
    static List<List<String>> runs(Path work) {
        String run = work.resolve("run").toString();
        String store = work.resolve("store").toString();
        String first = work.resolve("run/snap_iter000000.fp32.safetensors").toString();
        String second = work.resolve("run/snap_iter000001.fp32.safetensors").toString();
        List<List<String>> out = new ArrayList<>();
        out.add(List.of("--help"));
        for (Subcommand c : CommandRegistry.builtIn().commands()) {
            out.add(List.of(c.name(), "--help"));
        }
        out.add(List.of("version"));
        out.add(List.of("version", "--json"));
        out.add(List.of("codecs"));
        out.add(List.of("man"));
        out.add(List.of("generate", "--out", run, "--params", "10k", "--iterations", "1", "--interval", "1"));
        out.add(List.of("store", "save", store, first, "--iteration", "0"));
        out.add(List.of("store", "save", store, second, "--iteration", "1"));
        out.add(List.of("store", "list", store));
        out.add(List.of("store", "list", store, "--json"));
        out.add(List.of("store", "verify", store));
        out.add(List.of("store", "restore", store, "--iteration", "1", "--out", work.resolve("restored").toString()));
        out.add(List.of("inspect", first));
        return out;
    }

    private static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
