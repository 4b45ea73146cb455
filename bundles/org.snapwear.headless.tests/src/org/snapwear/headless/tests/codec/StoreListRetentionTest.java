package org.snapwear.headless.tests.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * What {@code --keep N} keeps, as {@code store list} reports it: a user used to {@code save_total_limit} who asked
 * for 2 and finds 4 entries sees which newer entries need each older one; the size column says "raw size".
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class StoreListRetentionTest {
    @TempDir
    Path tmp;

    @Test
    void listSaysWhichNewerEntriesNeedEachKeptOne() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path store = tmp.resolve("store");
        List<Path> fixtures = StoreCommandTest.fixtures();
        for (int i = 0; i < 8; i++) {
            Path f = fixtures.get(i); // snap_iter000000.fp32.safetensors, snap_iter000500..., iterations 0..3500
            Path tmpName = Files.copy(f, staging.resolve("tmp-" + f.getFileName()));
            Files.move(tmpName, staging.resolve(f.getFileName().toString()), StandardCopyOption.ATOMIC_MOVE);
        }
        // progressive, snap_dis 4: baselines at 0 and 2000; the newest 2 (3000, 3500) need 2000 and 2500
        CliRun watch = CliRun.run("store", "watch", store.toString(), staging.toString(), "--snap-dis", "4",
                "--keep", "2", "--exit-when-idle", "1", "--poll-ms", "50");
        assertEquals(0, watch.exit(), watch.err() + watch.out());

        CliRun json = CliRun.run("store", "list", store.toString(), "--json");
        assertEquals(0, json.exit(), json.err());
        List<String> neededBy = new ArrayList<>();
        for (JsonElement e : json.outJson().getAsJsonArray("needed_by")) {
            JsonObject o = e.getAsJsonObject();
            neededBy.add(o.get("iteration").getAsLong() + " <- " + o.get("needed_by"));
        }
        assertEquals(List.of("2000 <- [2500,3000,3500]", "2500 <- [3000,3500]", "3000 <- [3500]", "3500 <- []"),
                neededBy);

        CliRun text = CliRun.run("store", "list", store.toString());
        assertEquals(0, text.exit(), text.err());
        String out = text.out();
        assertTrue(out.contains("raw size") && out.contains("needed by"), out);
        assertFalse(out.contains("saved bytes"), out);
        assertTrue(out.contains("2500,3000,3500"), out);
        assertTrue(out.contains("3 of 4 entries are needed by newer ones") && out.contains("--keep N keeps the newest N"),
                out);
    }
}
