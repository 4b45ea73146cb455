package org.snapwear.headless.tests.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.tensor.Tensor;

/**
 * Symbolic links on the command line: {@code store save S link} stores what the link points to (it stored an empty
 * checkpoint with exit 0) and it restores byte for byte; {@code inspect link} shows the same tree as the directory;
 * {@code store restore --force --out link/../MANIFEST.json} with the link pointing into the store is refused in one
 * line and the store's manifest is untouched (it was replaced by the restored file); {@code new-study link/../F}
 * is written (and its existence checked) where the kernel resolves it.
 */
public class LinkPathsCommandTest {

    @TempDir
    Path tmp;

    private Path checkpoint() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("run/checkpoint-0"));
        float[] w = new float[300];
        for (int i = 0; i < w.length; i++) {
            w[i] = (float) Math.cos(i * 0.3);
        }
        SafetensorsWriter.write(dir.resolve("model.safetensors"), List.of(Tensor.ofFloats("w", new long[] {300}, w)),
                Map.of("format", "pt"));
        Files.writeString(dir.resolve("trainer_state.json"), "{\"global_step\": 0}\n");
        return dir;
    }

    @Test
    void aCheckpointNamedByALinkIsStoredAsWhatItPointsTo() throws IOException {
        Path ckpt = checkpoint();
        Path link = Files.createSymbolicLink(tmp.resolve("latest"), ckpt);
        Path store = tmp.resolve("store");
        CliRun save = CliRun.run("store", "save", store.toString(), link.toString(), "--iteration", "0", "--json");
        assertEquals(0, save.exit(), save.err());
        long bytes = Files.size(ckpt.resolve("model.safetensors")) + Files.size(ckpt.resolve("trainer_state.json"));
        assertEquals(bytes, save.outJson().getAsJsonObject("save").get("checkpoint_bytes").getAsLong(), save.out());
        Path out = tmp.resolve("restored");
        CliRun restore = CliRun.run("store", "restore", store.toString(), "--iteration", "0", "--out",
                out.toString());
        assertEquals(0, restore.exit(), restore.err());
        CheckpointStoreCommandTest.assertSameTree(ckpt, out);

        CliRun viaLink = CliRun.run("inspect", link.toString());
        CliRun direct = CliRun.run("inspect", ckpt.toString());
        assertEquals(0, viaLink.exit(), viaLink.err());
        assertTrue(viaLink.out().contains("model.safetensors") && viaLink.out().contains("trainer_state.json"),
                viaLink.out());
        assertEquals(direct.out().replace(ckpt.toString(), "X"), viaLink.out().replace(link.toString(), "X"));
    }

    @Test
    void aRestoreThroughALinkAndDotDotIntoTheStoreIsRefused() throws IOException {
        Path store = tmp.resolve("store");
        CliRun save = CliRun.run("store", "save", store.toString(), checkpoint().toString(), "--iteration", "0");
        assertEquals(0, save.exit(), save.err());
        Files.createDirectories(store.resolve("sub"));
        byte[] manifest = Files.readAllBytes(store.resolve("MANIFEST.json"));
        Path link = Files.createSymbolicLink(tmp.resolve("link"), store.resolve("sub"));
        String out = link + "/../MANIFEST.json";
        CliRun r = CliRun.run("store", "restore", store.toString(), "--iteration", "0", "--force", "--out", out);
        assertEquals(1, r.exit(), r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains(out) && r.err().contains("inside the store"), r.err());
        assertArrayEquals(manifest, Files.readAllBytes(store.resolve("MANIFEST.json")));
        assertFalse(Files.exists(tmp.resolve("MANIFEST.json")));
    }

    @Test
    void aFileNamedThroughALinkAndDotDotIsWrittenWhereTheKernelResolvesIt() throws IOException {
        Path b = Files.createDirectories(tmp.resolve("a/b"));
        Path link = Files.createSymbolicLink(tmp.resolve("to-b"), b);
        CliRun r = CliRun.run("new-study", link + "/../study.snapwear");
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.isRegularFile(tmp.resolve("a/study.snapwear")), "written under a/, the parent of b");
        assertFalse(Files.exists(tmp.resolve("study.snapwear")), "not at the lexically normalised path");
        CliRun again = CliRun.run("new-study", link + "/../study.snapwear");
        assertEquals(1, again.exit(), again.out());
        assertTrue(again.err().contains("already exists"), again.err());
    }
}
