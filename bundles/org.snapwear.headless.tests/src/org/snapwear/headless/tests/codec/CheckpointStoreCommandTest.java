package org.snapwear.headless.tests.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

import com.google.gson.JsonObject;

/**
 * {@code snapwear store} on whole Hugging Face Trainer checkpoints (the hf_charlm_adamw fixture: sharded
 * safetensors, optimizer.pt with Adam moments, scheduler, RNG states, JSON): every checkpoint restored as the same
 * tree of the same bytes; a damaged member refused with one line naming it, the store untouched.
 */
public class CheckpointStoreCommandTest {

    @TempDir
    Path tmp;

    static Path run() {
        return Fixtures.path("hf_charlm_adamw");
    }

    @Test
    void everyCheckpointOfTheRunComesBackByteForByte() throws IOException {
        Path store = tmp.resolve("store");
        long[] iterations = {0, 50, 100, 150};
        for (long it : iterations) {
            CliRun r = CliRun.run("store", "save", store.toString(), run().resolve("checkpoint-" + it).toString(),
                    "--iteration", Long.toString(it), "--json");
            assertEquals(0, r.exit(), r.err());
            JsonObject save = r.outJson().getAsJsonObject("save");
            assertEquals(treeBytes(run().resolve("checkpoint-" + it)), save.get("checkpoint_bytes").getAsLong());
        }
        CliRun verify = CliRun.run("store", "verify", store.toString(), "--json");
        assertEquals(0, verify.exit(), verify.err() + verify.out());
        assertEquals(4, verify.outJson().getAsJsonArray("decoded").size());
        for (long it : iterations) {
            Path out = tmp.resolve("restored/checkpoint-" + it); // restored/ does not exist before the first restore
            CliRun r = CliRun.run("store", "restore", store.toString(), "--iteration", Long.toString(it),
                    "--out", out.toString());
            assertEquals(0, r.exit(), r.err());
            assertSameTree(run().resolve("checkpoint-" + it), out);
        }
        CliRun again = CliRun.run("store", "restore", store.toString(), "--iteration", "50", "--out",
                tmp.resolve("restored/checkpoint-50").toString());
        assertEquals(1, again.exit(), "restore never overwrites");
        assertTrue(again.err().contains("already exists"), again.err());
        byte[] manifest = Files.readAllBytes(store.resolve("MANIFEST.json"));
        CliRun intoStore = CliRun.run("store", "restore", store.toString(), "--iteration", "50", "--out",
                store.resolve("MANIFEST.json").toString());
        assertEquals(1, intoStore.exit(), "restore never writes into the store");
        assertTrue(intoStore.err().contains("inside the store"), intoStore.err());
        CliRun intoStoreNew = CliRun.run("store", "restore", store.toString(), "--iteration", "50", "--out",
                store.resolve("sub/checkpoint-50").toString());
        assertEquals(1, intoStoreNew.exit(), intoStoreNew.err());
        assertArrayEquals(manifest, Files.readAllBytes(store.resolve("MANIFEST.json")));
        assertFalse(Files.exists(store.resolve("sub")));
    }

    @Test
    void aPreviousCheckpointOnDiskIsReadInsteadOfDecodedOnlyIfItIsByteForByteTheStoredOne() throws IOException {
        Path store = tmp.resolve("store");
        for (long it : new long[] {0, 50}) {
            // a codec with one reference, so --previous is all a delta needs (predictive needs the one before too)
            CliRun r = CliRun.run("store", "save", store.toString(), run().resolve("checkpoint-" + it).toString(),
                    "--iteration", Long.toString(it), "--codec", "dynrle");
            assertEquals(0, r.exit(), r.err());
        }
        // checkpoint-100 refers to 50, which refers to 0: decoding it from the store reads both
        Path changed = copyTree(run().resolve("checkpoint-50"), tmp.resolve("changed-50"));
        Files.writeString(changed.resolve("trainer_state.json"), "{}");
        CliRun decoded = CliRun.run("store", "save", store.toString(), run().resolve("checkpoint-100").toString(),
                "--iteration", "100", "--previous", changed.toString(), "--json");
        assertEquals(0, decoded.exit(), decoded.err());
        assertEquals(2, decoded.outJson().getAsJsonObject("save").getAsJsonArray("loaded").size(),
                "a previous checkpoint that differs from the stored one is not used");
        CliRun onDisk = CliRun.run("store", "save", store.toString(), run().resolve("checkpoint-150").toString(),
                "--iteration", "150", "--previous", run().resolve("checkpoint-100").toString(), "--json");
        assertEquals(0, onDisk.exit(), onDisk.err());
        JsonObject save = onDisk.outJson().getAsJsonObject("save");
        assertEquals(0, save.getAsJsonArray("loaded").size(), save.toString());
        assertEquals(0, save.get("bytes_read").getAsLong());
        Path out = tmp.resolve("restored-150");
        CliRun r = CliRun.run("store", "restore", store.toString(), "--iteration", "150", "--out",
                out.toString());
        assertEquals(0, r.exit(), r.err());
        assertSameTree(run().resolve("checkpoint-150"), out);
    }

    @Test
    void aDamagedMemberIsRefusedWithItsNameAndTheStoreIsUntouched() throws IOException {
        Path store = tmp.resolve("store");
        CliRun first = CliRun.run("store", "save", store.toString(), run().resolve("checkpoint-0").toString(),
                "--iteration", "0");
        assertEquals(0, first.exit(), first.err());
        byte[] manifest = Files.readAllBytes(store.resolve("MANIFEST.json"));
        Path copy = copyTree(run().resolve("checkpoint-50"), tmp.resolve("checkpoint-50"));
        Path optimizer = copy.resolve("optimizer.pt");
        byte[] bytes = Files.readAllBytes(optimizer);
        Files.write(optimizer, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        CliRun bad = CliRun.run("store", "save", store.toString(), copy.toString(), "--iteration", "50");
        assertEquals(1, bad.exit(), bad.out());
        assertEquals(1, bad.err().strip().lines().count(), bad.err());
        assertTrue(bad.err().contains(optimizer.toString()) && bad.err().contains("offset"), bad.err());
        assertArrayEquals(manifest, Files.readAllBytes(store.resolve("MANIFEST.json")));
        try (Stream<Path> s = Files.list(store)) {
            assertEquals(List.of(".lock", "MANIFEST.json", "snap-000000000000-g2.p1.swc", "snap-000000000000-g2.rest",
                    "snap-000000000000-g2.swc"), s.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    static long treeBytes(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            long n = 0;
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                n += Files.size(p);
            }
            return n;
        }
    }

    /** Same relative paths (files and directories) and the same bytes in every file. */
    public static void assertSameTree(Path expected, Path actual) throws IOException {
        assertEquals(listing(expected), listing(actual));
        for (String rel : listing(expected)) {
            Path e = expected.resolve(rel);
            if (Files.isRegularFile(e)) {
                assertArrayEquals(Files.readAllBytes(e), Files.readAllBytes(actual.resolve(rel)), rel);
            }
        }
    }

    private static List<String> listing(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            List<String> out = new ArrayList<>();
            for (Path p : s.filter(p -> !p.equals(root)).toList()) {
                out.add(root.relativize(p).toString() + (Files.isDirectory(p) ? "/" : ""));
            }
            out.sort(null);
            return out;
        }
    }

    static Path copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path q = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(q);
                } else {
                    Files.copy(p, q);
                    q.toFile().setWritable(true);
                }
            }
        }
        return to;
    }
}
